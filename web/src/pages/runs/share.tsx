// Sharing a run or a result: a public, read-only link anyone can open, and revoking it.
import { useId, useState } from "preact/hooks";
import type { ApiError, Schemas } from "../../api/client";
import { CopyButton, ErrorBanner, useSubmit } from "../../ui";

export function ShareBox({
  what,
  share,
  unshare,
}: {
  /** "run" or "result", for the words. */
  what: string;
  share: () => Promise<Schemas["Share"]>;
  unshare: () => Promise<unknown>;
}) {
  const id = useId();
  const [link, setLink] = useState<Schemas["Share"] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const create = useSubmit(share, (s) => {
    setLink(s);
    setNote(null);
  });
  const revoke = useSubmit(
    async () => {
      try {
        await unshare();
        return `The link no longer works: this ${what} is not shared.`;
      } catch (e) {
        if ((e as ApiError).problem?.status === 404) return `This ${what} is not shared.`;
        throw e;
      }
    },
    (message) => {
      setLink(null);
      setNote(message);
    },
  );
  return (
    <section class="rn-share" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Share</h2>
      <p class="muted">
        Anyone with the link sees this {what} read-only, without signing in. Sharing again replaces the earlier link.
      </p>
      <ErrorBanner error={create.error ?? revoke.error} />
      {link && (
        <div class="rn-share-link">
          <div class="field">
            <label for={id}>Share link</label>
            <input id={id} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <CopyButton text={link.url} label="Copy link" />
        </div>
      )}
      {note && (
        <p class="banner info" role="status">
          {note}
        </p>
      )}
      <div class="toolbar">
        <button type="button" onClick={() => create.run()} disabled={create.busy}>
          Share
        </button>
        <button type="button" class="danger" onClick={() => revoke.run()} disabled={revoke.busy}>
          Stop sharing
        </button>
      </div>
    </section>
  );
}
