// The cases section: test cases, their history, suites and tags, and the paths they answer.
import type { Route } from "../../routes";
import "./cases.css";
import { CasePage } from "./case-page";
import { EditCase, NewCase } from "./editor";
import { CaseHistory } from "./history";
import { CaseList } from "./list";
import { SuitePage } from "./suite";
import { SuiteList } from "./suites";
import { TagsPage } from "./tags";

export const casesRoutes: Route[] = [
  { pattern: "/projects/:projectId/cases", page: CaseList, title: "Test cases" },
  // Before `:caseId`, which would take "new" for an id.
  { pattern: "/projects/:projectId/cases/new", page: NewCase, title: "New test case" },
  { pattern: "/projects/:projectId/cases/:caseId", page: CasePage, title: "Test case" },
  { pattern: "/projects/:projectId/cases/:caseId/edit", page: EditCase, title: "Edit test case" },
  { pattern: "/projects/:projectId/cases/:caseId/history", page: CaseHistory, title: "History" },
  { pattern: "/projects/:projectId/suites", page: SuiteList, title: "Suites" },
  { pattern: "/projects/:projectId/suites/:suiteId", page: SuitePage, title: "Suite" },
  { pattern: "/projects/:projectId/tags", page: TagsPage, title: "Tags" },
];
