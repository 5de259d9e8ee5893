// The settings section: its pages and the paths they answer.
import type { Route } from "../../routes";
import "./settings.css";
import { ApiTokens } from "./api-tokens";
import { Environments } from "./environments";
import { ProjectSettingsPage } from "./project-settings";
import { TeamPage } from "./team";
import { TestAccounts } from "./test-accounts";

export const settingsRoutes: Route[] = [
  { pattern: "/projects/:projectId/environments", page: Environments, title: "Environments" },
  { pattern: "/projects/:projectId/test-accounts", page: TestAccounts, title: "Test accounts" },
  { pattern: "/projects/:projectId/settings", page: ProjectSettingsPage, title: "Settings" },
  { pattern: "/settings/api-tokens", page: ApiTokens, title: "API tokens" },
  { pattern: "/settings/team", page: TeamPage, title: "Team" },
];
