// Sharing a run or a result: a public, read-only link anyone can open, and revoking it.
import { useState } from "preact/hooks";
import type { ApiError, Schemas } from "../../api/client";
import { CopyField, ErrorBanner, Section, useSubmit } from "../../ui";

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
    <Section
      title="Share"
      class="share"
      description={`Anyone with the link sees this ${what} read-only, without signing in. Sharing again replaces the earlier link.`}
    >
      <ErrorBanner error={create.error ?? revoke.error} />
      {link && <CopyField label="Share link" value={link.url} copyLabel="Copy link" />}
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
    </Section>
  );
}
