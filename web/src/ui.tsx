// The pieces every page is made of: loading data, forms with field errors, tables, dialogs.
import type { ComponentChildren, InputHTMLAttributes, LooseInputHTMLAttributes, TextareaHTMLAttributes } from "preact";
import { useCallback, useEffect, useId, useState } from "preact/hooks";
import { ApiError } from "./api/client";

export type Loaded<T> =
  | { state: "loading" }
  | { state: "failed"; error: ApiError }
  | { state: "ready"; data: T };

/**
 * Loads data for a page and loads it again when `deps` change or `reload()` is called.
 * The previous data stays on screen while it reloads, so lists do not flicker.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): [Loaded<T>, () => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: "loading" });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ state: "ready", data }),
      (error) => current && setResult({ state: "failed", error: asApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [...deps, tick]);
  return [result, useCallback(() => setTick((n) => n + 1), [])];
}

export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError({ title: "Something went wrong", status: 0, detail: String(error) } as ApiError["problem"]);
}

/** Renders what was loaded, or its loading and failed states. */
export function Show<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ComponentChildren }) {
  if (loaded.state === "loading") return <Spinner />;
  if (loaded.state === "failed") return <ErrorBanner error={loaded.error} />;
  return <>{children(loaded.data)}</>;
}

export function Spinner({ label = "Loading…" }: { label?: string }) {
  return (
    <p class="loading" role="status">
      {label}
    </p>
  );
}

export function ErrorBanner({ error }: { error: ApiError | null | undefined }) {
  if (!error) return null;
  const unnamed = (error.problem.errors ?? []).filter((e) => !e.field.startsWith("/"));
  return (
    <div class="banner error" role="alert">
      <strong>{error.problem.title}</strong>
      {error.problem.detail && <span> {error.problem.detail}</span>}
      {unnamed.map((e) => (
        <div key={e.field}>
          {e.field}: {e.message}
        </div>
      ))}
    </div>
  );
}

export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

/**
 * A form that sends itself through `submit`, shows the API's problem at the top and each
 * field's message next to the field (fields find theirs through FormErrors).
 */
export function useSubmit<T>(submit: () => Promise<T>, onDone?: (value: T) => void) {
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (event?: Event) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const value = await submit();
      onDone?.(value);
    } catch (e) {
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run, setError };
}

type FieldProps = {
  label: string;
  /** The JSON pointer the API uses for this field in `errors[].field`, e.g. `/name`. */
  pointer?: string;
  error?: ApiError | null;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ComponentChildren;
};

/** A labelled input with its hint and, when the API named it, its error. */
export function Field({ label, pointer, error, hint, children }: FieldProps) {
  const id = useId();
  const message = pointer && error ? error.field(pointer) : undefined;
  const described = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div class={message ? "field invalid" : "field"}>
      <label for={id}>{label}</label>
      {children(id, described)}
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

type InputProps = Omit<LooseInputHTMLAttributes<HTMLInputElement>, "value" | "onInput" | "label"> & {
  label: string;
  pointer?: string;
  error?: ApiError | null;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
};

export function TextInput({ label, pointer, error, hint, value, onValue, ...rest }: InputProps) {
  return (
    <Field label={label} pointer={pointer} error={error} hint={hint}>
      {(id, describedBy) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={pointer && error?.field(pointer) ? true : undefined}
          value={value}
          onInput={(e) => onValue(e.currentTarget.value)}
          // Preact ties `role` to `type` in its stricter type; any type and role are fine here.
          {...(rest as InputHTMLAttributes<HTMLInputElement>)}
        />
      )}
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onInput" | "label"> & {
  label: string;
  pointer?: string;
  error?: ApiError | null;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
};

export function TextArea({ label, pointer, error, hint, value, onValue, ...rest }: TextAreaProps) {
  return (
    <Field label={label} pointer={pointer} error={error} hint={hint}>
      {(id, describedBy) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={pointer && error?.field(pointer) ? true : undefined}
          value={value}
          onInput={(e) => onValue(e.currentTarget.value)}
          {...rest}
        />
      )}
    </Field>
  );
}

type SelectProps = {
  label: string;
  pointer?: string;
  error?: ApiError | null;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  options: { value: string; label: string }[];
  required?: boolean;
};

export function Select({ label, pointer, error, hint, value, onValue, options, required }: SelectProps) {
  return (
    <Field label={label} pointer={pointer} error={error} hint={hint}>
      {(id, describedBy) => (
        <select
          id={id}
          aria-describedby={describedBy}
          required={required}
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A modal dialog (the native `<dialog>`: focus is trapped and Escape closes it). */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ComponentChildren }) {
  const id = useId();
  const ref = useCallback((node: HTMLDialogElement | null) => {
    if (node && !node.open) node.showModal();
  }, []);
  return (
    <dialog ref={ref} aria-labelledby={id} onClose={onClose} onCancel={onClose}>
      <header>
        <h2 id={id}>{title}</h2>
        <button type="button" class="icon" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {children}
    </dialog>
  );
}

/** A state word (passed, failed, running…) as a coloured badge. */
export function Status({ value }: { value: string }) {
  return <span class={`status status-${value}`}>{value.replace(/_/g, " ")}</span>;
}

export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <span class="muted">—</span>;
  const date = new Date(at);
  return (
    <time dateTime={at} title={date.toLocaleString()}>
      {relative(date)}
    </time>
  );
}

function relative(date: Date): string {
  const seconds = Math.round((date.getTime() - Date.now()) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, "second");
}

/** Previous / next for the API's offset paging (`limit`, `offset`, `total`). */
export function Pager({
  offset,
  limit,
  total,
  onOffset,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav class="pager" aria-label="Pages">
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        Previous
      </button>
      <span>
        {total === 0 ? 0 : offset + 1}–{last} of {total}
      </span>
      <button type="button" disabled={last >= total} onClick={() => onOffset(offset + limit)}>
        Next
      </button>
    </nav>
  );
}

/** Copies text and says so. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <button type="button" onClick={copy}>
      {copied ? "Copied" : label}
    </button>
  );
}
