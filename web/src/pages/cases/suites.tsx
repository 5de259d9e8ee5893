// The project's suites: listing with case counts, creating, renaming and deleting them.
import { useState } from "preact/hooks";
import { api, call, type Schemas } from "../../api/client";
import { Link, navigate, offsetOf, useLocation } from "../../router";
import { Confirm, RowActions, Dialog, Empty, ErrorBanner, Pager, Show, TextArea, TextInput, useLoad, useSubmit, When } from "../../ui";

type Suite = Schemas["TestSuite"];
const PAGE = 50;

export function SuiteList({ projectId }: { projectId: string }) {
  const offset = offsetOf(useLocation().searchParams);
  const [loaded, reload] = useLoad(async () => {
    const project = await call(api.GET("/v1/projects/{id}", { params: { path: { id: projectId } } }));
    return Promise.all([
      call(api.GET("/v1/projects/{projectId}/test-suites", { params: { path: { projectId }, query: { limit: PAGE, offset } } })),
      call(
        api.GET("/v1/projects/{projectId}/test-suites/details", {
          params: { path: { projectId }, query: { teamIdentifier: project.teamId } },
        }),
      ),
    ]);
  }, [projectId, offset]);
  const [dialog, setDialog] = useState<{ kind: "new" } | { kind: "edit" | "delete"; suite: Suite } | null>(null);
  const close = () => setDialog(null);

  return (
    <main id="main">
      <div class="page-head">
        <h1>Suites</h1>
        <button type="button" class="primary" onClick={() => setDialog({ kind: "new" })}>
          New suite
        </button>
      </div>
      <Show loaded={loaded}>
        {([page, details]) =>
          page.items.length === 0 ? (
            <Empty>
              No suite yet. A suite groups test cases that run together, such as "Checkout" or "Smoke"; running a suite runs its active
              cases.
            </Empty>
          ) : (
            <>
              <div class="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Cases</th>
                      <th scope="col">Active</th>
                      <th scope="col">Draft</th>
                      <th scope="col">Inactive</th>
                      <th scope="col">Updated</th>
                      <th scope="col">
                        <span class="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((s) => {
                      const counts = details.find((d) => d.id === s.id);
                      return (
                        <tr key={s.id}>
                          <td>
                            <Link href={`/projects/${projectId}/suites/${s.id}`}>{s.name}</Link>
                            {s.description && <div class="muted small">{s.description}</div>}
                          </td>
                          <td>{counts?.caseCount ?? "—"}</td>
                          <td>{counts?.byStatus.active ?? "—"}</td>
                          <td>{counts?.byStatus.draft ?? "—"}</td>
                          <td>{counts?.byStatus.inactive ?? "—"}</td>
                          <td>
                            <When at={s.updatedAt} />
                          </td>
                          <RowActions
                            name={s.name}
                            actions={[
                              { label: "Rename", run: () => setDialog({ kind: "edit", suite: s }) },
                              { label: "Delete", danger: true, run: () => setDialog({ kind: "delete", suite: s }) },
                            ]}
                          />
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Pager offset={offset} limit={PAGE} total={page.total} />
            </>
          )
        }
      </Show>
      {dialog?.kind === "new" && <SuiteDialog projectId={projectId} onClose={close} onSaved={(s) => navigate(`/projects/${projectId}/suites/${s.id}`)} />}
      {dialog?.kind === "edit" && (
        <SuiteDialog
          projectId={projectId}
          suite={dialog.suite}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {dialog?.kind === "delete" && (
        <DeleteSuite
          suite={dialog.suite}
          onClose={close}
          onDone={() => {
            close();
            reload();
          }}
        />
      )}
    </main>
  );
}

export function DeleteSuite({ suite, onClose, onDone }: { suite: { id: string; name: string }; onClose: () => void; onDone: () => void }) {
  return (
    <Confirm
      title="Delete suite"
      action="Delete suite"
      onConfirm={() => call(api.DELETE("/v1/test-suites/{id}", { params: { path: { id: suite.id } } }))}
      onDone={onDone}
      onClose={onClose}
    >
      Delete the suite “{suite.name}”? Its test cases are kept and become ungrouped.
    </Confirm>
  );
}

/** Creates a suite, or renames one (and changes its description). */
export function SuiteDialog({
  projectId,
  suite,
  onClose,
  onSaved,
}: {
  projectId: string;
  suite?: { id: string; name: string; description: string | null };
  onClose: () => void;
  onSaved: (suite: Suite) => void;
}) {
  const [name, setName] = useState(suite?.name ?? "");
  const [description, setDescription] = useState(suite?.description ?? "");
  const save = useSubmit(
    () =>
      suite
        ? call(api.PUT("/v1/test-suites/{id}", { params: { path: { id: suite.id } }, body: { name, description } }))
        : call(api.POST("/v1/projects/{projectId}/test-suites", { params: { path: { projectId } }, body: { name, description: description || undefined } })),
    onSaved,
  );
  return (
    <Dialog title={suite ? "Rename suite" : "New suite"} onClose={onClose}>
      <form onSubmit={save.run} class="stack">
        <ErrorBanner error={save.error} />
        <TextInput label="Name" required maxLength={200} pointer="/name" error={save.error} value={name} onValue={setName} />
        <TextArea label="Description" pointer="/description" error={save.error} value={description} onValue={setDescription} />
        <div class="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button class="primary" disabled={save.busy}>
            {suite ? "Save" : "Create suite"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
