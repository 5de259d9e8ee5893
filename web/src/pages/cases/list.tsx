// The project's test cases: filters, paging, selection and bulk actions.
import { useEffect, useState } from "preact/hooks";
import { api, call } from "../../api/client";
import { caseStatuses, severities } from "../../api/enums";
import { Link, offsetOf, setQuery, useLocation } from "../../router";
import {
  Confirm,
  Dialog,
  Empty,
  ErrorBanner,
  Pager,
  plural,
  Select,
  Show,
  Status,
  TextInput,
  useAction,
  useLoad,
  useSubmit,
  When,
  wordOptions,
} from "../../ui";
import { loadSuites, loadTags, SeverityWord, TagChips, type CaseStatus, type Severity } from "./shared";

const PAGE = 25;

export function CaseList({ projectId }: { projectId: string }) {
  const location = useLocation();
  const q = location.searchParams;
  const name = q.get("q") ?? "";
  const status = (q.get("status") ?? "") as CaseStatus | "";
  const severity = (q.get("severity") ?? "") as Severity | "";
  const tagId = q.get("tag") ?? "";
  const limit = Math.min(100, Math.max(1, Number(q.get("limit")) || PAGE));
  const offset = offsetOf(q);

  const [cases, reload] = useLoad(
    () =>
      call(
        api.GET("/v1/projects/{projectId}/test-cases", {
          params: {
            path: { projectId },
            query: {
              limit,
              offset,
              name: name || undefined,
              status: status || undefined,
              severity: severity || undefined,
              tagId: tagId || undefined,
            },
          },
        }),
      ),
    [projectId, name, status, severity, tagId, limit, offset],
  );
  const [lookups] = useLoad(() => Promise.all([loadTags(projectId), loadSuites(projectId)]), [projectId]);
  const tags = lookups.state === "ready" ? lookups.data[0].items : [];
  const suites = lookups.state === "ready" ? lookups.data[1].items : [];

  const [search, setSearch] = useState(name);
  useEffect(() => setSearch(name), [name]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState("");
  useEffect(() => {
    setSelected(new Set());
    setNotice("");
  }, [projectId, location.search]);
  const bulk = useAction();
  const [dialog, setDialog] = useState<"delete" | "move" | null>(null);
  const filtered = !!(name || status || severity || tagId);

  const ids = [...selected];
  const count = plural(ids.length, "test case");
  const setStatus = (verb: "activate" | "deactivate") => {
    setNotice("");
    const path = verb === "activate" ? "/v1/test-cases/bulk-activate" : "/v1/test-cases/bulk-deactivate";
    bulk.run(
      () => call(api.POST(path, { body: { ids } })),
      (result) => done(`${result.affected} of ${count} ${verb}d.`),
    );
  };
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
    setSelected(new Set());
    reload();
  };

  return (
    <main id="main">
      <div class="page-head">
        <h1>Test cases</h1>
        <Link class="button primary" href={`/projects/${projectId}/cases/new`}>
          New test case
        </Link>
      </div>
      <div class="toolbar filters">
        <form
          role="search"
          class="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery({ q: search.trim(), offset: null });
          }}
        >
          <TextInput label="Search" type="search" value={search} onValue={setSearch} placeholder="Name or description" />
          <button>Search</button>
        </form>
        <Select
          label="Status"
          value={status}
          onValue={(v) => setQuery({ status: v, offset: null })}
          options={[{ value: "", label: "Any status" }, ...wordOptions(caseStatuses)]}
        />
        <Select
          label="Severity"
          value={severity}
          onValue={(v) => setQuery({ severity: v, offset: null })}
          options={[{ value: "", label: "Any severity" }, ...wordOptions(severities)]}
        />
        <Select
          label="Tag"
          value={tagId}
          onValue={(v) => setQuery({ tag: v, offset: null })}
          options={[{ value: "", label: "Any tag" }, ...tags.map((t) => ({ value: t.id, label: t.name }))]}
        />
        {filtered && (
          <button type="button" class="link" onClick={() => setQuery({ q: null, status: null, severity: null, tag: null, offset: null })}>
            Clear filters
          </button>
        )}
      </div>
      {notice && (
        <p class="banner info" role="status">
          {notice}
        </p>
      )}
      <ErrorBanner error={bulk.error} />
      <Show loaded={cases}>
        {(page) => {
          if (page.items.length === 0) {
            return filtered ? (
              <Empty>No test case matches these filters.</Empty>
            ) : (
              <Empty>
                No test case yet. A test case describes one behaviour to check: manual steps a tester follows, or HTTP checks
                Testdeck sends to an environment and judges by status, body text or JSON values.{" "}
                <Link href={`/projects/${projectId}/cases/new`}>Write the first one</Link>.
              </Empty>
            );
          }
          const allOnPage = page.items.every((c) => selected.has(c.id));
          const toggle = (id: string, on: boolean) => {
            const next = new Set(selected);
            if (on) next.add(id);
            else next.delete(id);
            setSelected(next);
          };
          return (
            <>
              <div class="toolbar bulk" role="group" aria-label="Bulk actions">
                <span class="muted">{selected.size === 0 ? "Select cases for bulk actions" : `${selected.size} selected`}</span>
                <button type="button" disabled={bulk.busy || selected.size === 0} onClick={() => setStatus("activate")}>
                  Activate
                </button>
                <button type="button" disabled={bulk.busy || selected.size === 0} onClick={() => setStatus("deactivate")}>
                  Deactivate
                </button>
                <button type="button" disabled={bulk.busy || selected.size === 0 || suites.length === 0} onClick={() => setDialog("move")}>
                  Move to suite
                </button>
                <button type="button" class="danger" disabled={bulk.busy || selected.size === 0} onClick={() => setDialog("delete")}>
                  Delete
                </button>
              </div>
              <div class="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">
                        <input
                          type="checkbox"
                          aria-label="Select all on page"
                          checked={allOnPage}
                          onChange={(e) => {
                            const next = new Set(selected);
                            page.items.forEach((c) => (e.currentTarget.checked ? next.add(c.id) : next.delete(c.id)));
                            setSelected(next);
                          }}
                        />
                      </th>
                      <th scope="col">Name</th>
                      <th scope="col">Status</th>
                      <th scope="col">Severity</th>
                      <th scope="col">Tags</th>
                      <th scope="col">Suite</th>
                      <th scope="col">Updated</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((c) => (
                      <tr key={c.id}>
                        <td>
                          <input
                            type="checkbox"
                            aria-label={`Select ${c.name}`}
                            checked={selected.has(c.id)}
                            onChange={(e) => toggle(c.id, e.currentTarget.checked)}
                          />
                        </td>
                        <td>
                          <Link href={`/projects/${projectId}/cases/${c.id}`}>{c.name}</Link>
                          <div class="muted small">
                            {plural(c.steps.length, "step")}
                          </div>
                        </td>
                        <td>
                          <Status value={c.status} />
                        </td>
                        <td>
                          <SeverityWord value={c.severity} />
                        </td>
                        <td>
                          <TagChips ids={c.tagIds} tags={tags} />
                        </td>
                        <td>
                          {c.testSuiteId ? (
                            <Link href={`/projects/${projectId}/suites/${c.testSuiteId}`}>
                              {suites.find((s) => s.id === c.testSuiteId)?.name ?? "Suite"}
                            </Link>
                          ) : (
                            <span class="muted">—</span>
                          )}
                        </td>
                        <td>
                          <When at={c.updatedAt} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager offset={offset} limit={limit} total={page.total} />
            </>
          );
        }}
      </Show>
      {dialog === "delete" && (
        <Confirm
          title="Delete test cases"
          action="Delete"
          onConfirm={() => call(api.POST("/v1/test-cases/bulk-delete", { body: { ids } }))}
          onDone={() => done(`${count} deleted.`)}
          onClose={() => setDialog(null)}
        >
          Delete {count}? Their history goes with them; this cannot be undone.
        </Confirm>
      )}
      {dialog === "move" && (
        <MoveDialog
          ids={ids}
          suites={suites}
          onClose={() => setDialog(null)}
          onDone={(suite) => done(`${count} moved to ${suite}.`)}
        />
      )}
    </main>
  );
}

function MoveDialog({
  ids,
  suites,
  onClose,
  onDone,
}: {
  ids: string[];
  suites: { id: string; name: string }[];
  onClose: () => void;
  onDone: (suiteName: string) => void;
}) {
  const [testSuiteId, setSuiteId] = useState(suites[0]?.id ?? "");
  const move = useSubmit(
    () => call(api.POST("/v1/test-cases/bulk-move-to-suite", { body: { ids, testSuiteId } })),
    () => onDone(suites.find((s) => s.id === testSuiteId)?.name ?? "the suite"),
  );
  return (
    <Dialog title="Move to suite" onClose={onClose}>
      <form onSubmit={move.run} class="stack">
        <ErrorBanner error={move.error} />
        <Select
          label="Suite"
          pointer="/testSuiteId"
          error={move.error}
          value={testSuiteId}
          onValue={setSuiteId}
          options={suites.map((s) => ({ value: s.id, label: s.name }))}
        />
        <div class="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button class="primary" disabled={move.busy}>
            Move
          </button>
        </div>
      </form>
    </Dialog>
  );
}
