// One run, watched live: its cases turn passed or failed as their events arrive.
import { useEffect, useState } from "preact/hooks";
import { api, call, type ApiError, type Schemas } from "../../api/client";
import { Link } from "../../router";
import { useMe, type Me } from "../../session";
import { asApiError, Empty, ErrorBanner, formatDuration, plural, Show, Status, useLoad, useSubmit, When } from "../../ui";
import { loadNames, runName, type Names } from "./labels";
import { ProgressBar, runDuration, StatusCounts, summaryText } from "./progress";
import { applyEvent, initialState, isTerminal, liveSummary, type CaseRow, type LiveRun, type TestRun } from "./run-state";
import { ShareBox } from "./share";
import { followRun, type Connection } from "./sse";

type Environment = Schemas["Environment"];

const getRun = (id: string) => call(api.GET("/v1/test-runs/{id}", { params: { path: { id } } }));

export function RunPage({ projectId, runId }: { projectId: string; runId: string }) {
  const [loaded] = useLoad(async () => {
    const run = await getRun(runId);
    const [names, environment] = await Promise.all([
      loadNames(projectId, [run], run.testCaseIds),
      call(api.GET("/v1/environments/{id}", { params: { path: { id: run.environmentId } } })).catch(() => null),
    ]);
    return { run, names, environment };
  }, [projectId, runId]);
  return (
    <main id="main">
      <Show loaded={loaded}>
        {({ run, names, environment }) => (
          <LiveRunView key={run.id} projectId={projectId} initial={run} names={names} environment={environment} />
        )}
      </Show>
      {loaded.state === "failed" && (
        <p>
          <Link href={`/projects/${projectId}/runs`}>Back to the runs</Link>
        </p>
      )}
    </main>
  );
}

