// A project at a glance: its cases and runs, the pass rate over a window, what fails most and
// what is flaky.
import { api, call, type Schemas } from "../../api/client";
import { Link, setQuery, useLocation } from "../../router";
import { Empty, Select, Show, Status, useLoad } from "../../ui";
import { PassRateChart, RunsByStatusChart } from "./charts";

type Preset = Schemas["ProjectOverview"]["preset"];
const PRESETS: { value: Preset; label: string }[] = [
  { value: "last-7-days", label: "Last 7 days" },
  { value: "last-14-days", label: "Last 14 days" },
  { value: "last-30-days", label: "Last 30 days" },
  { value: "last-90-days", label: "Last 90 days" },
];

export function Overview({ projectId }: { projectId: string }) {
  const wanted = useLocation().searchParams.get("preset");
  const preset = PRESETS.find((p) => p.value === wanted)?.value ?? "last-7-days";
  const [loaded] = useLoad(async () => {
    const [overview, runs] = await Promise.all([
      call(api.GET("/v1/projects/{id}/overview", { params: { path: { id: projectId }, query: { preset } } })),
      call(api.GET("/v1/projects/{projectId}/test-runs", { params: { path: { projectId }, query: { limit: 1, offset: 0 } } })),
    ]);
    return { overview, everRun: runs.total > 0 };
  }, [projectId, preset]);
  const cases = `/projects/${projectId}/cases`;

  return (
    <main id="main">
      <div class="page-head">
        <h1>Overview</h1>
        <Select label="Period" value={preset} onValue={(v) => setQuery({ preset: v === "last-7-days" ? null : v })} options={PRESETS} />
      </div>
      <Show loaded={loaded}>
        {({ overview, everRun }) => (
          <>
            <ul class="rn-figures">
              <li>
                <strong>{overview.testCases.total}</strong> test cases
                <small class="muted">
                  {overview.testCases.active} active, {overview.testCases.draft} draft, {overview.testCases.inactive} inactive
                </small>
              </li>
              <li>
                <strong>{overview.testRuns.total}</strong> runs in this period
                <small class="muted">
                  {overview.testRuns.completed} completed, {overview.testRuns.failed} failed, {overview.testRuns.error} error,{" "}
                  {overview.testRuns.stopped} stopped
                </small>
              </li>
              <li>
                <strong>{overview.passRate == null ? "—" : `${Math.round(overview.passRate * 100)}%`}</strong> pass rate
                <small class="muted">
                  {overview.passRate == null ? "No results in this period" : "Passed results over all results"}
                </small>
              </li>
            </ul>
            {!everRun ? (
              <div class="banner info">
                <strong>No run yet.</strong> A run executes test cases against an environment and records their results.
                Open <Link href={cases}>Test cases</Link>, pick a case or a suite and press Run; its results and charts show
                up here.
              </div>
            ) : (
              <>
                <div class="rn-overview-charts">
                  <section>
                    <h2>Pass rate per day</h2>
                    <PassRateChart daily={overview.daily} />
                  </section>
                  <section>
                    <h2>Runs by status</h2>
                    {overview.testRuns.total === 0 ? <Empty>No run in this period.</Empty> : <RunsByStatusChart runs={overview.testRuns} />}
                  </section>
                </div>
                <p>
                  <Link href={`/projects/${projectId}/runs`}>See all runs</Link>
                </p>
                <MostFailing projectId={projectId} items={overview.mostFailing} />
                <Flaky projectId={projectId} items={overview.flaky} />
              </>
            )}
          </>
        )}
      </Show>
    </main>
  );
}

function MostFailing({ projectId, items }: { projectId: string; items: Schemas["FailingCase"][] }) {
  return (
    <section>
      <h2>Most failing cases</h2>
      {items.length === 0 ? (
        <Empty>No case failed in this period.</Empty>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Case</th>
                <th scope="col">Failed</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.testCaseId}>
                  <td>
                    <Link href={`/projects/${projectId}/cases/${c.testCaseId}`}>{c.testCaseName}</Link>
                  </td>
                  <td>
                    {c.failed} of {c.results} results
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Flaky({ projectId, items }: { projectId: string; items: Schemas["FlakyCase"][] }) {
  return (
    <section>
      <h2>Flaky cases</h2>
      {items.length === 0 ? (
        <Empty>No flaky case: every case gives the same verdict run after run.</Empty>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Case</th>
                <th scope="col">Flip rate</th>
                <th scope="col">Latest results</th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={`${c.testCaseId}-${c.environmentId}`}>
                  <td>
                    <Link href={`/projects/${projectId}/cases/${c.testCaseId}`}>{c.testCaseName}</Link>
                  </td>
                  <td>
                    {Math.round(c.flipRate * 100)}%{" "}
                    <small class="muted">
                      ({c.passed} passed, {c.failed} failed)
                    </small>
                  </td>
                  <td>
                    <ul class="rn-verdicts">
                      {c.lastResults.map((r) => (
                        <li key={r.resultId}>
                          <Link href={`/projects/${projectId}/cases/${c.testCaseId}/results/${r.resultId}`}>
                            <Status value={r.status} />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
