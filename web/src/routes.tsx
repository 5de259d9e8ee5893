// Every page of the app and the path it answers. A page gets the path's named parts as props.
// Each section lists its own pages (pages/<section>/index.ts); this file puts them together.
import type { FunctionComponent } from "preact";
import { Projects } from "./pages/projects";
import { casesRoutes } from "./pages/cases";
import { runsRoutes, publicRunRoutes } from "./pages/runs";
import { settingsRoutes } from "./pages/settings";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Page = FunctionComponent<any>;

export type Route = {
  /** `/projects/:projectId/cases/:caseId`: the named parts are passed to the page as props. */
  pattern: string;
  page: Page;
  /** The page's name in the browser's title bar. */
  title: string;
};

/** Pages of a signed-in account. Inside a project (`:projectId`) they get the project's navigation. */
export const routes: Route[] = [
  { pattern: "/", page: Projects, title: "Projects" },
  { pattern: "/projects", page: Projects, title: "Projects" },
  ...casesRoutes,
  ...runsRoutes,
  ...settingsRoutes,
];

/** Pages anyone may open without signing in: the read-only views behind share links. */
export const publicRoutes: Route[] = [...publicRunRoutes];

/** The sections of a project, in the order of its navigation (paths below `/projects/:projectId`). */
export const projectSections: { path: string; label: string }[] = [
  { path: "", label: "Overview" },
  { path: "/cases", label: "Test cases" },
  { path: "/suites", label: "Suites" },
  { path: "/runs", label: "Runs" },
  { path: "/environments", label: "Environments" },
  { path: "/tags", label: "Tags" },
  { path: "/test-accounts", label: "Test accounts" },
  { path: "/settings", label: "Settings" },
];
