// Showing things: status words, times, sections, paging, and values to copy.
import type { ComponentChildren } from "preact";
import { useId, useState } from "preact/hooks";
import { setQuery } from "../router";
import { formatDateTime, relativeTime } from "./format";

/** A state word (passed, failed, running…) as a coloured badge; `label` says it otherwise. */
export function Status({ value, label }: { value: string; label?: string }) {
  const word = String(value ?? "");
  return <span class={`status status-${word}`}>{label ?? word.replace(/_/g, " ")}</span>;
}

/** A time as words relative to now, the exact time in its tooltip; "—" when there is none. */
export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <span class="muted">—</span>;
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return <span>{at}</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {relativeTime(date)}
    </time>
  );
}

/** A part of a page under its own heading, labelled by it (so its buttons can be found within it). */
export function Section({
  title,
  description,
  class: className,
  children,
}: {
  title: string;
  description?: string;
  class?: string;
  children: ComponentChildren;
}) {
  const id = useId();
  return (
    <section class={className ? `section ${className}` : "section"} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description && <p class="muted">{description}</p>}
      {children}
    </section>
  );
}

/** Previous / next for the API's offset paging (`limit`, `offset`, `total`); by default through `?offset=`. */
export function Pager({
  offset,
  limit,
  total,
  onOffset = (o) => setQuery({ offset: o || null }),
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset?: (offset: number) => void;
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
    <>
      <button type="button" onClick={copy}>
        {copied ? "Copied" : label}
      </button>
      <span class="visually-hidden" role="status">
        {copied ? "Copied" : ""}
      </span>
    </>
  );
}

/** A read-only value to copy (a share link, a new token): selected on focus, with a copy button. */
export function CopyField({
  label,
  value,
  copyLabel,
  describedBy,
}: {
  label: string;
  value: string;
  copyLabel?: string;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <div class="copy-row">
        <input id={id} class="mono" readOnly value={value} aria-describedby={describedBy} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton text={value} label={copyLabel} />
      </div>
    </div>
  );
}

/** A secret shown once (a new token, an invitation link, a signing secret), with its warning. */
export function ShownOnce({ label, value, warning, onDone }: { label: string; value: string; warning: string; onDone?: () => void }) {
  const id = useId();
  return (
    <div class="banner info shown-once" role="status">
      <CopyField label={label} value={value} describedBy={id} />
      <small id={id} class="warning">
        {warning}
      </small>
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

/**
 * The action cell of a table row: buttons named after the row's object ("Edit Staging",
 * "Delete Staging"), so each is told apart from the same button of the other rows.
 */
export function RowActions({ name, actions }: { name: string; actions: { label: string; danger?: boolean; run: () => void }[] }) {
  return (
    <td class="row-actions">
      {actions.map((a) => (
        <button key={a.label} type="button" class={a.danger ? "danger" : undefined} aria-label={`${a.label} ${name}`} onClick={a.run}>
          {a.label}
        </button>
      ))}
    </td>
  );
}
