// Forms: sending them, and inputs that show the API's message for their field (by JSON pointer).
import type { ComponentChildren, InputHTMLAttributes, LooseInputHTMLAttributes, TextareaHTMLAttributes } from "preact";
import { useId, useState } from "preact/hooks";
import type { ApiError } from "../api/client";
import { asApiError } from "./load";

/**
 * An action that calls the API (a button, a form): `run(action, onDone)` sends it unless one is
 * under way, and keeps its failure as `error` for an ErrorBanner.
 */
export function useAction() {
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async <T,>(action: () => Promise<T>, onDone?: (value: T) => void) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const value = await action();
      onDone?.(value);
    } catch (e) {
      setError(asApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run, setError };
}

/**
 * A form that sends itself through `submit`, shows the API's problem at the top and each
 * field's message next to the field (the inputs below find theirs by `pointer`).
 */
export function useSubmit<T>(submit: () => Promise<T>, onDone?: (value: T) => void) {
  const action = useAction();
  const run = (event?: Event) => {
    event?.preventDefault();
    return action.run(submit, onDone);
  };
  return { ...action, run };
}

/** The JSON pointer(s) the API uses for a field in `errors[].field`, e.g. `/name`: the first with a message counts. */
export type Pointer = string | string[];

function messageFor(error: ApiError | null | undefined, pointer: Pointer | undefined): string | undefined {
  if (!error || pointer === undefined) return undefined;
  return error.field(...(Array.isArray(pointer) ? pointer : [pointer]));
}

/** One token of a JSON pointer (RFC 6901): `~` and `/` escaped. */
export function pointerToken(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function decodePointerToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** What an input needs to point at its hint and message. */
type Control = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

function useHelp(hint: string | undefined, message: string | undefined): [Control, ComponentChildren] {
  const id = useId();
  const described = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const help = (
    <>
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
    </>
  );
  return [{ id, "aria-describedby": described, "aria-invalid": message ? true : undefined }, help];
}

type FieldProps = {
  label: string;
  pointer?: Pointer;
  error?: ApiError | null;
  hint?: string;
};

/** A labelled input with its hint and, when the API named it, its error. */
function Field({ label, pointer, error, hint, children }: FieldProps & { children: (control: Control) => ComponentChildren }) {
  const message = messageFor(error, pointer);
  const [control, help] = useHelp(hint, message);
  return (
    <div class={message ? "field invalid" : "field"}>
      <label for={control.id}>{label}</label>
      {children(control)}
      {help}
    </div>
  );
}

type InputProps = Omit<LooseInputHTMLAttributes<HTMLInputElement>, "value" | "onInput" | "label"> &
  FieldProps & { value: string; onValue: (value: string) => void };

export function TextInput({ label, pointer, error, hint, value, onValue, ...rest }: InputProps) {
  return (
    <Field label={label} pointer={pointer} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          value={value}
          onInput={(e) => onValue(e.currentTarget.value)}
          // Preact ties `role` to `type` in its stricter type; any type and role are fine here.
          {...(rest as InputHTMLAttributes<HTMLInputElement>)}
        />
      )}
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onInput" | "label"> &
  FieldProps & { value: string; onValue: (value: string) => void };

export function TextArea({ label, pointer, error, hint, value, onValue, ...rest }: TextAreaProps) {
  return (
    <Field label={label} pointer={pointer} error={error} hint={hint}>
      {(control) => <textarea {...control} value={value} onInput={(e) => onValue(e.currentTarget.value)} {...rest} />}
    </Field>
  );
}

type SelectProps = FieldProps & {
  value: string;
  onValue: (value: string) => void;
  options: { value: string; label: string }[];
  required?: boolean;
};

export function Select({ label, pointer, error, hint, value, onValue, options, required }: SelectProps) {
  return (
    <Field label={label} pointer={pointer} error={error} hint={hint}>
      {(control) => (
        <select {...control} required={required} value={value} onChange={(e) => onValue(e.currentTarget.value)}>
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

/** A checkbox with its label beside it and, when the API named it, its error. */
export function Checkbox({
  label,
  checked,
  onChange,
  pointer,
  error,
  hint,
}: {
  label: ComponentChildren;
  checked: boolean;
  onChange: (checked: boolean) => void;
  pointer?: Pointer;
  error?: ApiError | null;
  hint?: string;
}) {
  const message = messageFor(error, pointer);
  const [control, help] = useHelp(hint, message);
  return (
    <div class={message ? "field check invalid" : "field check"}>
      <span class="check-row">
        <input {...control} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
        <label for={control.id}>{label}</label>
      </span>
      {help}
    </div>
  );
}

/**
 * The API's messages for fields no input of the form shows (a row removed since, an item of a
 * list): those `which` picks, each named by `name`.
 */
export function UnplacedErrors({
  error,
  which,
  name = (field) => <code>{field}</code>,
}: {
  error: ApiError | null;
  which: (field: string) => boolean;
  name?: (field: string) => ComponentChildren;
}) {
  const rest = (error?.problem.errors ?? []).filter((e) => e.field.startsWith("/") && which(e.field));
  if (rest.length === 0) return null;
  return (
    <ul class="field-errors">
      {rest.map((e) => (
        <li key={e.field} class="field-error">
          {name(e.field)}: {e.message}
        </li>
      ))}
    </ul>
  );
}

/** Inputs that belong together under a legend, with a hint and the API's message for them as a whole. */
export function Fieldset({
  legend,
  hint,
  message,
  children,
}: {
  legend: string;
  hint?: ComponentChildren;
  message?: string;
  children: ComponentChildren;
}) {
  return (
    <fieldset class="stack">
      <legend>{legend}</legend>
      {hint && <p class="hint">{hint}</p>}
      {message && <p class="field-error">{message}</p>}
      {children}
    </fieldset>
  );
}
