// The environments of a project: where runs send their HTTP checks, with plain and secret variables.
import { useState } from "preact/hooks";
import { api, call, type Schemas } from "../../api/client";
import { offsetOf, useLocation } from "../../router";
import { Confirm, RowActions, Dialog, Empty, ErrorBanner, newPair, Pager, Show, TextInput, useLoad, useSubmit, When, type Pair } from "../../ui";
import { checkDuplicates, Names, Secrets, toObject, Variables } from "./variables";

type Environment = Schemas["Environment"];
const LIMIT = 50;

export function Environments({ projectId }: { projectId: string }) {
  const offset = offsetOf(useLocation().searchParams);
  const [page, reload] = useLoad(
    () => call(api.GET("/v1/projects/{projectId}/environments", { params: { path: { projectId }, query: { limit: LIMIT, offset } } })),
    [projectId, offset],
  );
  const [editing, setEditing] = useState<Environment | "new" | null>(null);
  const [deleting, setDeleting] = useState<Environment | null>(null);
  return (
    <main id="main">
      <div class="page-head">
        <h1>Environments</h1>
        <button type="button" class="primary" onClick={() => setEditing("new")}>
          New environment
        </button>
      </div>
      <p class="muted">
        An environment is a base URL and the values of the <code>{"{{placeholders}}"}</code> in test steps. Runs
        execute in one environment.
      </p>
      <Show loaded={page}>
        {(data) =>
          data.items.length === 0 && data.offset === 0 ? (
            <Empty>No environment yet. Add one (staging, production…) to run test cases against it.</Empty>
          ) : (
            <>
              <div class="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Base URL</th>
                      <th scope="col">Variables</th>
                      <th scope="col">Secrets</th>
                      <th scope="col">Updated</th>
                      <th scope="col">
                        <span class="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((env) => (
                      <tr key={env.id}>
                        <td>
                          <strong>{env.name}</strong>
                        </td>
                        <td class="mono break">{env.baseUrl}</td>
                        <td>
                          <Names names={Object.keys(env.variables).sort()} />
                        </td>
                        <td>
                          <Names names={env.secretVariableNames} />
                        </td>
                        <td>
                          <When at={env.updatedAt} />
                        </td>
                        <RowActions
                          name={env.name}
                          actions={[
                            { label: "Edit", run: () => setEditing(env) },
                            { label: "Delete", danger: true, run: () => setDeleting(env) },
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
        <EnvironmentForm
          projectId={projectId}
          environment={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {deleting && (
        <Confirm
          title="Delete environment"
          action="Delete environment"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await call(api.DELETE("/v1/environments/{id}", { params: { path: { id: deleting.id } } }));
            reload();
          }}
        >
          Delete the environment <strong>{deleting.name}</strong> and its variables and secrets? Runs cannot use it any
          more. This cannot be undone.
        </Confirm>
      )}
    </main>
  );
}

function EnvironmentForm({
  projectId,
  environment,
  onClose,
  onSaved,
}: {
  projectId: string;
  environment: Environment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(environment?.name ?? "");
  const [baseUrl, setBaseUrl] = useState(environment?.baseUrl ?? "");
  const [variables, setVariables] = useState<Pair[]>(() =>
    Object.entries(environment?.variables ?? {}).map(([n, v]) => newPair(n, v)),
  );
  const [secrets, setSecrets] = useState<Pair[] | null>(null);
  const stored = environment?.secretVariableNames ?? [];

  const save = useSubmit(async () => {
    checkDuplicates(variables, secrets);
    const secretVariables = secrets === null ? undefined : toObject(secrets);
    const body = {
      name,
      baseUrl: baseUrl.trim(),
      variables: toObject(variables),
      // Left out: the stored secrets stay. Given: they are all replaced (an empty object removes them).
      ...(secretVariables !== undefined && (environment || Object.keys(secretVariables).length > 0) ? { secretVariables } : {}),
    };
    if (environment) {
      return call(api.PUT("/v1/environments/{id}", { params: { path: { id: environment.id } }, body }));
    }
    return call(api.POST("/v1/projects/{projectId}/environments", { params: { path: { projectId } }, body }));
  }, onSaved);

  return (
    <Dialog title={environment ? `Edit ${environment.name}` : "New environment"} onClose={onClose}>
      <form onSubmit={save.run} class="stack">
        <ErrorBanner error={save.error} />
        <TextInput label="Name" required pointer="/name" error={save.error} value={name} onValue={setName} hint="For example staging or production." />
        <TextInput
          label="Base URL"
          type="url"
          required
          pointer="/baseUrl"
          error={save.error}
          value={baseUrl}
          onValue={setBaseUrl}
          placeholder="https://staging.example.com"
          hint="Absolute http(s) URL; steps' relative paths are resolved against it."
        />
        <Variables rows={variables} onRows={setVariables} error={save.error} />
        <Secrets stored={stored} rows={secrets} onRows={setSecrets} error={save.error} />
        <div class="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button class="primary" disabled={save.busy}>
            {environment ? "Save" : "Create environment"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
