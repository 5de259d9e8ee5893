// One test case: its fields and steps, what can be done with it, and its latest results.
import { useEffect, useState } from "preact/hooks";
import { api, call, type Schemas } from "../../api/client";
import { Link, navigate } from "../../router";
import { Confirm, Empty, ErrorBanner, formatDateTime, formatDuration, Section, Select, Show, Status, useAction, useLoad, When } from "../../ui";
import { loadEnvironments, loadSuites, loadTags, RunDialog, SeverityWord, TagChips, type TestCase } from "./shared";
import type { Step } from "./steps";

export function CasePage({ projectId, caseId }: { projectId: string; caseId: string }) {
  const [loaded, reload] = useLoad(
    () =>
      Promise.all([
        call(api.GET("/v1/test-cases/{id}", { params: { path: { id: caseId } } })),
        loadTags(projectId),
        loadSuites(projectId),
      ]),
    [projectId, caseId],
  );
  const [dialog, setDialog] = useState<"run" | "delete" | null>(null);
  const path = { path: { id: caseId } };
  const action = useAction();
  useEffect(() => action.setError(null), [caseId]);
  const act = (verb: "activate" | "deactivate") =>
    action.run(
      () => call(api.POST(verb === "activate" ? "/v1/test-cases/{id}/activate" : "/v1/test-cases/{id}/deactivate", { params: path })),
      reload,
    );
  const duplicate = () =>
    action.run(
      () => call(api.POST("/v1/test-cases/{id}/duplicate", { params: path })),
      (copy: TestCase) => navigate(`/projects/${projectId}/cases/${copy.id}`),
    );

  return (
    <main id="main">
      <p class="crumbs">
        <Link href={`/projects/${projectId}/cases`}>Test cases</Link>
      </p>
      <Show loaded={loaded}>
        {([tc, tags, suites]) => {
          const suite = suites.items.find((s) => s.id === tc.testSuiteId);
          return (
            <>
              <div class="page-head">
                <h1>{tc.name}</h1>
                <div class="toolbar case-actions">
                  <button type="button" class="primary" onClick={() => setDialog("run")}>
                    Run
                  </button>
                  <Link class="button" href={`/projects/${projectId}/cases/${caseId}/edit`}>
                    Edit
                  </Link>
                  <button type="button" disabled={action.busy} onClick={duplicate}>
                    Duplicate
                  </button>
                  {tc.status !== "active" && (
                    <button type="button" disabled={action.busy} onClick={() => act("activate")}>
                      Activate
                    </button>
                  )}
                  {tc.status !== "inactive" && (
                    <button type="button" disabled={action.busy} onClick={() => act("deactivate")}>
                      Deactivate
                    </button>
                  )}
                  <button type="button" class="danger" onClick={() => setDialog("delete")}>
                    Delete
                  </button>
                </div>
              </div>
              <ErrorBanner error={action.error} />
              <dl class="facts">
                <dt>Status</dt>
                <dd>
                  <Status value={tc.status} />
                </dd>
                <dt>Severity</dt>
                <dd>
                  <SeverityWord value={tc.severity} />
                </dd>
                <dt>Tags</dt>
                <dd>
                  <TagChips ids={tc.tagIds} tags={tags.items} />
                </dd>
                <dt>Suite</dt>
                <dd>{suite ? <Link href={`/projects/${projectId}/suites/${suite.id}`}>{suite.name}</Link> : <span class="muted">None</span>}</dd>
                {tc.automationId && (
                  <>
                    <dt>Automation id</dt>
                    <dd class="mono">{tc.automationId}</dd>
                  </>
                )}
                <dt>Version</dt>
                <dd>{tc.version}</dd>
                <dt>Updated</dt>
                <dd>
                  <When at={tc.updatedAt} />
                </dd>
              </dl>
              {tc.description && <p class="description">{tc.description}</p>}
              <h2>Steps</h2>
              {tc.steps.length === 0 ? (
                <Empty>This case has no step yet. Edit it to add manual steps or HTTP checks.</Empty>
              ) : (
                <ol class="step-view">
                  {tc.steps.map((s, i) => (
                    <li key={i}>
                      <StepView step={s} />
                    </li>
                  ))}
                </ol>
              )}
              <RecentResults projectId={projectId} caseId={caseId} />
              {dialog === "run" && (
                <RunDialog
                  projectId={projectId}
                  title={`Run “${tc.name}”`}
                  start={(target) => call(api.POST("/v1/test-cases/{id}/run", { params: path, body: target }))}
                  onStarted={(runId) => navigate(`/projects/${projectId}/runs/${runId}`)}
                  onClose={() => setDialog(null)}
                />
              )}
              {dialog === "delete" && (
                <Confirm
                  title="Delete test case"
                  action="Delete"
                  onConfirm={() => call(api.DELETE("/v1/test-cases/{id}", { params: path }))}
                  onDone={() => navigate(`/projects/${projectId}/cases`)}
                  onClose={() => setDialog(null)}
                >
                  Delete “{tc.name}” and its history? This cannot be undone.
                </Confirm>
              )}
            </>
          );
        }}
      </Show>
    </main>
  );
}

