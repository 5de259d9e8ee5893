// Pieces shared by the settings pages: a form's "Saved." and whole numbers from number inputs.
import { useState } from "preact/hooks";

/** Whether the form's last save succeeded and nothing changed since; `touch` on every change. */
export function useSaved() {
  const [saved, setSaved] = useState(false);
  return { saved, done: () => setSaved(true), touch: () => setSaved(false) };
}

/** The form's Save button, with "Saved." beside it after a successful save. */
export function SaveRow({ busy, saved, label = "Save" }: { busy: boolean; saved: boolean; label?: string }) {
  return (
    <div class="actions">
      <span class="saved" role="status">
        {saved ? "Saved." : ""}
      </span>
      <button class="primary" disabled={busy}>
        {label}
      </button>
    </div>
  );
}

/** "12" → 12; "" or not a whole number → NaN (the input's own min/max/required catch it first). */
export function whole(value: string): number {
  return /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
}
