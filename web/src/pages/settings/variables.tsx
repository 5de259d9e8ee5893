// The variables of an environment: plain name/value rows, and write-only secret rows.
//
// Secrets follow EnvironmentInput.secretVariables: on replace, leaving the field out keeps every
// stored secret; giving it replaces them all (an empty object removes them all). There is no
// per-secret "keep", so changing any secret means giving again the value of every secret kept.
import { ApiError, type Problem } from "../../api/client";
import { TextInput } from "../../ui";
import { OtherErrors, pointerToken } from "./common";

export type Row = { key: number; name: string; value: string };

let nextKey = 1;
export const newRow = (name = "", value = ""): Row => ({ key: nextKey++, name, value });

/** The rows as the API's object, leaving out rows with neither name nor value. */
export function toObject(rows: Row[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.name.trim() || r.value).map((r) => [r.name.trim(), r.value]));
}

/** Refuses, before sending, a name given twice (the object would silently keep only one). */
export function checkDuplicates(rows: Row[], secrets: Row[] | null) {
  const seen = new Set<string>();
  const errors: { field: string; message: string }[] = [];
  const check = (list: Row[], prefix: string) => {
    for (const r of list) {
      const name = r.name.trim();
      if (!name && !r.value) continue;
      if (seen.has(name)) errors.push({ field: `${prefix}${pointerToken(name)}`, message: "is given twice: give each name once" });
      seen.add(name);
    }
  };
  check(rows, "/variables/");
  if (secrets) check(secrets, "/secretVariables/");
  if (errors.length > 0) {
    throw new ApiError({
      type: "about:blank",
      title: "A variable name is given twice",
      status: 400,
      code: "validation_failed",
      errors,
    } as Problem);
  }
}

type RowsProps = {
  rows: Row[];
  onRows: (rows: Row[]) => void;
  error: ApiError | null;
  /** "variable" or "secret": names the inputs and buttons. */
  kind: "variable" | "secret";
};

/** Name/value rows with add and remove. Secret values are typed into password inputs. */
export function Rows({ rows, onRows, error, kind }: RowsProps) {
  const prefix = kind === "secret" ? "/secretVariables/" : "/variables/";
  const Kind = kind === "secret" ? "Secret" : "Variable";
  const update = (key: number, change: Partial<Row>) => onRows(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <>
      {rows.length > 0 && (
        <ul class="var-rows">
          {rows.map((r, i) => (
            <li key={r.key} class="var-row">
              <TextInput
                label={`${Kind} name`}
                pointer={prefix + pointerToken(r.name.trim())}
                error={error}
                value={r.name}
                onValue={(name) => update(r.key, { name })}
                required={kind === "secret" || r.value !== ""}
                autoComplete="off"
                spellcheck={false}
              />
              <TextInput
                label={`${Kind} value`}
                type={kind === "secret" ? "password" : "text"}
                autoComplete={kind === "secret" ? "new-password" : "off"}
                required={kind === "secret"}
                value={r.value}
                onValue={(value) => update(r.key, { value })}
              />
              <button
                type="button"
                class="danger"
                aria-label={`Remove ${kind} ${r.name.trim() || i + 1}`}
                onClick={() => onRows(rows.filter((x) => x.key !== r.key))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <OtherErrors error={error} prefix={prefix} shown={rows.map((r) => prefix + pointerToken(r.name.trim()))} />
      <div>
        <button type="button" onClick={() => onRows([...rows, newRow()])}>
          Add {kind}
        </button>
      </div>
    </>
  );
}

type SecretsProps = {
  /** Names stored now (empty when creating). */
  stored: string[];
  /** null: keep the stored secrets (the field is left out); rows: replace them all with these. */
  rows: Row[] | null;
  onRows: (rows: Row[] | null) => void;
  error: ApiError | null;
};

/** The secret variables: which are stored, and, once asked for, the rows that replace them all. */
export function Secrets({ stored, rows, onRows, error }: SecretsProps) {
  const creating = stored.length === 0;
  return (
    <fieldset class="stack">
      <legend>Secret variables</legend>
      <p class="hint">
        Used as <code>{"{{name}}"}</code> like variables, but write-only: stored encrypted, never shown again and
        redacted from results.
      </p>
      {!creating && (
        <p>
          Stored:{" "}
          {stored.map((name) => (
            <code key={name} class="chip">
              {name}
            </code>
          ))}
        </p>
      )}
      {rows === null ? (
        <div class="toolbar">
          {creating ? (
            <button type="button" onClick={() => onRows([newRow()])}>
              Add secret
            </button>
          ) : (
            <button type="button" onClick={() => onRows(stored.map((name) => newRow(name)))}>
              Change secrets
            </button>
          )}
        </div>
      ) : (
        <>
          {!creating && (
            <p class="banner info">
              Saving replaces every stored secret with the rows below. Type the value of each secret you keep again
              (values are never shown); remove a row to delete that secret.
            </p>
          )}
          <Rows kind="secret" rows={rows} onRows={onRows} error={error} />
          {!creating && (
            <div>
              <button type="button" class="link" onClick={() => onRows(null)}>
                Keep the stored secrets unchanged
              </button>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
