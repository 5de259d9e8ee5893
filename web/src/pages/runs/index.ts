// The runs section: its pages and the paths they answer.
import type { Route } from "../../routes";
import "./runs.css";
import { Overview } from "./overview";
import { ResultPage } from "./result";
import { RunPage } from "./run";
import { RunsList } from "./runs-list";
import { SharedResultPage, SharedRunPage } from "./shared-pages";

export const runsRoutes: Route[] = [
  { pattern: "/projects/:projectId", page: Overview, title: "Overview" },
  { pattern: "/projects/:projectId/runs", page: RunsList, title: "Runs" },
  { pattern: "/projects/:projectId/runs/:runId", page: RunPage, title: "Run" },
  { pattern: "/projects/:projectId/cases/:caseId/results/:resultId", page: ResultPage, title: "Result" },
];

/** The read-only pages behind share links, open to anyone with the link. */
export const publicRunRoutes: Route[] = [
  { pattern: "/shared/test-runs/:token", page: SharedRunPage, title: "Shared run" },
  { pattern: "/shared/results/:token", page: SharedResultPage, title: "Shared result" },
];
