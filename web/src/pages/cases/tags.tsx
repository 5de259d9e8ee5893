// The project's tags: listing, creating, renaming or recolouring, deleting.
import { useState } from "preact/hooks";
import { api, call } from "../../api/client";
import { Link, offsetOf, useLocation } from "../../router";
import { Confirm, RowActions, Dialog, Empty, ErrorBanner, Pager, Show, TextInput, useLoad, useSubmit } from "../../ui";
import { TagChip, type Tag } from "./shared";

const PAGE = 50;
const DEFAULT_COLOUR = "#1f4fd1";

export function TagsPage({ projectId }: { projectId: string }) {
  const offset = offsetOf(useLocation().searchParams);
  const [tags, reload] = useLoad(
    () => call(api.GET("/v1/projects/{projectId}/tags", { params: { path: { projectId }, query: { limit: PAGE, offset } } })),
    [projectId, offset],
  );
  const [dialog, setDialog] = useState<{ kind: "new" } | { kind: "edit" | "delete"; tag: Tag } | null>(null);
  const close = () => setDialog(null);
  const saved = () => {
    close();
    reload();
  };
  return (
    <main id="main">
      <div class="page-head">
        <h1>Tags</h1>
        <button type="button" class="primary" onClick={() => setDialog({ kind: "new" })}>
          New tag
        </button>
      </div>
      <Show loaded={tags}>
        {(page) =>
          page.items.length === 0 ? (
            <Empty>
              No tag yet. Tags label test cases across suites (smoke, regression, payments…) so you can{" "}
              <Link href={`/projects/${projectId}/cases`}>filter test cases</Link> by them.
            </Empty>
          ) : (
            <>
              <div class="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Tag</th>
                      <th scope="col">Colour</th>
                      <th scope="col">
                        <span class="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((t) => (
                      <tr key={t.id}>
                        <td>
                          <Link href={`/projects/${projectId}/cases?tag=${encodeURIComponent(t.id)}`} aria-label={`Test cases tagged ${t.name}`}>
                            <TagChip tag={t} />
                          </Link>
                        </td>
                        <td class="mono">{t.color ?? <span class="muted">None</span>}</td>
                        <RowActions
                          name={t.name}
                          actions={[
                            { label: "Edit", run: () => setDialog({ kind: "edit", tag: t }) },
                            { label: "Delete", danger: true, run: () => setDialog({ kind: "delete", tag: t }) },
                          ]}
                        />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager offset={offset} limit={PAGE} total={page.total} />
            </>
          )
        }
      </Show>
      {dialog?.kind === "new" && <TagDialog projectId={projectId} onClose={close} onSaved={saved} />}
      {dialog?.kind === "edit" && <TagDialog projectId={projectId} tag={dialog.tag} onClose={close} onSaved={saved} />}
      {dialog?.kind === "delete" && (
        <Confirm
          title="Delete tag"
          action="Delete tag"
          onConfirm={() => call(api.DELETE("/v1/tags/{id}", { params: { path: { id: dialog.tag.id } } }))}
          onDone={saved}
          onClose={close}
        >
          Delete the tag “{dialog.tag.name}”? The test cases that carry it lose it; the cases themselves are kept.
        </Confirm>
      )}
    </main>
  );
}

function TagDialog({ projectId, tag, onClose, onSaved }: { projectId: string; tag?: Tag; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(tag?.name ?? "");
  const [color, setColor] = useState(tag?.color ?? DEFAULT_COLOUR);
  const save = useSubmit(
    () =>
      tag
        ? call(api.PATCH("/v1/tags/{id}", { params: { path: { id: tag.id } }, body: { name, color } }))
        : call(api.POST("/v1/projects/{projectId}/tags", { params: { path: { projectId } }, body: { name, color } })),
    onSaved,
  );
  return (
    <Dialog title={tag ? "Edit tag" : "New tag"} onClose={onClose}>
      <form onSubmit={save.run} class="stack">
        <ErrorBanner error={save.error} />
        <TextInput label="Name" required maxLength={50} pointer="/name" error={save.error} value={name} onValue={setName} />
        <TextInput label="Colour" type="color" pointer="/color" error={save.error} value={color} onValue={setColor} class="colour" />
        <div class="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button class="primary" disabled={save.busy}>
            {tag ? "Save" : "Create tag"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
