// A project's settings: each section is its own form, saved on its own.
import { useId, useState } from "preact/hooks";
import { api, call, type Schemas } from "../../api/client";
import { severities } from "../../api/enums";
import { Checkbox, ErrorBanner, formatBytes, Section, Select, Show, TextArea, TextInput, useLoad, useSubmit, wordOptions } from "../../ui";
import { SaveRow, useSaved, whole } from "./common";
import { TeamChat } from "./team-chat";

const MIB = 1024 * 1024;

export function ProjectSettingsPage({ projectId }: { projectId: string }) {
  const [project] = useLoad(() => call(api.GET("/v1/projects/{id}", { params: { path: { id: projectId } } })), [projectId]);
  const [settings, reloadSettings] = useLoad(
    () => call(api.GET("/v1/projects/{id}/settings", { params: { path: { id: projectId } } })),
    [projectId],
  );
  const [runSettings] = useLoad(
    () => call(api.GET("/v1/projects/{id}/test-run-settings", { params: { path: { id: projectId } } })),
    [projectId],
  );
  const [notifications] = useLoad(
    () => call(api.GET("/v1/projects/{id}/notification-settings", { params: { path: { id: projectId } } })),
    [projectId],
  );
  if (project.state === "failed") {
    // An unknown or hidden project: one message, not one per section.
    return (
      <main id="main">
        <h1>Settings</h1>
        <ErrorBanner error={project.error} />
      </main>
    );
  }
  return (
    <main id="main">
      <h1>Settings</h1>
      <Section title="Project">
        <Show loaded={project}>{(p) => <ProjectForm project={p} />}</Show>
      </Section>
      <Section title="Defaults" description="What new test cases and stored results get in this project.">
        <Show loaded={settings}>{(s) => <DefaultsForm projectId={projectId} initial={s} onSaved={reloadSettings} />}</Show>
      </Section>
      <Section title="Test runs" description="How runs of this project execute their HTTP checks.">
        <Show loaded={runSettings}>{(s) => <RunSettingsForm projectId={projectId} initial={s} />}</Show>
      </Section>
      <TeamChat projectId={projectId} />
      <Section title="Notifications" description="Which runs are reported to the team chat.">
        <Show loaded={notifications}>{(s) => <NotificationsForm projectId={projectId} initial={s} />}</Show>
      </Section>
      <Storage projectId={projectId} quota={settings.state === "ready" ? settings.data.attachmentQuotaBytes : undefined} />
    </main>
  );
}

function ProjectForm({ project }: { project: Schemas["Project"] }) {
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description ?? "");
  const status = useSaved();
  const save = useSubmit(
    () => call(api.PATCH("/v1/projects/{id}", { params: { path: { id: project.id } }, body: { name, description } })),
    (p) => {
      setName(p.name);
      setDescription(p.description ?? "");
      status.done();
    },
  );
  return (
    <form onSubmit={save.run} onInput={status.touch} class="stack">
      <ErrorBanner error={save.error} />
      <TextInput label="Project name" required pointer="/name" error={save.error} value={name} onValue={setName} />
      <TextArea label="Description" pointer="/description" error={save.error} value={description} onValue={setDescription} />
      <SaveRow busy={save.busy} saved={status.saved} />
    </form>
  );
}

function DefaultsForm({ projectId, initial, onSaved }: { projectId: string; initial: Schemas["ProjectSettings"]; onSaved: () => void }) {
  const [severity, setSeverity] = useState<string>(initial.defaultSeverity);
  const [retention, setRetention] = useState(String(initial.resultRetentionDays));
  const [flakyWindow, setFlakyWindow] = useState(String(initial.flakyWindow));
  const [quota, setQuota] = useState(String(Math.round((initial.attachmentQuotaBytes / MIB) * 1000) / 1000));
  const status = useSaved();
  const quotaBytes = Math.round(Number(quota) * MIB);
  const save = useSubmit(
    () =>
      call(
        api.PATCH("/v1/projects/{id}/settings", {
          params: { path: { id: projectId } },
          body: {
            defaultSeverity: severity as Schemas["Severity"],
            resultRetentionDays: whole(retention),
            flakyWindow: whole(flakyWindow),
            attachmentQuotaBytes: quotaBytes,
          },
        }),
      ),
    () => {
      status.done();
      onSaved();
    },
  );
  return (
    <form onSubmit={save.run} onInput={status.touch} class="stack">
      <ErrorBanner error={save.error} />
      <div class="grid2">
        <Select
          label="Default severity"
          hint="For new test cases that name none."
          pointer="/defaultSeverity"
          error={save.error}
          value={severity}
          onValue={(v) => {
            setSeverity(v);
            status.touch();
          }}
          options={wordOptions(severities)}
        />
        <TextInput
          label="Keep results for (days)"
          type="number"
          min={1}
          max={3650}
          required
          hint="Results and run events older than this are pruned. 1 to 3650."
          pointer="/resultRetentionDays"
          error={save.error}
          value={retention}
          onValue={setRetention}
        />
        <TextInput
          label="Flaky window (results)"
          type="number"
          min={2}
          max={100}
          required
          hint="How many of a case's latest results in an environment decide whether it is flaky. 2 to 100."
          pointer="/flakyWindow"
          error={save.error}
          value={flakyWindow}
          onValue={setFlakyWindow}
        />
        <TextInput
          label="Attachment quota (MiB)"
          type="number"
          min={0}
          step="any"
          required
          hint={`How much the project's attachments may hold${Number.isFinite(quotaBytes) ? ` (${formatBytes(quotaBytes)})` : ""}; an upload past it is refused.`}
          pointer="/attachmentQuotaBytes"
          error={save.error}
          value={quota}
          onValue={setQuota}
        />
      </div>
      <SaveRow busy={save.busy} saved={status.saved} />
    </form>
  );
}