/** One step, read-only. */
export function StepView({ step }: { step: Step }) {
  if (!step.request) {
    return (
      <div class="step-card">
        <span class="kind">Manual</span>
        <p class="pre-line">{step.action}</p>
        {step.expected && (
          <p class="pre-line">
            <strong>Expected: </strong>
            {step.expected}
          </p>
        )}
      </div>
    );
  }
  const { request, expect } = step;
  const headers = Object.entries(request.headers ?? {});
  return (
    <div class="step-card">
      <span class="kind">HTTP check</span>
      <p class="mono">
        <strong>{request.method}</strong> {request.path}
      </p>
      {headers.length > 0 && (
        <ul class="plain mono small">
          {headers.map(([name, value]) => (
            <li key={name}>
              {name}: {value}
            </li>
          ))}
        </ul>
      )}
      {request.body && <pre>{request.body}</pre>}
      {expect && (
        <ul class="expectations">
          {expect.status !== undefined && <li>Status is {expect.status}</li>}
          {expect.bodyContains && (
            <li>
              Body contains <code>{expect.bodyContains}</code>
            </li>
          )}
          {(expect.json ?? []).map((j, i) => (
            <li key={i}>
              <code>{j.pointer || "(whole body)"}</code> equals <code>{JSON.stringify(j.equals)}</code>
            </li>
          ))}
          {expect.maxMs !== undefined && <li>Answers within {expect.maxMs} ms</li>}
        </ul>
      )}
    </div>
  );
}

function RecentResults({ projectId, caseId }: { projectId: string; caseId: string }) {
  const [environments] = useLoad(() => loadEnvironments(projectId), [projectId]);
  return (
    <Section title="Recent results">
      <Show loaded={environments}>
        {(page) =>
          page.items.length === 0 ? (
            <Empty>
              No environment yet, so no result. <Link href={`/projects/${projectId}/environments`}>Create an environment</Link> to run this
              case.
            </Empty>
          ) : (
            <ResultsIn projectId={projectId} caseId={caseId} environments={page.items} />
          )
        }
      </Show>
      <p>
        <Link href={`/projects/${projectId}/cases/${caseId}/history`}>History</Link> of this case's versions.
      </p>
    </Section>
  );
}

function ResultsIn({ projectId, caseId, environments }: { projectId: string; caseId: string; environments: Schemas["Environment"][] }) {
  const [environmentId, setEnvironmentId] = useState(environments[0].id);
  const [results] = useLoad(
    () => call(api.GET("/v1/test-cases/{id}/results-history", { params: { path: { id: caseId }, query: { environmentId, limit: 20 } } })),
    [caseId, environmentId],
  );
  return (
    <>
      {environments.length > 1 && (
        <div class="toolbar">
          <Select
            label="Results in environment"
            value={environmentId}
            onValue={setEnvironmentId}
            options={environments.map((e) => ({ value: e.id, label: e.name }))}
          />
        </div>
      )}
      <Show loaded={results}>
        {(list) =>
          list.length === 0 ? (
            <Empty>No result in {environments.find((e) => e.id === environmentId)?.name} yet. Run the case to get one.</Empty>
          ) : (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Result</th>
                    <th scope="col">Status</th>
                    <th scope="col">Duration</th>
                    <th scope="col">Age</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((r) => (
                    <tr key={r.id}>
                      <td>
                        <Link href={`/projects/${projectId}/cases/${caseId}/results/${r.id}`}>{formatDateTime(r.createdAt)}</Link>
                        {r.flaky && (
                          <>
                            {" "}
                            <Status value="flaky" />
                          </>
                        )}
                      </td>
                      <td>
                        <Status value={r.status} />
                      </td>
                      <td>{formatDuration(r.durationMs)}</td>
                      <td>
                        <When at={r.createdAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Show>
    </>
  );
}
