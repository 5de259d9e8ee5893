// One suite: its cases, adding and removing cases, running it.
import { useState } from "preact/hooks";
import { api, call, type Schemas } from "../../api/client";
import { Link, navigate } from "../../router";
import { Checkbox, Dialog, Empty, ErrorBanner, plural, Show, Status, TextInput, useAction, useLoad, useSubmit } from "../../ui";
import { loadSuites, RunDialog, SeverityWord, type TestCase } from "./shared";
import { DeleteSuite, SuiteDialog } from "./suites";

/** The body that replaces a case as it is, but outside any suite. */
function withoutSuite(tc: TestCase): Schemas["TestCaseInput"] {
  return {
    name: tc.name,
    description: tc.description ?? undefined,
    severity: tc.severity,
    status: tc.status,
    steps: tc.steps,
    tagIds: tc.tagIds,
    automationId: tc.automationId ?? undefined,
  };
}

export function SuitePage({ projectId, suiteId }: { projectId: string; suiteId: string }) {
  const [loaded, reload] = useLoad(() => call(api.GET("/v1/test-suites/{id}", { params: { path: { id: suiteId } } })), [suiteId]);
  const [dialog, setDialog] = useState<"run" | "rename" | "delete" | "add" | null>(null);
  const removal = useAction();
  const close = () => setDialog(null);
  const closeAndReload = () => {
    close();
    reload();
  };

  const remove = (tc: TestCase) =>
    removal.run(
      () =>
        call(
          api.PUT("/v1/test-cases/{id}", {
            params: { path: { id: tc.id }, header: { "If-Match": String(tc.version) } },
            body: withoutSuite(tc),
          }),
        ),
      reload,
    );

  return (
    <main id="main">
      <p class="crumbs">
        <Link href={`/projects/${projectId}/suites`}>Suites</Link>
      </p>
      <Show loaded={loaded}>
        {(suite) => {
          const active = suite.testCases.filter((c) => c.status === "active").length;
          return (
            <>
              <div class="page-head">
                <h1>{suite.name}</h1>
                <div class="toolbar">
                  <button type="button" class="primary" onClick={() => setDialog("run")}>
                    Run suite
                  </button>
                  <button type="button" onClick={() => setDialog("add")}>
                    Add cases
                  </button>
                  <button type="button" onClick={() => setDialog("rename")}>
                    Rename
                  </button>
                  <button type="button" class="danger" onClick={() => setDialog("delete")}>
                    Delete
                  </button>
                </div>
              </div>
              {suite.description && <p class="description">{suite.description}</p>}
              <p class="muted">
                {plural(suite.testCases.length, "case")}, {active} active. A run of the suite takes its active cases.
              </p>
              <ErrorBanner error={removal.error} />
              {suite.testCases.length === 0 ? (
                <Empty>This suite has no case yet. Use "Add cases" to move test cases into it.</Empty>
              ) : (
                <div class="table-wrap">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Name</th>
                        <th scope="col">Status</th>
                        <th scope="col">Severity</th>
                        <th scope="col">
                          <span class="visually-hidden">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {suite.testCases.map((c) => (
                        <tr key={c.id}>
                          <td>
                            <Link href={`/projects/${projectId}/cases/${c.id}`}>{c.name}</Link>
                          </td>
                          <td>
                            <Status value={c.status} />
                          </td>
                          <td>
                            <SeverityWord value={c.severity} />
                          </td>
                          <td class="row-actions">
                            <button type="button" aria-label={`Remove ${c.name} from the suite`} disabled={removal.busy} onClick={() => remove(c)}>
                              Remove
                            </button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {dialog === "run" && (
                <RunDialog
                  projectId={projectId}
                  title={`Run the suite “${suite.name}”`}
                  start={(target) => call(api.POST("/v1/test-suites/{id}/run", { params: { path: { id: suiteId } }, body: target }))}
                  onStarted={(runId) => navigate(`/projects/${projectId}/runs/${runId}`)}
                  onClose={close}
                />
              )}
              {dialog === "rename" && (
                <SuiteDialog projectId={projectId} suite={suite} onClose={close} onSaved={closeAndReload} />
              )}
              {dialog === "delete" && <DeleteSuite suite={suite} onClose={close} onDone={() => navigate(`/projects/${projectId}/suites`)} />}
              {dialog === "add" && (
                <AddCases projectId={projectId} suiteId={suiteId} onClose={close} onDone={closeAndReload} />
              )}
            </>
          );
        }}
      </Show>
    </main>
  );
}

function AddCases({ projectId, suiteId, onClose, onDone }: { projectId: string; suiteId: string; onClose: () => void; onDone: () => void }) {
  const [search, setSearch] = useState("");
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [loaded] = useLoad(
    () =>
      Promise.all([
        call(
          api.GET("/v1/projects/{projectId}/test-cases", {
            params: { path: { projectId }, query: { limit: 100, offset: 0, name: name || undefined } },
          }),
        ),
        loadSuites(projectId),
      ]),
    [projectId, name],
  );
  const add = useSubmit(() => call(api.POST("/v1/test-cases/bulk-move-to-suite", { body: { ids: chosen, testSuiteId: suiteId } })), onDone);
  return (
    <Dialog title="Add cases" onClose={onClose}>
      <div class="stack">
        <form
          role="search"
          class="search"
          onSubmit={(e) => {
            e.preventDefault();
            setName(search.trim());
          }}
        >
          <TextInput label="Search cases" type="search" value={search} onValue={setSearch} />
          <button>Search</button>
        </form>
        <form onSubmit={add.run} class="stack">
          <ErrorBanner error={add.error} />
          <Show loaded={loaded}>
            {([page, suites]) => {
              const candidates = page.items.filter((c) => c.testSuiteId !== suiteId);
              if (candidates.length === 0) return <Empty>{name ? "No other case matches." : "Every case of the project is in this suite already."}</Empty>;
              return (
                <fieldset class="pick-list">
                  <legend>Cases to add</legend>
                  {candidates.map((c) => {
                    const other = c.testSuiteId && suites.items.find((s) => s.id === c.testSuiteId);
                    return (
                      <Checkbox
                        key={c.id}
                        label={
                          <>
                            {c.name} <Status value={c.status} />
                            {other && <span class="muted small"> (moves it out of {other.name})</span>}
                          </>
                        }
                        checked={chosen.includes(c.id)}
                        onChange={(on) => setChosen(on ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))}
                      />
                    );
                  })}
                </fieldset>
              );
            }}
          </Show>
          <div class="actions">
            <button type="button" onClick={onClose}>
              Cancel
            </button>
            <button class="primary" disabled={add.busy || chosen.length === 0}>
              Add to suite{chosen.length ? ` (${chosen.length})` : ""}
            </button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