function LiveRunView({
  projectId,
  initial,
  names,
  environment,
}: {
  projectId: string;
  initial: TestRun;
  names: Names;
  environment: Environment | null;
}) {
  const [state, setState] = useState<LiveRun>(() => initialState(initial, names.cases));
  const [connection, setConnection] = useState<Connection>("connecting");
  const [streamError, setStreamError] = useState<ApiError | null>(null);
  const run = state.run;
  const me = useMe();

  useEffect(() => {
    const controller = new AbortController();
    const reload = () =>
      getRun(initial.id).then(
        (fresh) => !controller.signal.aborted && setState((s) => ({ ...s, run: { ...fresh, status: s.run.status } })),
        () => undefined,
      );
    followRun(
      initial.id,
      {
        onEvent: (event) => {
          setState((s) => applyEvent(s, event));
          if (event.name === "run.finished") void reload();
        },
        onConnection: setConnection,
        isOver: async () => isTerminal((await getRun(initial.id)).status),
      },
      controller.signal,
    ).catch((e) => {
      if (!controller.signal.aborted) {
        setStreamError(asApiError(e));
        setConnection("ended");
      }
    });
    return () => controller.abort();
  }, [initial.id]);

  const stop = useSubmit(
    () => call(api.POST("/v1/test-runs/{id}/stop", { params: { path: { id: run.id } } })),
    (stopped) => setState((s) => (isTerminal(s.run.status) ? s : { ...s, run: { ...s.run, status: stopped.status } })),
  );
  const [delivery, setDelivery] = useState<Schemas["Delivery"] | null>(null);
  const report = useSubmit(
    () => call(api.POST("/v1/test-runs/{id}/report/send", { params: { path: { id: run.id } } })),
    setDelivery,
  );

  const summary = liveSummary(state);
  const live = !isTerminal(run.status);
  const canStop = run.status === "pending" || run.status === "queued" || run.status === "running";
  // Announced once the stream brings the run's end (for a run that had ended: once its log is read).
  const announcement = state.finished ? `Run ${state.finished.status}: ${summaryText(state.finished.summary)}.` : "";

  return (
    <>
      <p class="crumbs">
        <Link href={`/projects/${projectId}/runs`}>Runs</Link>
      </p>
      <div class="page-head">
        <h1>{runName(run, names)}</h1>
        <div class="actions">
          {canStop && (
            <button type="button" class="danger" onClick={() => stop.run()} disabled={stop.busy}>
              Stop run
            </button>
          )}
          {!live && (
            <button type="button" onClick={() => report.run()} disabled={report.busy}>
              Send report
            </button>
          )}
        </div>
      </div>
      <ErrorBanner error={stop.error ?? (report.error?.problem.status === 409 ? null : report.error) ?? streamError} />
      {report.error?.problem.status === 409 && (
        <p class="banner info" role="status">
          {report.error.problem.detail ?? "The report cannot be sent now."}{" "}
          <Link href={`/projects/${projectId}/settings`}>Open the project settings</Link>
        </p>
      )}
      {delivery && (
        <p class={delivery.delivered ? "banner info" : "banner error"} role="status">
          {delivery.delivered
            ? "The report was posted to the team chat."
            : `The report could not be delivered${delivery.status ? ` (the chat answered ${delivery.status})` : ""}${
                delivery.error ? `: ${delivery.error}` : "."
              }`}
        </p>
      )}
      <div class="rn-run-status-line">
        <Status value={run.status} />
        {live && (
          <span class="muted">
            {connection === "live" ? "Live" : connection === "reconnecting" ? "Reconnecting…" : "Connecting…"}
          </span>
        )}
        {run.statusReason && <span class="muted">{reason(run.statusReason, me)}</span>}
      </div>
      <div class="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </div>
      <ProgressBar summary={summary} />
      <StatusCounts summary={summary} />
      <dl class="facts">
        <dt>Environment</dt>
        <dd>{environment ? `${environment.name} (${environment.baseUrl})` : <span class="mono">{run.environmentId}</span>}</dd>
        <dt>Started</dt>
        <dd>
          <When at={run.startedAt} />
        </dd>
        <dt>Duration</dt>
        <dd>{runDuration(run)}</dd>
      </dl>
      <h2>Cases</h2>
      <CaseRows projectId={projectId} rows={state.rows} ended={!live} />
      <ShareBox
        what="run"
        share={() => call(api.POST("/v1/test-runs/{id}/share", { params: { path: { id: run.id } } }))}
        unshare={() => call(api.DELETE("/v1/test-runs/{id}/share", { params: { path: { id: run.id } } }))}
      />
    </>
  );
}

/** "stopped by acc_…" names the account: "you" when it is the one signed in. */
function reason(text: string, me: Me): string {
  return text.split(me.account.id).join("you");
}

function CaseRows({ projectId, rows, ended }: { projectId: string; rows: CaseRow[]; ended: boolean }) {
  if (rows.length === 0) return <Empty>No case has started yet.</Empty>;
  return (
    <div class="table-wrap">
      <table class="rn-case-rows">
        <thead>
          <tr>
            <th scope="col">Case</th>
            <th scope="col">Status</th>
            <th scope="col">Duration</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            // A case still waiting or running when the run ended never got a result.
            const shown = ended && (row.state === "waiting" || row.state === "running") ? "not_run" : row.state;
            return (
              <tr key={row.testCaseId} data-state={shown}>
                <td>
                  <Link href={`/projects/${projectId}/cases/${row.testCaseId}`}>{row.name ?? row.testCaseId}</Link>
                  {row.reportedBy && <small class="muted"> (verdict reported)</small>}
                </td>
                <td>
                  <Status value={shown} />
                  {shown === "running" && row.stepsDone > 0 && (
                    <small class="muted"> {plural(row.stepsDone, "step")} done</small>
                  )}
                </td>
                <td>{formatDuration(row.durationMs)}</td>
                <td>
                  {row.resultId ? (
                    <Link href={`/projects/${projectId}/cases/${row.testCaseId}/results/${row.resultId}`}>
                      View result<span class="visually-hidden"> of {row.name ?? row.testCaseId}</span>
                    </Link>
                  ) : (
                    <span class="muted">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
