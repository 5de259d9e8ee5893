// The versions of a test case, and what changed between two of them.
import { api, call, type Schemas } from "../../api/client";
import { Link, offsetOf, setQuery, useLocation } from "../../router";
import { useMe } from "../../session";
import { Empty, Pager, plural, Select, Show, useLoad, When } from "../../ui";
import { loadSuites, loadTags, type Tag, type TestCase } from "./shared";

type Version = Schemas["TestCaseVersion"];
const PAGE = 50;

export function CaseHistory({ projectId, caseId }: { projectId: string; caseId: string }) {
  const q = useLocation().searchParams;
  const offset = offsetOf(q);
  const [loaded] = useLoad(
    () =>
      Promise.all([
        call(api.GET("/v1/test-cases/{id}/history", { params: { path: { id: caseId }, query: { limit: PAGE, offset } } })),
        loadTags(projectId),
        loadSuites(projectId),
      ]),
    [projectId, caseId, offset],
  );
  const me = useMe();
  return (
    <main id="main">
      <p class="crumbs">
        <Link href={`/projects/${projectId}/cases`}>Test cases</Link>
        {" / "}
        <Link href={`/projects/${projectId}/cases/${caseId}`}>
          {loaded.state === "ready" && loaded.data[0].items[0] ? loaded.data[0].items[0].testCase.name : "Test case"}
        </Link>
      </p>
      <h1>History</h1>
      <Show loaded={loaded}>
        {([page, tags, suites]) => {
          const versions = page.items;
          if (versions.length === 0) return <Empty>No version recorded.</Empty>;
          const numbers = versions.map((v) => v.version);
          const newer = versions.find((v) => v.version === Number(q.get("to"))) ?? versions[0];
          const olderDefault = versions.find((v) => v.version < newer.version);
          const older = versions.find((v) => v.version === Number(q.get("from")) && v.version !== newer.version) ?? olderDefault;
          const suiteName = (id: string | null) => (id ? suites.items.find((s) => s.id === id)?.name ?? id : "None");
          return (
            <>
              <div class="table-wrap">
                <table>
                  <caption class="visually-hidden">Versions, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Version</th>
                      <th scope="col">Changed</th>
                      <th scope="col">By</th>
                      <th scope="col">When</th>
                      <th scope="col">
                        <span class="visually-hidden">Compare</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {versions.map((v) => (
                      <tr key={v.version} class={v.version === newer.version ? "current" : undefined}>
                        <td>{v.version}</td>
                        <td>{v.changes.join(", ") || "—"}</td>
                        <td>{v.changedBy === me.account.id ? "You" : <span class="mono">{v.changedBy}</span>}</td>
                        <td>
                          <When at={v.changedAt} />
                        </td>
                        <td>
                          {v.version > Math.min(...numbers) && (
                            <button type="button" class="link" onClick={() => setQuery({ to: v.version, from: null })}>
                              Changes in version {v.version}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager offset={offset} limit={PAGE} total={page.total} onOffset={(o) => setQuery({ offset: o || null, from: null, to: null })} />
              <h2>Compare</h2>
              {!older ? (
                <Empty>Version {newer.version} is the first: there is nothing earlier to compare it with.</Empty>
              ) : (
                <>
                  <div class="toolbar">
                    <Select
                      label="Older version"
                      value={String(older.version)}
                      onValue={(v) => setQuery({ from: v, to: newer.version })}
                      options={versions.filter((v) => v.version !== newer.version).map((v) => ({ value: String(v.version), label: `Version ${v.version}` }))}
                    />
                    <Select
                      label="Newer version"
                      value={String(newer.version)}
                      onValue={(v) => setQuery({ to: v, from: older.version })}
                      options={versions.map((v) => ({ value: String(v.version), label: `Version ${v.version}` }))}
                    />
                  </div>
                  <VersionDiff before={older} after={newer} tags={tags.items} suiteName={suiteName} />
                </>
              )}
            </>
          );
        }}
      </Show>
    </main>
  );
}

function VersionDiff({
  before,
  after,
  tags,
  suiteName,
}: {
  before: Version;
  after: Version;
  tags: Tag[];
  suiteName: (id: string | null) => string;
}) {
  const tagNames = (tc: TestCase) => tc.tagIds.map((id) => tags.find((t) => t.id === id)?.name ?? id).join(", ") || "None";
  const fields: [string, (tc: TestCase) => string][] = [
    ["Name", (tc) => tc.name],
    ["Description", (tc) => tc.description ?? ""],
    ["Severity", (tc) => tc.severity],
    ["Status", (tc) => tc.status],
    ["Tags", tagNames],
    ["Suite", (tc) => suiteName(tc.testSuiteId)],
    ["Automation id", (tc) => tc.automationId ?? ""],
  ];
  const changed = fields.filter(([, get]) => get(before.testCase) !== get(after.testCase));
  const lines = diffLines(stepsText(before.testCase), stepsText(after.testCase));
  const stepsChanged = lines.some((l) => l.kind !== "same");
  const [a, b] = [before.version, after.version].sort((x, y) => x - y);
  return (
    <section aria-label={`Changes from version ${a} to version ${b}`} class="stack">
      <p class="muted">
        From version {before.version} to version {after.version}
        {!changed.length && !stepsChanged && ": nothing changed in the fields shown here."}
      </p>
      {changed.length > 0 && (
        <div class="table-wrap">
          <table class="field-diff">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Version {before.version}</th>
                <th scope="col">Version {after.version}</th>
              </tr>
            </thead>
            <tbody>
              {changed.map(([label, get]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td class="before">{get(before.testCase) || <span class="muted">(empty)</span>}</td>
                  <td class="after">{get(after.testCase) || <span class="muted">(empty)</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>Steps</h3>
      {stepsChanged ? (
        <>
          <p class="muted small">The steps as JSON: lines marked − were removed, lines marked + were added.</p>
          <pre class="line-diff">
            {folded(lines).map((l, i) =>
              l.kind === "removed" ? (
                <del key={i}>− {l.text}</del>
              ) : l.kind === "added" ? (
                <ins key={i}>+ {l.text}</ins>
              ) : l.kind === "fold" ? (
                <span key={i} class="fold">
                  {"  "}⋯ {l.text}
                </span>
              ) : (
                <span key={i}>
                  {"  "}
                  {l.text}
                </span>
              ),
            )}
          </pre>
        </>
      ) : (
        <p class="muted">The steps did not change.</p>
      )}
    </section>
  );
}

function stepsText(tc: TestCase): string[] {
  return JSON.stringify(tc.steps ?? [], null, 2).split("\n");
}

type Line = { kind: "same" | "removed" | "added"; text: string };

const CONTEXT = 3;

/** Keeps a few unchanged lines around each change and folds longer unchanged runs into one line. */
function folded(lines: Line[]): (Line | { kind: "fold"; text: string })[] {
  const near = lines.map((_, i) => lines.slice(Math.max(0, i - CONTEXT), i + CONTEXT + 1).some((l) => l.kind !== "same"));
  const out: (Line | { kind: "fold"; text: string })[] = [];
  let hidden = 0;
  lines.forEach((l, i) => {
    if (near[i]) {
      if (hidden) out.push({ kind: "fold", text: plural(hidden, "unchanged line") });
      hidden = 0;
      out.push(l);
    } else hidden++;
  });
  if (hidden) out.push({ kind: "fold", text: plural(hidden, "unchanged line") });
  return out;
}

/** A line diff by longest common subsequence: fine for the few hundred lines of a case's steps. */
function diffLines(a: string[], b: string[]): Line[] {
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const out: Line[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ kind: "same", text: a[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      out.push({ kind: "removed", text: a[i++] });
    } else {
      out.push({ kind: "added", text: b[j++] });
    }
  }
  while (i < n) out.push({ kind: "removed", text: a[i++] });
  while (j < m) out.push({ kind: "added", text: b[j++] });
  return out;
}
