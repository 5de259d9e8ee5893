// Creating and editing a test case: one form for both (POST to create, PUT to replace).
import { useState } from "preact/hooks";
import { api, call, type ApiError, type Schemas } from "../../api/client";
import { Link, navigate } from "../../router";
import { caseStatuses, severities } from "../../api/enums";
import { Checkbox, ErrorBanner, Select, Show, TextArea, TextInput, UnplacedErrors, useLoad, useSubmit, wordOptions } from "../../ui";
import { loadSuites, loadTags, TagChip, type Tag, type TestCase } from "./shared";
import { fromDraft, stepPointers, StepsEditor, toDraft, type StepDraft } from "./steps";

export function NewCase({ projectId }: { projectId: string }) {
  return <CaseEditorPage projectId={projectId} />;
}

export function EditCase({ projectId, caseId }: { projectId: string; caseId: string }) {
  return <CaseEditorPage projectId={projectId} caseId={caseId} />;
}

function CaseEditorPage({ projectId, caseId }: { projectId: string; caseId?: string }) {
  const [loaded] = useLoad(
    () =>
      Promise.all([
        caseId ? call(api.GET("/v1/test-cases/{id}", { params: { path: { id: caseId } } })) : Promise.resolve(null),
        loadTags(projectId),
        loadSuites(projectId),
      ]),
    [projectId, caseId],
  );
  const title = caseId ? "Edit test case" : "New test case";
  return (
    <main id="main">
      <p class="crumbs">
        <Link href={`/projects/${projectId}/cases`}>Test cases</Link>
        {caseId && (
          <>
            {" / "}
            <Link href={`/projects/${projectId}/cases/${caseId}`}>{loaded.state === "ready" ? loaded.data[0]?.name : "Test case"}</Link>
          </>
        )}
      </p>
      <h1>{title}</h1>
      <Show loaded={loaded}>
        {([existing, tags, suites]) => (
          <CaseForm key={existing?.id ?? "new"} projectId={projectId} existing={existing} tags={tags.items} suites={suites.items} />
        )}
      </Show>
    </main>
  );
}

function CaseForm({
  projectId,
  existing,
  tags,
  suites,
}: {
  projectId: string;
  existing: TestCase | null;
  tags: Tag[];
  suites: Schemas["TestSuite"][];
}) {
  const [name, setName] = useState(existing?.name ?? "");
  const [description, setDescription] = useState(existing?.description ?? "");
  const [severity, setSeverity] = useState(existing?.severity ?? "medium");
  const [status, setStatus] = useState(existing?.status ?? "draft");
  const [suiteId, setSuiteId] = useState(existing?.testSuiteId ?? "");
  const [automationId, setAutomationId] = useState(existing?.automationId ?? "");
  const [tagIds, setTagIds] = useState<string[]>(existing?.tagIds ?? []);
  const [steps, setSteps] = useState<StepDraft[]>(() => (existing?.steps ?? []).map(toDraft));

  const body = (): Schemas["TestCaseInput"] => ({
    name,
    description,
    severity,
    status,
    tagIds,
    steps: steps.map(fromDraft),
    testSuiteId: suiteId || undefined,
    automationId: automationId.trim() || undefined,
  });
  const save = useSubmit(
    () =>
      existing
        ? call(
            api.PUT("/v1/test-cases/{id}", {
              params: { path: { id: existing.id }, header: { "If-Match": String(existing.version) } },
              body: body(),
            }),
          )
        : call(api.POST("/v1/projects/{projectId}/test-cases", { params: { path: { projectId } }, body: body() })),
    (saved) => navigate(`/projects/${projectId}/cases/${saved.id}`),
  );
  const error = save.error;
  const known = new Set(["/name", "/description", "/severity", "/status", "/testSuiteId", "/automationId", "/tagIds", "/steps", ...stepPointers(steps)]);
  const cancel = existing ? `/projects/${projectId}/cases/${existing.id}` : `/projects/${projectId}/cases`;

  return (
    <form onSubmit={save.run} class="stack case-form" noValidate>
      <TextInput label="Name" required maxLength={200} pointer="/name" error={error} value={name} onValue={setName} />
      <TextArea label="Description" pointer="/description" error={error} value={description} onValue={setDescription} />
      <div class="grid2">
        <Select
          label="Severity"
          pointer="/severity"
          error={error}
          value={severity}
          onValue={(v) => setSeverity(v as typeof severity)}
          options={wordOptions(severities)}
        />
        <Select
          label="Status"
          pointer="/status"
          error={error}
          value={status}
          onValue={(v) => setStatus(v as typeof status)}
          hint="Suite runs take only active cases."
          options={wordOptions(caseStatuses)}
        />
        <Select
          label="Suite"
          pointer="/testSuiteId"
          error={error}
          value={suiteId}
          onValue={setSuiteId}
          options={[{ value: "", label: "No suite" }, ...suites.map((s) => ({ value: s.id, label: s.name }))]}
        />
        <TextInput
          label="Automation id"
          pointer="/automationId"
          error={error}
          value={automationId}
          onValue={setAutomationId}
          hint="Optional: the id test automation reports this case by (classname.name in JUnit)."
        />
      </div>
      <TagPicker projectId={projectId} tags={tags} value={tagIds} onValue={setTagIds} error={error} />
      <StepsEditor steps={steps} onSteps={setSteps} error={error} />
      <ErrorBanner error={error} />
      <UnplacedErrors error={error} which={(field) => !known.has(field) && !/^\/tagIds\/\d+$/.test(field)} />
      <div class="actions">
        <Link class="button" href={cancel}>
          Cancel
        </Link>
        <button class="primary" disabled={save.busy}>
          {save.busy ? "Saving…" : "Save"}
        </button>
      </div>
    </form>
  );
}

function TagPicker({
  projectId,
  tags,
  value,
  onValue,
  error,
}: {
  projectId: string;
  tags: Tag[];
  value: string[];
  onValue: (ids: string[]) => void;
  error: ApiError | null;
}) {
  const message = error?.field("/tagIds", ...value.map((_, i) => `/tagIds/${i}`));
  return (
    <fieldset>
      <legend>Tags</legend>
      {tags.length === 0 ? (
        <p class="muted">
          The project has no tag yet. <Link href={`/projects/${projectId}/tags`}>Create tags</Link> to group cases across suites.
        </p>
      ) : (
        <div class="checks">
          {tags.map((t) => (
            <Checkbox
              key={t.id}
              label={<TagChip tag={t} />}
              checked={value.includes(t.id)}
              onChange={(on) => onValue(on ? [...value, t.id] : value.filter((id) => id !== t.id))}
            />
          ))}
        </div>
      )}
      {message && <p class="field-error">{message}</p>}
    </fieldset>
  );
}
