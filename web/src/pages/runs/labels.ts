// Names for runs: an imported run has its own; others are named after their suite or case.
import { api, call } from "../../api/client";
import type { TestRun } from "./run-state";

export type Names = { cases: Record<string, string>; suites: Record<string, string> };

/** Looks up the names of the suites and cases these runs point at (one request for each kind). */
export async function loadNames(projectId: string, runs: TestRun[], caseIds: string[] = []): Promise<Names> {
  const cases = [...new Set([...runs.flatMap((r) => (r.testCaseId ? [r.testCaseId] : [])), ...caseIds])].slice(0, 100);
  const suites = [...new Set(runs.flatMap((r) => (r.testSuiteId ? [r.testSuiteId] : [])))].slice(0, 100);
  const [casePage, suitePage] = await Promise.all([
    cases.length
      ? call(api.GET("/v1/projects/{projectId}/test-cases", { params: { path: { projectId }, query: { ids: cases, limit: 100, offset: 0 } } }))
      : null,
    suites.length
      ? call(api.GET("/v1/projects/{projectId}/test-suites", { params: { path: { projectId }, query: { ids: suites, limit: 100 } } }))
      : null,
  ]).catch(() => [null, null] as const);
  return {
    cases: Object.fromEntries((casePage?.items ?? []).map((c) => [c.id, c.name])),
    suites: Object.fromEntries((suitePage?.items ?? []).map((s) => [s.id, s.name])),
  };
}

export function runName(run: TestRun, names?: Names): string {
  if (run.name) return run.name;
  if (run.testSuiteId) return `Suite: ${names?.suites[run.testSuiteId] ?? run.testSuiteId}`;
  if (run.testCaseId) return `Case: ${names?.cases[run.testCaseId] ?? run.testCaseId}`;
  const n = run.testCaseIds.length || run.summary.total;
  return `Run of ${n} ${n === 1 ? "case" : "cases"}`;
}
