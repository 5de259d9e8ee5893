// The API's enumerations the app offers as choices, in the order it lists them.
import type { Schemas } from "./client";

export const severities: Schemas["Severity"][] = ["critical", "high", "medium", "low"];
export const caseStatuses: Schemas["TestCaseStatus"][] = ["draft", "active", "inactive"];
export const runStatuses: Schemas["TestRunStatus"][] = ["pending", "queued", "running", "completed", "failed", "error", "stopping", "stopped"];