function RunSettingsForm({ projectId, initial }: { projectId: string; initial: Schemas["TestRunSettings"] }) {
  const [parallel, setParallel] = useState(String(initial.parallelCases));
  const [stepTimeout, setStepTimeout] = useState(String(initial.stepTimeoutMs));
  const [retries, setRetries] = useState(String(initial.retries));
  const [follow, setFollow] = useState(initial.followRedirects);
  const status = useSaved();
  const save = useSubmit(
    () =>
      call(
        api.PATCH("/v1/projects/{id}/test-run-settings", {
          params: { path: { id: projectId } },
          body: {
            parallelCases: whole(parallel),
            stepTimeoutMs: whole(stepTimeout),
            retries: whole(retries),
            followRedirects: follow,
          },
        }),
      ),
    status.done,
  );
  return (
    <form onSubmit={save.run} onInput={status.touch} class="stack">
      <ErrorBanner error={save.error} />
      <div class="grid2">
        <TextInput
          label="Cases at once"
          type="number"
          min={1}
          max={16}
          required
          hint="Cases of one run executed in parallel. 1 to 16."
          pointer="/parallelCases"
          error={save.error}
          value={parallel}
          onValue={setParallel}
        />
        <TextInput
          label="Step timeout (ms)"
          type="number"
          min={100}
          max={300000}
          required
          hint="Limit for one HTTP check. 100 to 300000."
          pointer="/stepTimeoutMs"
          error={save.error}
          value={stepTimeout}
          onValue={setStepTimeout}
        />
        <TextInput
          label="Retries"
          type="number"
          min={0}
          max={5}
          required
          hint="Extra attempts for a failed HTTP check. 0 to 5."
          pointer="/retries"
          error={save.error}
          value={retries}
          onValue={setRetries}
        />
      </div>
      <Checkbox label="Follow redirects" pointer="/followRedirects" error={save.error} checked={follow} onChange={setFollow} />
      <SaveRow busy={save.busy} saved={status.saved} />
    </form>
  );
}

function NotificationsForm({ projectId, initial }: { projectId: string; initial: Schemas["NotificationSettings"] }) {
  const [onCompleted, setOnCompleted] = useState(initial.onCompleted);
  const [onFailed, setOnFailed] = useState(initial.onFailed);
  const status = useSaved();
  const save = useSubmit(
    () =>
      call(
        api.PATCH("/v1/projects/{id}/notification-settings", {
          params: { path: { id: projectId } },
          body: { onCompleted, onFailed },
        }),
      ),
    status.done,
  );
  return (
    <form onSubmit={save.run} onInput={status.touch} class="stack">
      <ErrorBanner error={save.error} />
      <Checkbox label="Report when a run completes" pointer="/onCompleted" error={save.error} checked={onCompleted} onChange={setOnCompleted} />
      <Checkbox label="Report when a run fails or errors" pointer="/onFailed" error={save.error} checked={onFailed} onChange={setOnFailed} />
      <SaveRow busy={save.busy} saved={status.saved} />
    </form>
  );
}

function Storage({ projectId, quota }: { projectId: string; quota: number | undefined }) {
  const labelId = useId();
  const [usage, reload] = useLoad(
    () => call(api.GET("/v1/projects/{id}/storage-usage", { params: { path: { id: projectId } } })),
    [projectId],
  );
  return (
    <Section title="Storage" description="What this project holds in the database.">
      <Show loaded={usage}>
        {(u) => {
          const rows: [string, { count: number; bytes: number }][] = [
            ["Test cases", u.testCases],
            ["Results", u.results],
            ["Run events", u.events],
            ["Attachments", u.attachments],
          ];
          const share = quota ? Math.min(100, (u.attachments.bytes / quota) * 100) : 0;
          return (
            <div class="stack">
              <div class="table-wrap">
                <table class="numbers">
                  <thead>
                    <tr>
                      <th scope="col">Kind</th>
                      <th scope="col">Count</th>
                      <th scope="col">Size</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(([label, part]) => (
                      <tr key={label}>
                        <th scope="row">{label}</th>
                        <td>{part.count.toLocaleString()}</td>
                        <td>{formatBytes(part.bytes)}</td>
                      </tr>
                    ))}
                    <tr class="total">
                      <th scope="row">Total</th>
                      <td />
                      <td>{formatBytes(u.totalBytes)}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
              {quota !== undefined && (
                <div class="quota">
                  <p id={labelId}>
                    Attachments use {formatBytes(u.attachments.bytes)} of the {formatBytes(quota)} quota
                    {quota > 0 && ` (${share < 1 && share > 0 ? "<1" : Math.round(share)}%)`}.
                  </p>
                  <div
                    class="progress"
                    role="meter"
                    aria-labelledby={labelId}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(share)}
                  >
                    <span class={share >= 90 ? "failed" : "passed"} style={{ width: `${share}%` }} />
                  </div>
                </div>
              )}
              <div>
                <button type="button" onClick={reload}>
                  Refresh storage usage
                </button>
              </div>
            </div>
          );
        }}
      </Show>
    </Section>
  );
}
