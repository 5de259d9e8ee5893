// The variables of an environment: plain name/value rows, and write-only secret rows.
//
// Secrets follow EnvironmentInput.secretVariables: on replace, leaving the field out keeps every
// stored secret; giving it replaces them all (an empty object removes them all). There is no
// per-secret "keep", so changing any secret means giving again the value of every secret kept.
import { ApiError, type Problem } from "../../api/client";
import { decodePointerToken, Fieldset, newPair, Pairs, pointerToken, UnplacedErrors, type Pair } from "../../ui";

/** The rows as the API's object, leaving out rows with neither name nor value. */
export function toObject(rows: Pair[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => r.name.trim() || r.value).map((r) => [r.name.trim(), r.value]));
}

/** Refuses, before sending, a name given twice (the object would silently keep only one). */
export function checkDuplicates(rows: Pair[], secrets: Pair[] | null) {
  const seen = new Set<string>();
  const errors: { field: string; message: string }[] = [];
  const check = (list: Pair[], prefix: string) => {
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

/** Variable names as code chips; "—" when there is none. */
export function Names({ names }: { names: string[] }) {
  if (names.length === 0) return <span class="muted">—</span>;
  return (
    <span class="chips">
      {names.map((n) => (
        <code key={n} class="chip">
          {n}
        </code>
      ))}
    </span>
  );
}

type RowsProps = {
  rows: Pair[];
  onRows: (rows: Pair[]) => void;
  error: ApiError | null;
};

/** Name/value rows of one kind; the API's messages about names no row has any more follow them. */
function NamedRows({ rows, onRows, error, secret }: RowsProps & { secret: boolean }) {
  const prefix = secret ? "/secretVariables/" : "/variables/";
  const pointer = (r: Pair) => prefix + pointerToken(r.name.trim());
  const shown = new Set(rows.map(pointer));
  return (
    <Pairs
      noun={secret ? "secret" : "variable"}
      nameLabel={secret ? "Secret name" : "Variable name"}
      valueLabel={secret ? "Secret value" : "Variable value"}
      secret={secret}
      rows={rows}
      onRows={onRows}
      error={error}
      namePointer={pointer}
    >
      <UnplacedErrors
        error={error}
        which={(field) => field.startsWith(prefix) && !shown.has(field)}
        name={(field) => decodePointerToken(field.slice(prefix.length)) || "(empty name)"}
      />
    </Pairs>
  );
}

export function Variables(props: RowsProps) {
  return (
    <Fieldset
      legend="Variables"
      hint={
        <>
          Values for <code>{"{{name}}"}</code> placeholders in steps, shown to everyone in the project.
        </>
      }
    >
      <NamedRows {...props} secret={false} />
    </Fieldset>
  );
}

type SecretsProps = {
  /** Names stored now (empty when creating). */
  stored: string[];
  /** null: keep the stored secrets (the field is left out); rows: replace them all with these. */
  rows: Pair[] | null;
  onRows: (rows: Pair[] | null) => void;
  error: ApiError | null;
};

/** The secret variables: which are stored, and, once asked for, the rows that replace them all. */
export function Secrets({ stored, rows, onRows, error }: SecretsProps) {
  const creating = stored.length === 0;
  return (
    <Fieldset
      legend="Secret variables"
      hint={
        <>
          Used as <code>{"{{name}}"}</code> like variables, but write-only: stored encrypted, never shown again and
          redacted from results.
        </>
      }
    >
      {!creating && (
        <p>
          Stored: <Names names={stored} />
        </p>
      )}
      {rows === null ? (
        <div class="toolbar">
          {creating ? (
            <button type="button" onClick={() => onRows([newPair()])}>
              Add secret
            </button>
          ) : (
            <button type="button" onClick={() => onRows(stored.map((name) => newPair(name)))}>
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
          <NamedRows rows={rows} onRows={onRows} error={error} secret />
          {!creating && (
            <div>
              <button type="button" class="link" onClick={() => onRows(null)}>
                Keep the stored secrets unchanged
              </button>
            </div>
          )}
        </>
      )}
    </Fieldset>
  );
}
