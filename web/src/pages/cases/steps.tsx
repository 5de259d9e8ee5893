// The steps of a test case in the editor: manual steps and HTTP checks, added, removed, reordered.
import type { ApiError, Schemas } from "../../api/client";
import { Fieldset, newPair, Pairs, pointerToken, Section, Select, TextArea, TextInput, type Pair } from "../../ui";

export type Step = Schemas["Step"];
type Method = Schemas["StepRequest"]["method"];
export const methods: Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** One step as the form holds it: text in every input, whatever the step's kind. */
export type StepDraft = {
  key: number;
  kind: "manual" | "http";
  action: string;
  expected: string;
  method: Method;
  path: string;
  headers: Pair[];
  body: string;
  status: string;
  bodyContains: string;
  json: Pair[];
  maxMs: string;
};

let nextKey = 1;

export function blankStep(kind: "manual" | "http"): StepDraft {
  return {
    key: nextKey++,
    kind,
    action: "",
    expected: "",
    method: "GET",
    path: "",
    headers: [],
    body: "",
    status: kind === "http" ? "200" : "",
    bodyContains: "",
    json: [],
    maxMs: "",
  };
}

/** A JSON value as text: plain for strings that do not read as JSON, JSON otherwise. */
function valueText(value: unknown): string {
  if (typeof value === "string") {
    try {
      JSON.parse(value);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value);
}

/** The text of a value input as JSON: parsed when it reads as JSON, a string otherwise. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toDraft(step: Step): StepDraft {
  const draft = blankStep(step.request ? "http" : "manual");
  draft.status = "";
  draft.action = step.action ?? "";
  draft.expected = step.expected ?? "";
  if (step.request) {
    draft.method = step.request.method;
    draft.path = step.request.path;
    draft.headers = Object.entries(step.request.headers ?? {}).map(([name, value]) => newPair(name, value));
    draft.body = step.request.body ?? "";
  }
  if (step.expect) {
    draft.status = step.expect.status?.toString() ?? "";
    draft.bodyContains = step.expect.bodyContains ?? "";
    draft.json = (step.expect.json ?? []).map((j) => newPair(j.pointer, valueText(j.equals)));
    draft.maxMs = step.expect.maxMs?.toString() ?? "";
  }
  return draft;
}

const int = (text: string) => (text.trim() === "" ? undefined : Number(text));

export function fromDraft(d: StepDraft): Step {
  if (d.kind === "manual") return { action: d.action, expected: d.expected || undefined };
  const headers = Object.fromEntries(d.headers.filter((h) => h.name.trim()).map((h) => [h.name.trim(), h.value]));
  const expect: Schemas["StepExpect"] = {
    status: int(d.status),
    bodyContains: d.bodyContains || undefined,
    json: d.json.length ? d.json.map((j) => ({ pointer: j.name, equals: parseValue(j.value) })) : undefined,
    maxMs: int(d.maxMs),
  };
  const hasExpect = Object.values(expect).some((v) => v !== undefined);
  return {
    request: {
      method: d.method,
      path: d.path,
      headers: Object.keys(headers).length ? headers : undefined,
      body: d.body || undefined,
    },
    expect: hasExpect ? expect : undefined,
  };
}

/** Every pointer the steps editor shows an error next to, so the form can list the others. */
export function stepPointers(steps: StepDraft[]): string[] {
  return steps.flatMap((d, i) => {
    const p = `/steps/${i}`;
    if (d.kind === "manual") return [p, `${p}/action`, `${p}/expected`];
    return [
      p,
      `${p}/request`,
      `${p}/request/method`,
      `${p}/request/path`,
      `${p}/request/headers`,
      `${p}/request/body`,
      `${p}/expect`,
      `${p}/expect/status`,
      `${p}/expect/bodyContains`,
      `${p}/expect/json`,
      `${p}/expect/maxMs`,
      ...d.headers.map((h) => `${p}/request/headers/${pointerToken(h.name.trim())}`),
      ...d.json.flatMap((_, j) => [`${p}/expect/json/${j}`, `${p}/expect/json/${j}/pointer`, `${p}/expect/json/${j}/equals`]),
    ];
  });
}

export function StepsEditor({
  steps,
  onSteps,
  error,
}: {
  steps: StepDraft[];
  onSteps: (steps: StepDraft[]) => void;
  error: ApiError | null;
}) {
  const update = (i: number, change: Partial<StepDraft>) => onSteps(steps.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const move = (i: number, by: number) => {
    const next = [...steps];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onSteps(next);
  };
  const listError = error?.field("/steps");
  return (
    <Section title="Steps">
      {listError && <p class="field-error">{listError}</p>}
      {steps.length === 0 && <p class="muted">No step yet. Add manual steps for a tester, or HTTP checks Testdeck runs itself.</p>}
      <ol class="step-list">
        {steps.map((s, i) => {
          const p = `/steps/${i}`;
          const n = i + 1;
          const stepError = error?.field(p, `${p}/request`, `${p}/expect`);
          return (
            <li key={s.key}>
              <fieldset class="step stack">
                <legend>Step {n}</legend>
                <div class="step-head">
                  <Select
                    label="Kind"
                    value={s.kind}
                    onValue={(kind) => update(i, { kind: kind as StepDraft["kind"] })}
                    options={[
                      { value: "manual", label: "Manual step" },
                      { value: "http", label: "HTTP check" },
                    ]}
                  />
                  <div class="step-tools">
                    <button type="button" aria-label={`Move step ${n} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                      ↑ Up
                    </button>
                    <button type="button" aria-label={`Move step ${n} down`} disabled={i === steps.length - 1} onClick={() => move(i, 1)}>
                      ↓ Down
                    </button>
                    <button type="button" class="danger" aria-label={`Remove step ${n}`} onClick={() => onSteps(steps.filter((_, j) => j !== i))}>
                      Remove
                    </button>
                  </div>
                </div>
                {stepError && <p class="field-error">{stepError}</p>}
                {s.kind === "manual" ? (
                  <>
                    <TextArea label="Action" pointer={`${p}/action`} error={error} value={s.action} onValue={(action) => update(i, { action })} hint="What the tester does." />
                    <TextArea label="Expected result" pointer={`${p}/expected`} error={error} value={s.expected} onValue={(expected) => update(i, { expected })} />
                  </>
                ) : (
                  <HttpStep step={s} pointer={p} error={error} onChange={(change) => update(i, change)} />
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div class="toolbar">
        <button type="button" onClick={() => onSteps([...steps, blankStep("manual")])}>
          Add manual step
        </button>
        <button type="button" onClick={() => onSteps([...steps, blankStep("http")])}>
          Add HTTP check
        </button>
      </div>
    </Section>
  );
}

function HttpStep({
  step: s,
  pointer: p,
  error,
  onChange,
}: {
  step: StepDraft;
  pointer: string;
  error: ApiError | null;
  onChange: (change: Partial<StepDraft>) => void;
}) {
  return (
    <>
      <div class="request-line">
        <Select
          label="Method"
          pointer={`${p}/request/method`}
          error={error}
          value={s.method}
          onValue={(method) => onChange({ method: method as Method })}
          options={methods.map((m) => ({ value: m, label: m }))}
        />
        <TextInput
          label="Path"
          pointer={`${p}/request/path`}
          error={error}
          value={s.path}
          onValue={(path) => onChange({ path })}
          placeholder="/api/health"
          hint="Relative to the environment's base URL; {{name}} placeholders are filled in."
        />
      </div>
      <Fieldset legend="Headers" message={error?.field(`${p}/request/headers`)}>
        <Pairs
          noun="header"
          nameLabel="Header"
          valueLabel="Value"
          rows={s.headers}
          onRows={(headers) => onChange({ headers })}
          error={error}
          namePointer={(r) => `${p}/request/headers/${pointerToken(r.name.trim())}`}
        />
      </Fieldset>
      <TextArea label="Body" pointer={`${p}/request/body`} error={error} value={s.body} onValue={(body) => onChange({ body })} class="mono" />
      <div class="grid2">
        <TextInput
          label="Expected status"
          type="number"
          inputMode="numeric"
          min={100}
          max={599}
          pointer={`${p}/expect/status`}
          error={error}
          value={s.status}
          onValue={(status) => onChange({ status })}
        />
        <TextInput
          label="Maximum time (ms)"
          type="number"
          inputMode="numeric"
          min={1}
          pointer={`${p}/expect/maxMs`}
          error={error}
          value={s.maxMs}
          onValue={(maxMs) => onChange({ maxMs })}
        />
      </div>
      <TextInput
        label="Body contains"
        pointer={`${p}/expect/bodyContains`}
        error={error}
        value={s.bodyContains}
        onValue={(bodyContains) => onChange({ bodyContains })}
        hint="Text the response body must contain."
      />
      <Fieldset
        legend="JSON values"
        hint='The response must hold this value at the pointer (such as /status). The value is JSON ("ok", 42, true, null); other text is taken as a string.'
        message={error?.field(`${p}/expect/json`)}
      >
        <Pairs
          noun="JSON value"
          nameLabel="JSON pointer"
          valueLabel="Equals"
          rows={s.json}
          onRows={(json) => onChange({ json })}
          error={error}
          namePointer={(_, j) => [`${p}/expect/json/${j}/pointer`, `${p}/expect/json/${j}`]}
          valuePointer={(_, j) => `${p}/expect/json/${j}/equals`}
        />
      </Fieldset>
    </>
  );
}
