// The test accounts of a project: credentials the runner signs in with. Passwords are write-only.
import { useState } from "preact/hooks";
import { api, call, type Schemas } from "../../api/client";
import { offsetOf, useLocation } from "../../router";
import { Confirm, RowActions, Dialog, Empty, ErrorBanner, Pager, Show, TextArea, TextInput, useLoad, useSubmit, When } from "../../ui";

type TestAccount = Schemas["TestAccount"];
const LIMIT = 50;

export function TestAccounts({ projectId }: { projectId: string }) {
  const offset = offsetOf(useLocation().searchParams);
  const [page, reload] = useLoad(
    () => call(api.GET("/v1/projects/{projectId}/test-accounts", { params: { path: { projectId }, query: { limit: LIMIT, offset } } })),
    [projectId, offset],
  );
  const [editing, setEditing] = useState<TestAccount | "new" | null>(null);
  const [deleting, setDeleting] = useState<TestAccount | null>(null);
  return (
    <main id="main">
      <div class="page-head">
        <h1>Test accounts</h1>
        <button type="button" class="primary" onClick={() => setEditing("new")}>
          New test account
        </button>
      </div>
      <p class="muted">
        Accounts of the product under test that runs sign in with. Passwords are stored encrypted, used only by the
        runner and never shown again.
      </p>
      <Show loaded={page}>
        {(data) =>
          data.items.length === 0 && data.offset === 0 ? (
            <Empty>No test account yet.</Empty>
          ) : (
            <>
              <div class="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Username</th>
                      <th scope="col">Password</th>
                      <th scope="col">Description</th>
                      <th scope="col">Updated</th>
                      <th scope="col">
                        <span class="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((account) => (
                      <tr key={account.id}>
                        <td>
                          <strong>{account.name}</strong>
                        </td>
                        <td class="mono break">{account.username}</td>
                        <td class="muted">Set</td>
                        <td>{account.description || <span class="muted">—</span>}</td>
                        <td>
                          <When at={account.updatedAt} />
                        </td>
                        <RowActions
                          name={account.name}
                          actions={[
                            { label: "Edit", run: () => setEditing(account) },
                            { label: "Delete", danger: true, run: () => setDeleting(account) },
                          ]}
                        />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager offset={data.offset} limit={data.limit} total={data.total} />
            </>
          )
        }
      </Show>
      {editing && (
        <TestAccountForm
          projectId={projectId}
          account={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {deleting && (
        <Confirm
          title="Delete test account"
          action="Delete test account"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await call(api.DELETE("/v1/test-accounts/{id}", { params: { path: { id: deleting.id } } }));
            reload();
          }}
        >
          Delete the test account <strong>{deleting.name}</strong> ({deleting.username}) and its stored password? This
          cannot be undone.
        </Confirm>
      )}
    </main>
  );
}

function TestAccountForm({
  projectId,
  account,
  onClose,
  onSaved,
}: {
  projectId: string;
  account: TestAccount | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(account?.name ?? "");
  const [username, setUsername] = useState(account?.username ?? "");
  const [password, setPassword] = useState("");
  const [description, setDescription] = useState(account?.description ?? "");

  const save = useSubmit(async () => {
    if (account) {
      // The password left out keeps the stored one; the answer has no body.
      await call(
        api.PUT("/v1/test-accounts/{id}", {
          params: { path: { id: account.id } },
          body: { name, username, description, ...(password ? { password } : {}) },
        }),
      );
    } else {
      await call(
        api.POST("/v1/projects/{projectId}/test-accounts", {
          params: { path: { projectId } },
          body: { name, username, password, ...(description ? { description } : {}) },
        }),
      );
    }
  }, onSaved);

  return (
    <Dialog title={account ? `Edit ${account.name}` : "New test account"} onClose={onClose}>
      <form onSubmit={save.run} class="stack">
        <ErrorBanner error={save.error} />
        <TextInput label="Name" required pointer="/name" error={save.error} value={name} onValue={setName} hint="How steps and people refer to it, e.g. buyer." />
        <TextInput
          label="Username"
          required
          autoComplete="off"
          spellcheck={false}
          pointer="/username"
          error={save.error}
          value={username}
          onValue={setUsername}
        />
        <TextInput
          label={account ? "New password" : "Password"}
          type="password"
          required={!account}
          autoComplete="new-password"
          pointer="/password"
          error={save.error}
          value={password}
          onValue={setPassword}
          hint={
            account
              ? "A password is set; it is never shown. Leave this empty to keep it, or type a new one to replace it."
              : "Write-only: stored encrypted and never shown again."
          }
        />
        <TextArea label="Description" pointer="/description" error={save.error} value={description} onValue={setDescription} />
        <div class="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button class="primary" disabled={save.busy}>
            {account ? "Save" : "Create test account"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
