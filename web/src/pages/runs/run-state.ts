// What the run page knows about a run, and how each live event changes it.
import type { Schemas } from "../../api/client";
import type { RunEvent } from "./sse";

export type TestRun = Schemas["TestRun"];
export type RunStatus = Schemas["TestRunStatus"];
export type ResultStatus = Schemas["ResultStatus"];
export type Summary = Schemas["TestRunSummary"];

/** One case of the run: waiting, running (with the steps done so far) or finished with a result. */
export type CaseRow = {
  testCaseId: string;
  name: string | null;
  state: "waiting" | "running" | ResultStatus;
  stepsDone: number;
  resultId?: string;
  durationMs?: number;
  reportedBy?: string;
};

export type LiveRun = {
  run: TestRun;
  rows: CaseRow[];
  /** Set by `run.finished` while the page watched: the status to announce. */
  finished?: { status: RunStatus; summary: Summary };
};

const TERMINAL: RunStatus[] = ["completed", "failed", "error", "stopped"];

export function isTerminal(status: RunStatus): boolean {
  return TERMINAL.includes(status);
}

export function initialState(run: TestRun, names: Record<string, string>): LiveRun {
  return {
    run,
    rows: run.testCaseIds.map((id) => ({ testCaseId: id, name: names[id] ?? null, state: "waiting", stepsDone: 0 })),
  };
}

function updateRow(rows: CaseRow[], testCaseId: string, change: (row: CaseRow) => CaseRow): CaseRow[] {
  const index = rows.findIndex((r) => r.testCaseId === testCaseId);
  if (index < 0) return [...rows, change({ testCaseId, name: null, state: "waiting", stepsDone: 0 })];
  const next = rows.slice();
  next[index] = change(rows[index]);
  return next;
}

/** The state after one event. A run already ended keeps its status while its log is replayed. */
export function applyEvent(state: LiveRun, event: RunEvent): LiveRun {
  switch (event.name) {
    case "run.status": {
      if (isTerminal(state.run.status) && !isTerminal(event.data.status)) return state;
      return {
        ...state,
        run: { ...state.run, status: event.data.status, statusReason: event.data.reason ?? state.run.statusReason },
      };
    }
    case "case.started":
      return {
        ...state,
        rows: updateRow(state.rows, event.data.testCaseId, (row) => ({
          ...row,
          name: event.data.name,
          state: "running",
          stepsDone: 0,
        })),
      };
    case "step.finished":
      return {
        ...state,
        rows: updateRow(state.rows, event.data.testCaseId, (row) => ({
          ...row,
          state: row.state === "waiting" ? "running" : row.state,
          stepsDone: Math.max(row.stepsDone, event.data.index + 1),
        })),
      };
    case "case.finished":
      return {
        ...state,
        rows: updateRow(state.rows, event.data.testCaseId, (row) => ({
          ...row,
          name: event.data.testCaseName,
          state: event.data.status,
          resultId: event.data.resultId,
          durationMs: event.data.durationMs,
          reportedBy: event.data.reportedBy,
        })),
      };
    case "run.finished":
      return {
        ...state,
        run: { ...state.run, status: event.data.status, summary: event.data.summary },
        finished: { status: event.data.status, summary: event.data.summary },
      };
  }
}

/** Counts from the rows as they stand (the run's own summary once it ended). */
export function liveSummary(state: LiveRun): Summary {
  if (isTerminal(state.run.status)) return state.run.summary;
  const count = (s: ResultStatus) => state.rows.filter((r) => r.state === s).length;
  return {
    total: Math.max(state.run.summary.total, state.rows.length),
    passed: count("passed"),
    failed: count("failed"),
    error: count("error"),
    skipped: count("skipped"),
  };
}
