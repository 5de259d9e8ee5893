// The projects of the account's teams, and creating one.
import { useState } from "preact/hooks";
import { api, call } from "../api/client";
import { Link, navigate } from "../router";
import { useMe } from "../session";
import { Dialog, Empty, ErrorBanner, Select, Show, TextArea, TextInput, useLoad, useSubmit, When } from "../ui";

/** The projects the account sees (up to 100). */
export function loadProjects() {
  return call(api.GET("/v1/projects", { params: { query: { limit: 100 } } }));
}

export function Projects() {
  const [projects, reload] = useLoad(loadProjects, []);
  const [creating, setCreating] = useState(false);
  return (
    <main id="main">
      <div class="page-head">
        <h1>Projects</h1>
        <button type="button" class="primary" onClick={() => setCreating(true)}>
          New project
        </button>
      </div>
      <Show loaded={projects}>
        {(page) =>
          page.items.length === 0 ? (
            <Empty>No project yet. A project holds the test cases, suites and runs of one product.</Empty>
          ) : (
            <ul class="cards">
              {page.items.map((p) => (
                <li key={p.id}>
                  <Link href={`/projects/${p.id}`}>
                    <strong>{p.name}</strong>
                  </Link>
                  {p.description && <p>{p.description}</p>}
                  <small class="muted">
                    Updated <When at={p.updatedAt} />
                  </small>
                </li>
              ))}
            </ul>
          )
        }
      </Show>
      {creating && (
        <NewProject
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            reload();
            navigate(`/projects/${id}`);
          }}
        />
      )}
    </main>
  );
}

function NewProject({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const me = useMe();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [teamId, setTeamId] = useState(me.teams[0]?.id ?? "");
  const create = useSubmit(
    () => call(api.POST("/v1/projects", { body: { name, description: description || undefined, teamId: teamId || undefined } })),
    (project) => onCreated(project.id),
  );
  return (
    <Dialog title="New project" onClose={onClose}>
      <form onSubmit={create.run} class="stack">
        <ErrorBanner error={create.error} />
        <TextInput label="Name" required pointer="/name" error={create.error} value={name} onValue={setName} />
        <TextArea label="Description" pointer="/description" error={create.error} value={description} onValue={setDescription} />
        {me.teams.length > 1 && (
          <Select
            label="Team"
            pointer="/teamId"
            error={create.error}
            value={teamId}
            onValue={setTeamId}
            options={me.teams.map((t) => ({ value: t.id, label: t.name }))}
          />
        )}
        <div class="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button class="primary" disabled={create.busy}>
            Create project
          </button>
        </div>
      </form>
    </Dialog>
  );
}
