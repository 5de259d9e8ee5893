// The pages behind share links: a run with its results, or one result, read-only and without
// signing in. Every request goes out without a session (plain fetch), through the share token.
import { useState } from "preact/hooks";
import { ApiError, type Problem, type Schemas } from "../../api/client";
import { Empty, formatDateTime, formatDuration, Show, Status, useLoad, When } from "../../ui";
import { ProgressBar, runDuration, StatusCounts } from "./progress";
import { ResultDetails } from "./result-view";

type TestResult = Schemas["TestResult"];

/** GET a public view; its payload, or ApiError. */
async function getPublic<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: "application/json" }, credentials: "omit" });
  } catch (e) {
    throw ApiError.unreachable(e);
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw ApiError.from(response, body);
  if (body?.payload === undefined) {
    throw new ApiError({ title: "The server's answer cannot be read", status: response.status } as Problem);
  }
  return body.payload as T;
}

/** Fetches an attachment of a shared run or result through its share token. */
const downloadFrom = (base: string) => (a: Schemas["Attachment"]) =>
  fetch(`${base}/attachments/${encodeURIComponent(a.id)}`, { credentials: "omit" });

function Gone() {
  return (
    <main id="main" class="narrow">
      <h1>This link no longer works</h1>
      <p>The person who shared it may have stopped sharing, or shared it again with a new link. Ask them for a current one.</p>
    </main>
  );
}

function usePublic<T>(path: string) {
  return useLoad(() => getPublic<T>(path), [path])[0];
}

export function SharedRunPage({ token }: { token: string }) {
  const base = `/v1/shared/test-runs/${encodeURIComponent(token)}`;
  const loaded = usePublic<Schemas["SharedTestRun"]>(base);
  if (loaded.state === "failed" && loaded.error.problem.status === 404) return <Gone />;
  return (
    <main id="main">
      <Show loaded={loaded}>
        {({ run, results }) => (
          <>
            <p class="muted">Shared test run, read-only</p>
            <div class="page-head">
              <h1>{run.name ?? `Test run of ${formatDateTime(run.createdAt)}`}</h1>
              <Status value={run.status} />
            </div>
            {run.statusReason && <p class="muted">{run.statusReason}</p>}
            <ProgressBar summary={run.summary} />
            <StatusCounts summary={run.summary} />
            <dl class="facts">
              <dt>Started</dt>
              <dd>
                <When at={run.startedAt} />
              </dd>
              <dt>Duration</dt>
              <dd>{runDuration(run)}</dd>
            </dl>
            <h2>Results</h2>
            {results.length === 0 ? (
              <Empty>This run has no results.</Empty>
            ) : (
              <ul class="rn-shared-results">
                {results.map((result) => (
                  <SharedRunResult key={result.id} result={result} base={base} />
                ))}
              </ul>
            )}
          </>
        )}
      </Show>
    </main>
  );
}

/** One result of a shared run: a summary line that opens onto its steps. */
function SharedRunResult({ result, base }: { result: TestResult; base: string }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <span class="rn-summary-name">{result.testCaseName}</span> <Status value={result.status} />{" "}
          <span class="muted">{formatDuration(result.durationMs)}</span>
        </summary>
        {open && (
          <ResultDetails
            level={3}
            result={result}
            context={{ download: downloadFrom(base) }}
          />
        )}
      </details>
    </li>
  );
}

export function SharedResultPage({ token }: { token: string }) {
  const base = `/v1/shared/results/${encodeURIComponent(token)}`;
  const loaded = usePublic<TestResult>(base);
  if (loaded.state === "failed" && loaded.error.problem.status === 404) return <Gone />;
  return (
    <main id="main">
      <Show loaded={loaded}>
        {(result) => (
          <>
            <p class="muted">Shared test result, read-only</p>
            <div class="page-head">
              <h1>{result.testCaseName}</h1>
              <Status value={result.status} />
            </div>
            <ResultDetails
              result={result}
              context={{ download: downloadFrom(base) }}
            />
          </>
        )}
      </Show>
    </main>
  );
}
