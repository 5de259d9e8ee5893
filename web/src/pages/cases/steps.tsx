// The steps of a test case in the editor: manual steps and HTTP checks, added, removed, reordered.
import type { ApiError, Schemas } from "../../api/client";
import { Field, Select, TextArea, TextInput } from "../../ui";

export type Step = Schemas["Step"];
type Method = Schemas["StepRequest"]["method"];
export const methods: Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

type Row = { key: number; name: string; value: string };

/** One step as the form holds it: text in every input, whatever the step's kind. */
export type StepDraft = {
  key: number;
  kind: "manual" | "http";
  action: string;
  expected: string;
  method: Method;
  path: string;
  headers: Row[];
  body: string;
  status: string;
  bodyContains: string;
  json: Row[];
  maxMs: string;
};

let nextKey = 1;
const key = () => nextKey++;

export function blankStep(kind: "manual" | "http"): StepDraft {
  return {
    key: key(),
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
    draft.headers = Object.entries(step.request.headers ?? {}).map(([name, value]) => ({ key: key(), name, value }));
    draft.body = step.request.body ?? "";
  }
  if (step.expect) {
    draft.status = step.expect.status?.toString() ?? "";
    draft.bodyContains = step.expect.bodyContains ?? "";
    draft.json = (step.expect.json ?? []).map((j) => ({ key: key(), name: j.pointer, value: valueText(j.equals) }));
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

/** JSON pointer escaping of one reference token (RFC 6901). */
const token = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

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
      ...d.headers.map((h) => `${p}/request/headers/${token(h.name.trim())}`),
      ...d.json.flatMap((_, j) => [`${p}/expect/json/${j}`, `${p}/expect/json/${j}/pointer`, `${p}/expect/json/${j}/equals`]),
    ];
  });
}

/** A message for a pointer (or any of the listed ones) from the API's problem. */
function messageFor(error: ApiError | null, ...pointers: string[]) {
  for (const p of pointers) {
    const m = error?.field(p);
    if (m) return m;
  }
  return undefined;
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
  const listError = messageFor(error, "/steps");
  return (
    <section class="steps" aria-labelledby="steps-heading">
      <h2 id="steps-heading">Steps</h2>
      {listError && <p class="field-error">{listError}</p>}
      {steps.length === 0 && <p class="muted">No step yet. Add manual steps for a tester, or HTTP checks Testdeck runs itself.</p>}
      <ol class="step-list">
        {steps.map((s, i) => {
          const p = `/steps/${i}`;
          const n = i + 1;
          const stepError = messageFor(error, p, `${p}/request`, `${p}/expect`);
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
    </section>
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
  const headersError = messageFor(error, `${p}/request/headers`);
  const jsonError = messageFor(error, `${p}/expect/json`);
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
      <Rows
        legend="Headers"
        nameLabel="Header"
        valueLabel="Value"
        add="Add header"
        noun="header"
        rows={s.headers}
        onRows={(headers) => onChange({ headers })}
        nameError={(r) => messageFor(error, `${p}/request/headers/${token(r.name.trim())}`)}
        valueError={() => undefined}
        listError={headersError}
      />
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
      <Rows
        legend="JSON values"
        nameLabel="JSON pointer"
        valueLabel="Equals"
        add="Add JSON value"
        noun="JSON value"
        rows={s.json}
        onRows={(json) => onChange({ json })}
        nameError={(_, j) => messageFor(error, `${p}/expect/json/${j}/pointer`, `${p}/expect/json/${j}`)}
        valueError={(_, j) => messageFor(error, `${p}/expect/json/${j}/equals`)}
        listError={jsonError}
        hint='The response must hold this value at the pointer (such as /status). The value is JSON ("ok", 42, true, null); other text is taken as a string.'
      />
    </>
  );
}

/** Name/value rows: headers, or JSON pointer/value expectations. */
function Rows({
  legend,
  nameLabel,
  valueLabel,
  add,
  noun,
  rows,
  onRows,
  nameError,
  valueError,
  listError,
  hint,
}: {
  legend: string;
  nameLabel: string;
  valueLabel: string;
  add: string;
  noun: string;
  rows: Row[];
  onRows: (rows: Row[]) => void;
  nameError: (row: Row, index: number) => string | undefined;
  valueError: (row: Row, index: number) => string | undefined;
  listError?: string;
  hint?: string;
}) {
  const set = (i: number, change: Partial<Row>) => onRows(rows.map((r, j) => (j === i ? { ...r, ...change } : r)));
  return (
    <fieldset class="rows">
      <legend>{legend}</legend>
      {hint && <p class="hint small">{hint}</p>}
      {listError && <p class="field-error">{listError}</p>}
      {rows.map((r, i) => (
        <div class="row" key={r.key}>
          <RowInput label={`${nameLabel} ${i + 1}`} value={r.name} message={nameError(r, i)} onValue={(name) => set(i, { name })} />
          <RowInput label={`${valueLabel} ${i + 1}`} value={r.value} message={valueError(r, i)} onValue={(value) => set(i, { value })} />
          <button type="button" class="danger" aria-label={`Remove ${noun} ${i + 1}`} onClick={() => onRows(rows.filter((_, j) => j !== i))}>
            Remove
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onRows([...rows, { key: key(), name: "", value: "" }])}>
        {add}
      </button>
    </fieldset>
  );
}

function RowInput({ label, value, message, onValue }: { label: string; value: string; message?: string; onValue: (v: string) => void }) {
  return (
    <Field label={label}>
      {(id) => (
        <>
          <input
            id={id}
            value={value}
            onInput={(e) => onValue(e.currentTarget.value)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
          />
          {message && (
            <small id={`${id}-message`} class="field-error">
              {message}
            </small>
          )}
        </>
      )}
    </Field>
  );
}
