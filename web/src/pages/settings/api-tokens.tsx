// Personal API tokens: for the command-line client, CI and scripts. A token acts as its account;
// its plaintext is shown once, right after it is made.
import { useState } from "preact/hooks";
import { api, call, type Schemas } from "../../api/client";
import { offsetOf, useLocation } from "../../router";
import { Confirm, RowActions, Empty, ErrorBanner, Pager, Section, ShownOnce, Show, Status, TextInput, useLoad, useSubmit, When } from "../../ui";

type ApiToken = Schemas["ApiToken"];
const LIMIT = 50;

export function ApiTokens() {
  const offset = offsetOf(useLocation().searchParams);
  const [page, reload] = useLoad(() => call(api.GET("/v1/me/api-tokens", { params: { query: { limit: LIMIT, offset } } })), [offset]);
  const [created, setCreated] = useState<Schemas["CreatedApiToken"] | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  return (
    <main id="main">
      <h1>API tokens</h1>
      <p class="muted">
        A personal API token lets the command-line client, CI jobs and scripts call the API as you: send it as{" "}
        <code>Authorization: Bearer …</code>. Revoke a token you no longer use.
      </p>
      <Section title="Create a token">
        {created ? (
          <ShownOnce
            label="New token"
            value={created.token}
            warning={`This is the token "${created.name}". Copy it now and keep it somewhere safe: it will not be shown again.`}
            onDone={() => setCreated(null)}
          />
        ) : (
          <NewToken
            onCreated={(token) => {
              setCreated(token);
              reload();
            }}
          />
        )}
      </Section>
      <Section title="Your tokens">
        <Show loaded={page}>
          {(data) =>
            data.items.length === 0 && data.offset === 0 ? (
              <Empty>No API token yet.</Empty>
            ) : (
              <>
                <div class="table-wrap">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Name</th>
                        <th scope="col">Starts with</th>
                        <th scope="col">Created</th>
                        <th scope="col">Last used</th>
                        <th scope="col">Expires</th>
                        <th scope="col">
                          <span class="visually-hidden">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((token) => (
                        <tr key={token.id}>
                          <td>
                            <strong>{token.name}</strong>
                          </td>
                          <td class="mono">{token.prefix}…</td>
                          <td>
                            <When at={token.createdAt} />
                          </td>
                          <td>{token.lastUsedAt ? <When at={token.lastUsedAt} /> : <span class="muted">Never</span>}</td>
                          <td>
                            <Expiry at={token.expiresAt} />
                          </td>
                          <RowActions name={token.name} actions={[{ label: "Revoke", danger: true, run: () => setRevoking(token) }]} />
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
      </Section>
      {revoking && (
        <Confirm
          title="Revoke API token"
          action="Revoke token"
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            await call(api.DELETE("/v1/me/api-tokens/{id}", { params: { path: { id: revoking.id } } }));
            if (created?.id === revoking.id) setCreated(null);
            reload();
          }}
        >
          Revoke the token <strong>{revoking.name}</strong> ({revoking.prefix}…)? Anything still using it is refused from
          its next request on. This cannot be undone.
        </Confirm>
      )}
    </main>
  );
}

function Expiry({ at }: { at: string | null }) {
  if (!at) return <span class="muted">Never</span>;
  const expired = new Date(at).getTime() <= Date.now();
  return (
    <span>
      <When at={at} />
      {expired && (
        <>
          {" "}
          <Status value="expired" />
        </>
      )}
    </span>
  );
}

/** Today as the `min` of a date input (local time). */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function NewToken({ onCreated }: { onCreated: (token: Schemas["CreatedApiToken"]) => void }) {
  const [name, setName] = useState("");
  const [expires, setExpires] = useState("");
  const create = useSubmit(() => {
    // The end of the chosen day, local time, as RFC 3339.
    const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : undefined;
    return call(api.POST("/v1/me/api-tokens", { body: { name, ...(expiresAt ? { expiresAt } : {}) } }));
  }, (token) => {
    setName("");
    setExpires("");
    onCreated(token);
  });
  return (
    <form onSubmit={create.run} class="stack">
      <ErrorBanner error={create.error} />
      <div class="grid2">
        <TextInput
          label="Token name"
          required
          hint="What uses it, e.g. ci or laptop."
          pointer="/name"
          error={create.error}
          value={name}
          onValue={setName}
        />
        <TextInput
          label="Expires on"
          type="date"
          min={today()}
          hint="Optional: it stops working at the end of that day. Empty: it never expires."
          pointer="/expiresAt"
          error={create.error}
          value={expires}
          onValue={setExpires}
        />
      </div>
      <div class="actions">
        <button class="primary" disabled={create.busy}>
          Create token
        </button>
      </div>
    </form>
  );
}
