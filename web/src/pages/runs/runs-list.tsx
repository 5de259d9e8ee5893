// The runs of a project, newest first, filtered by status and paged.
import { useEffect } from "preact/hooks";
import { api, call } from "../../api/client";
import { runStatuses } from "../../api/enums";
import { Link, offsetOf, setQuery, useLocation } from "../../router";
import { Empty, Pager, Select, Show, Status, useLoad, When, wordOptions } from "../../ui";
import { loadNames, runName } from "./labels";
import { ProgressBar, runDuration, summaryText } from "./progress";
import { isTerminal } from "./run-state";

const LIMIT = 20;

export function RunsList({ projectId }: { projectId: string }) {
  const query = useLocation().searchParams;
  const status = runStatuses.find((s) => s === query.get("status"));
  const offset = offsetOf(query);
  const [page, reload] = useLoad(async () => {
    const runs = await call(
      api.GET("/v1/projects/{projectId}/test-runs", {
        params: { path: { projectId }, query: { status, limit: LIMIT, offset } },
      }),
    );
    return { runs, names: await loadNames(projectId, runs.items) };
  }, [projectId, status, offset]);
  // While a run of the page is live, its row is refreshed every few seconds.
  const anyLive = page.state === "ready" && page.data.runs.items.some((r) => !isTerminal(r.status));
  useEffect(() => {
    if (!anyLive) return;
    const timer = setTimeout(reload, 4000);
    return () => clearTimeout(timer);
  }, [page, anyLive]);

  return (
    <main id="main">
      <div class="page-head">
        <h1>Runs</h1>
        <Link class="button" href={`/projects/${projectId}/cases`}>
          Start a run from Test cases
        </Link>
      </div>
      <div class="toolbar">
        <Select
          label="Status"
          value={status ?? ""}
          onValue={(v) => setQuery({ status: v, offset: null })}
          options={[{ value: "", label: "All statuses" }, ...wordOptions(runStatuses)]}
        />
      </div>
      <Show loaded={page}>
        {({ runs, names }) =>
          runs.items.length === 0 ? (
            <Empty>
              {status ? (
                <>No {status} run. </>
              ) : (
                <>
                  No run yet. Open <Link href={`/projects/${projectId}/cases`}>Test cases</Link> and run a case or a
                  suite against an environment.
                </>
              )}
            </Empty>
          ) : (
            <>
              <div class="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Run</th>
                      <th scope="col">Status</th>
                      <th scope="col">Results</th>
                      <th scope="col">Started</th>
                      <th scope="col">Duration</th>
                    </tr>
                  </thead>
                  <tbody>
                    {runs.items.map((run) => (
                      <tr key={run.id}>
                        <td>
                          <Link href={`/projects/${projectId}/runs/${run.id}`}>{runName(run, names)}</Link>
                        </td>
                        <td>
                          <Status value={run.status} />
                        </td>
                        <td class="rn-run-progress-cell">
                          <ProgressBar summary={run.summary} />
                          <small class="muted">{summaryText(run.summary)}</small>
                        </td>
                        <td>
                          <When at={run.startedAt ?? run.createdAt} />
                        </td>
                        <td>{runDuration(run)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager offset={offset} limit={LIMIT} total={runs.total} />
            </>
          )
        }
      </Show>
    </main>
  );
}
