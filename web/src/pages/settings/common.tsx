// Pieces shared by the settings pages: answers without a body, confirmations, checkboxes,
// errors the form has no field for, and byte counts.
import type { ComponentChildren } from "preact";
import { useId } from "preact/hooks";
import { ApiError, type Problem } from "../../api/client";
import { CopyButton, Dialog, ErrorBanner, useSubmit } from "../../ui";

/** For routes that answer success with an empty body (`call` wants a payload): resolves or throws ApiError. */
export async function send(pending: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  let result;
  try {
    result = await pending;
  } catch (e) {
    throw new ApiError({ title: "The server cannot be reached", status: 0, detail: String(e) } as Problem);
  }
  if (result.response.ok) return;
  const problem = (result.error ?? {}) as Partial<Problem>;
  throw new ApiError({ title: problem.title ?? result.response.statusText, status: result.response.status, ...problem } as Problem);
}

/** One token of a JSON pointer (RFC 6901): `~` and `/` escaped. */
export function pointerToken(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The API's messages for fields under `prefix` (e.g. `/variables/`) that no input of the form shows. */
export function OtherErrors({ error, prefix, shown }: { error: ApiError | null; prefix: string; shown: string[] }) {
  const rest = (error?.problem.errors ?? []).filter((e) => e.field.startsWith(prefix) && !shown.includes(e.field));
  if (rest.length === 0) return null;
  return (
    <ul class="field-errors">
      {rest.map((e) => (
        <li key={e.field} class="field-error">
          {decodeToken(e.field.slice(prefix.length)) || "(empty name)"}: {e.message}
        </li>
      ))}
    </ul>
  );
}

function decodeToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** A checkbox with its label beside it and, when the API named it, its error. */
export function Checkbox({
  label,
  checked,
  onChange,
  pointer,
  error,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  pointer?: string;
  error?: ApiError | null;
  hint?: string;
}) {
  const id = useId();
  const message = pointer && error ? error.field(pointer) : undefined;
  const described = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div class={message ? "field check invalid" : "field check"}>
      <span class="check-row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={described}
          aria-invalid={message ? true : undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <label for={id}>{label}</label>
      </span>
      {hint && (
        <small id={`${id}-hint`} class="hint">
          {hint}
        </small>
      )}
      {message && (
        <small id={`${id}-error`} class="field-error">
          {message}
        </small>
      )}
    </div>
  );
}

/** Asks before something that cannot be undone; shows the API's refusal inside the dialog. */
export function Confirm({
  title,
  action,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  /** The confirming button's text, e.g. "Delete environment". */
  action: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  children: ComponentChildren;
}) {
  const confirm = useSubmit(onConfirm, onClose);
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={confirm.run} class="stack">
        <ErrorBanner error={confirm.error} />
        <div>{children}</div>
        <div class="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button class="danger" disabled={confirm.busy}>
            {action}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A section of a settings page: a labelled region, so its Save button can be found within it. */
export function Section({ title, description, children }: { title: string; description?: string; children: ComponentChildren }) {
  const id = useId();
  return (
    <section class="settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description && <p class="muted">{description}</p>}
      {children}
    </section>
  );
}

/** A secret shown once (a new token, an invitation link, a signing secret): read-only, with a copy button. */
export function ShownOnce({
  label,
  value,
  warning,
  onDone,
}: {
  label: string;
  value: string;
  warning: string;
  onDone?: () => void;
}) {
  const id = useId();
  return (
    <div class="banner info shown-once" role="status">
      <div class="field">
        <label for={id}>{label}</label>
        <div class="copy-row">
          <input id={id} class="mono" readOnly value={value} aria-describedby={`${id}-warning`} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={value} />
        </div>
        <small id={`${id}-warning`} class="warning">
          {warning}
        </small>
      </div>
      {onDone && (
        <div class="actions">
          <button type="button" onClick={onDone}>
            Done
          </button>
        </div>
      )}
    </div>
  );
}

const UNITS = ["bytes", "KiB", "MiB", "GiB", "TiB"];

/** 1536 → "1.5 KiB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString(undefined, { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

/** "12" → 12; "" or not a whole number → NaN (the input's own min/max/required catch it first). */
export function whole(value: string): number {
  return /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
}
