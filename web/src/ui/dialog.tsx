// Modal dialogs, and the one that asks before something cannot be undone.
import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useId } from "preact/hooks";
import { ErrorBanner } from "./load";
import { useSubmit } from "./form";

/**
 * A modal dialog (the native `<dialog>`: focus is trapped and Escape closes it). When it goes
 * away, focus goes back to what had it before (the button that opened it), if that is still there.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ComponentChildren }) {
  const id = useId();
  const ref = useCallback((node: HTMLDialogElement | null) => {
    if (node && !node.open) node.showModal();
  }, []);
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      // After the page re-rendered: an opener gone with its page (after a navigation) is left alone.
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      onClose={onClose}
      onCancel={(event) => {
        // The page closes it, by no longer rendering it.
        event.preventDefault();
        onClose();
      }}
    >
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

/**
 * Asks before something that cannot be undone and does it through `onConfirm`; shows the API's
 * refusal inside the dialog. `onDone` (by default `onClose`) follows a success.
 */
export function Confirm({
  title,
  action,
  onConfirm,
  onDone,
  onClose,
  children,
}: {
  title: string;
  /** The confirming button's text, e.g. "Delete environment". */
  action: string;
  onConfirm: () => Promise<unknown>;
  onDone?: () => void;
  onClose: () => void;
  /** The question, as a sentence. */
  children: ComponentChildren;
}) {
  const confirm = useSubmit(onConfirm, onDone ?? onClose);
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={confirm.run} class="stack">
        <ErrorBanner error={confirm.error} />
        <p>{children}</p>
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
