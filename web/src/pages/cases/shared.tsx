// Pieces shared by the pages of this section: look-ups, severity words, tag chips and the
// environment-picking run dialog (used by a case and by a suite).
import { useState } from "preact/hooks";
import { api, call, type Schemas } from "../../api/client";
import { Link } from "../../router";
import { Dialog, ErrorBanner, Select, Show, useLoad, useSubmit } from "../../ui";

export type TestCase = Schemas["TestCase"];
export type Tag = Schemas["Tag"];
export type Severity = Schemas["Severity"];
export type CaseStatus = Schemas["TestCaseStatus"];

/** The project's tags (up to 100), for pickers and chips. */
export function loadTags(projectId: string) {
  return call(api.GET("/v1/projects/{projectId}/tags", { params: { path: { projectId }, query: { limit: 100 } } }));
}

/** The project's suites (up to 100), for pickers and names. */
export function loadSuites(projectId: string) {
  return call(api.GET("/v1/projects/{projectId}/test-suites", { params: { path: { projectId }, query: { limit: 100 } } }));
}

/** The project's environments (up to 100), to run in and to show results of. */
export function loadEnvironments(projectId: string) {
  return call(api.GET("/v1/projects/{projectId}/environments", { params: { path: { projectId }, query: { limit: 100 } } }));
}

/** A case's severity as a coloured word. */
export function SeverityWord({ value }: { value: Severity }) {
  return <span class={`severity severity-${value}`}>{value}</span>;
}

/** A tag as a small chip with its colour. */
export function TagChip({ tag }: { tag: Tag }) {
  return (
    <span class="tag-chip">
      {tag.color && <span class="swatch" aria-hidden="true" style={{ background: tag.color }} />}
      {tag.name}
    </span>
  );
}

export function TagChips({ ids, tags }: { ids: string[]; tags: Tag[] }) {
  if (ids.length === 0) return <span class="muted">—</span>;
  return (
    <span class="tag-list">
      {ids.map((id) => {
        const tag = tags.find((t) => t.id === id);
        return tag ? <TagChip key={id} tag={tag} /> : null;
      })}
    </span>
  );
}

export type RunTarget = Schemas["RunTargetInput"];

/**
 * Picks the environment (and, if the project has any, a test account) to run in, starts the run
 * through `start` and hands its id to `onStarted`.
 */
export function RunDialog({
  projectId,
  title,
  start,
  onStarted,
  onClose,
}: {
  projectId: string;
  title: string;
  start: (target: RunTarget) => Promise<Schemas["TestRun"]>;
  onStarted: (runId: string) => void;
  onClose: () => void;
}) {
  const [choices] = useLoad(
    () =>
      Promise.all([
        loadEnvironments(projectId),
        call(api.GET("/v1/projects/{projectId}/test-accounts", { params: { path: { projectId }, query: { limit: 100 } } })),
      ]),
    [projectId],
  );
  return (
    <Dialog title={title} onClose={onClose}>
      <Show loaded={choices}>
        {([environments, accounts]) =>
          environments.items.length === 0 ? (
            <div class="stack">
              <p>
                This project has no environment yet. An environment names the base URL a run sends its checks to.{" "}
                <Link href={`/projects/${projectId}/environments`}>Create an environment</Link> first.
              </p>
              <div class="actions">
                <button type="button" onClick={onClose}>
                  Close
                </button>
              </div>
            </div>
          ) : (
            <RunForm environments={environments.items} accounts={accounts.items} start={start} onStarted={onStarted} onClose={onClose} />
          )
        }
      </Show>
    </Dialog>
  );
}

function RunForm({
  environments,
  accounts,
  start,
  onStarted,
  onClose,
}: {
  environments: Schemas["Environment"][];
  accounts: Schemas["TestAccount"][];
  start: (target: RunTarget) => Promise<Schemas["TestRun"]>;
  onStarted: (runId: string) => void;
  onClose: () => void;
}) {
  const [environmentId, setEnvironmentId] = useState(environments[0].id);
  const [testAccountId, setTestAccountId] = useState("");
  const run = useSubmit(
    () => start({ environmentId, testAccountId: testAccountId || undefined }),
    (started) => onStarted(started.id),
  );
  return (
    <form onSubmit={run.run} class="stack">
      <ErrorBanner error={run.error} />
      <Select
        label="Environment"
        pointer="/environmentId"
        error={run.error}
        value={environmentId}
        onValue={setEnvironmentId}
        options={environments.map((e) => ({ value: e.id, label: `${e.name} (${e.baseUrl})` }))}
      />
      {accounts.length > 0 && (
        <Select
          label="Test account"
          pointer="/testAccountId"
          error={run.error}
          hint="The credentials the checks may use through placeholders."
          value={testAccountId}
          onValue={setTestAccountId}
          options={[{ value: "", label: "None" }, ...accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.username})` }))]}
        />
      )}
      <div class="actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button class="primary" disabled={run.busy}>
          {run.busy ? "Starting…" : "Start run"}
        </button>
      </div>
    </form>
  );
}
