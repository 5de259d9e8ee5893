// One result of a case: what each step sent and got back, its files, and the fix the runner
// proposes when a check failed (approve it into the case, or dismiss it).
import { useId, useState } from "preact/hooks";
import { api, authorizedFetch, call, type Schemas } from "../../api/client";
import { Link } from "../../router";
import { ErrorBanner, Show, Status, useLoad, useSubmit, When } from "../../ui";
import { ResultDetails, type ResultContext } from "./result-view";
import { ShareBox } from "./share";

type TestResult = Schemas["TestResult"];
type TestCase = Schemas["TestCase"];

/** The case's steps as they were when the result was recorded: the newest version not after it. */
function versionAt(history: Schemas["TestCaseVersion"][], at: string): TestCase | undefined {
  const time = new Date(at).getTime();
  return history
    .filter((v) => new Date(v.changedAt).getTime() <= time)
    .sort((a, b) => b.version - a.version)[0]?.testCase;
}

export function ResultPage({ projectId, caseId, resultId }: { projectId: string; caseId: string; resultId: string }) {
  const [loaded, reload] = useLoad(async () => {
    const result = await call(api.GET("/v1/test-cases/{id}/results/{resultId}", { params: { path: { id: caseId, resultId } } }));
    const [history, environment] = await Promise.all([
      call(api.GET("/v1/test-cases/{id}/history", { params: { path: { id: caseId } } })).catch(() => null),
      call(api.GET("/v1/environments/{id}", { params: { path: { id: result.environmentId } } })).catch(() => null),
    ]);
    return { result, ran: history ? versionAt(history.items, result.createdAt) : undefined, environment };
  }, [caseId, resultId]);
  const [approved, setApproved] = useState<TestCase | null>(null);

  return (
    <main id="main">
      <Show loaded={loaded}>
        {({ result, ran, environment }) => {
          const context: ResultContext = {
            steps: ran?.steps,
            version: ran?.version,
            environment: environment ?? undefined,
            download: (a) => authorizedFetch(new Request(`/v1/attachments/${encodeURIComponent(a.id)}`)),
          };
          return (
            <>
              <p class="crumbs">
                <Link href={`/projects/${projectId}/runs/${result.testRunId}`}>Run</Link>
                {" / "}
                <Link href={`/projects/${projectId}/cases/${result.testCaseId}`}>Test case</Link>
              </p>
              <div class="page-head">
                <h1>{result.testCaseName}</h1>
                <Status value={result.status} />
              </div>
              {result.healing && (
                <Healing
                  projectId={projectId}
                  result={result}
                  approved={approved}
                  onDecided={(testCase) => {
                    if (testCase) setApproved(testCase);
                    reload();
                  }}
                />
              )}
              <ResultDetails result={result} context={context} />
              <ShareBox
                what="result"
                share={() =>
                  call(api.POST("/v1/test-cases/{id}/results/{resultId}/share", { params: { path: { id: caseId, resultId } } }))
                }
                unshare={() =>
                  call(api.DELETE("/v1/test-cases/{id}/results/{resultId}/share", { params: { path: { id: caseId, resultId } } }))
                }
              />
            </>
          );
        }}
      </Show>
    </main>
  );
}

/** The proposal as a before/after diff, with its reason and, while undecided, the two choices. */
function Healing({
  projectId,
  result,
  approved,
  onDecided,
}: {
  projectId: string;
  result: TestResult;
  approved: TestCase | null;
  onDecided: (testCase: TestCase | null) => void;
}) {
  const healing = result.healing!;
  const titleId = useId();
  const path = { id: result.testCaseId, resultId: result.id };
  const approve = useSubmit(
    () => call(api.POST("/v1/test-cases/{id}/results/{resultId}/approve-healing", { params: { path } })),
    onDecided,
  );
  const dismiss = useSubmit(
    () => call(api.POST("/v1/test-cases/{id}/results/{resultId}/dismiss-healing", { params: { path } })),
    () => onDecided(null),
  );
  return (
    <section class="rn-healing" aria-labelledby={titleId}>
      <div class="rn-step-head">
        <h2 id={titleId}>Suggested fix</h2>
        <Status value={healing.state} />
      </div>
      <p>
        Step {healing.stepIndex + 1}: change <code>{healing.field}</code>.
      </p>
      <p class="muted">Why: {healing.reason}</p>
      <div class="diff">
        <div>
          <p class="muted">Now</p>
          <pre class="before" aria-label={`${healing.field} now`}>
            {healing.from}
          </pre>
        </div>
        <div>
          <p class="muted">Proposed</p>
          <pre class="after" aria-label={`${healing.field} proposed`}>
            {healing.to}
          </pre>
        </div>
      </div>
      <ErrorBanner error={approve.error ?? dismiss.error} />
      {healing.state === "proposed" ? (
        <div class="toolbar">
          <button type="button" class="primary" onClick={() => approve.run()} disabled={approve.busy || dismiss.busy}>
            Approve
          </button>
          <button type="button" onClick={() => dismiss.run()} disabled={approve.busy || dismiss.busy}>
            Dismiss
          </button>
        </div>
      ) : (
        <p class="muted">
          {healing.state === "approved" ? "Approved" : "Dismissed"} <When at={healing.decidedAt} />.
          {healing.state === "approved" && (
            <>
              {" "}
              <Link href={`/projects/${projectId}/cases/${result.testCaseId}`}>
                Open the test case{approved ? ` (now version ${approved.version})` : ""}
              </Link>
            </>
          )}
        </p>
      )}
    </section>
  );
}
