// One result laid out for reading: its facts, the framework's output (imported results), each
// step with what was sent and what came back, and its files. Used signed in and on share links.
import { Fragment } from "preact";
import { useState } from "preact/hooks";
import type { Schemas } from "../../api/client";
import { Empty, formatBytes, formatDuration, Status, When } from "../../ui";

type TestResult = Schemas["TestResult"];
type Step = Schemas["Step"];
type Attachment = Schemas["Attachment"];

export type ResultContext = {
  /** The case's steps as they were when it ran (signed in only; absent on share links). */
  steps?: Step[];
  /** The version of the case those steps are from. */
  version?: number;
  environment?: { name: string; baseUrl: string };
  /** Fetches an attachment's bytes (with the session, or through the share token). */
  download: (attachment: Attachment) => Promise<Response>;
};

function ResultFacts({ result, environment }: { result: TestResult; environment?: ResultContext["environment"] }) {
  return (
    <dl class="facts">
      <dt>Status</dt>
      <dd>
        <Status value={result.status} /> {result.flaky && <Status value="flaky" />}
      </dd>
      <dt>Duration</dt>
      <dd>{formatDuration(result.durationMs)}</dd>
      <dt>Ran</dt>
      <dd>
        <When at={result.createdAt} />
      </dd>
      {environment && (
        <>
          <dt>Environment</dt>
          <dd>
            {environment.name} <span class="muted mono">{environment.baseUrl}</span>
          </dd>
        </>
      )}
    </dl>
  );
}

/** Everything of a result below its title: facts, output, steps, attachments. */
export function ResultDetails({ result, context, level = 2 }: { result: TestResult; context: ResultContext; level?: 2 | 3 }) {
  const H = level === 2 ? "h2" : "h3";
  return (
    <div>
      <ResultFacts result={result} environment={context.environment} />
      <Output output={result.output} H={H} />
      <H>Steps</H>
      {context.version !== undefined && (
        <p class="muted">Requests as in version {context.version} of the case, the one that ran.</p>
      )}
      <ResultSteps result={result} context={context} level={level} />
      <H>Attachments</H>
      <Attachments attachments={result.attachments} download={context.download} />
    </div>
  );
}

function Output({ output, H }: { output: TestResult["output"]; H: "h2" | "h3" }) {
  if (!output) return null;
  const parts: [string, string | null][] = [
    ["Details", output.details],
    ["Standard output", output.stdout],
    ["Standard error", output.stderr],
  ];
  return (
    <section>
      <H>Reported output</H>
      {(output.failureType || output.failureMessage) && (
        <p class="rn-step-message">
          {output.failureType && <strong class="mono">{output.failureType}</strong>} {output.failureMessage}
        </p>
      )}
      {parts
        .filter(([, text]) => text)
        .map(([label, text]) => (
          <details key={label}>
            <summary>{label}</summary>
            <pre>{text}</pre>
          </details>
        ))}
    </section>
  );
}

function ResultSteps({ result, context, level = 2 }: { result: TestResult; context: ResultContext; level?: 2 | 3 }) {
  if (result.steps.length === 0) return <Empty>This result has no steps.</Empty>;
  return (
    <ol class="rn-steps">
      {result.steps.map((step) => (
        <li key={step.index} class={`rn-step rn-step-${step.status}`}>
          <StepView step={step} planned={context.steps?.[step.index]} environment={context.environment} level={level} />
        </li>
      ))}
    </ol>
  );
}

function StepView({
  step,
  planned,
  environment,
  level,
}: {
  step: Schemas["StepResult"];
  planned?: Step;
  environment?: ResultContext["environment"];
  level: 2 | 3;
}) {
  const H = level === 2 ? "h3" : "h4";
  const observed = step.observed;
  return (
    <>
      <div class="rn-step-head">
        <H>Step {step.index + 1}</H>
        <Status value={step.status} />
        {observed?.durationMs !== undefined && <span class="muted">{formatDuration(observed.durationMs)}</span>}
      </div>
      {step.message && <p class="rn-step-message">{step.message}</p>}
      {planned?.action && (
        <dl class="facts">
          <dt>Action</dt>
          <dd>{planned.action}</dd>
          {planned.expected && (
            <>
              <dt>Expected</dt>
              <dd>{planned.expected}</dd>
            </>
          )}
        </dl>
      )}
      <div class="rn-exchange">
        {planned?.request && <RequestView request={planned.request} expect={planned.expect} baseUrl={environment?.baseUrl} />}
        {observed && (observed.status !== undefined || observed.bodyExcerpt) && (
          <section aria-label={`Answer of step ${step.index + 1}`}>
            <p class="rn-exchange-title">Answer</p>
            <dl class="facts">
              <dt>Status</dt>
              <dd class="mono">{observed.status ?? "—"}</dd>
              <dt>Time</dt>
              <dd>{formatDuration(observed.durationMs)}</dd>
            </dl>
            {observed.bodyExcerpt ? (
              <>
                <p class="muted">Body (first bytes)</p>
                <pre>{observed.bodyExcerpt}</pre>
              </>
            ) : (
              <p class="muted">Empty body.</p>
            )}
          </section>
        )}
      </div>
    </>
  );
}

function RequestView({
  request,
  expect,
  baseUrl,
}: {
  request: NonNullable<Step["request"]>;
  expect?: Step["expect"];
  baseUrl?: string;
}) {
  const headers = Object.entries(request.headers ?? {});
  const url = baseUrl ? baseUrl.replace(/\/$/, "") + request.path : request.path;
  return (
    <section aria-label="Request">
      <p class="rn-exchange-title">Request</p>
      <p class="mono rn-request-line">
        <strong>{request.method}</strong> {url}
      </p>
      {headers.length > 0 && (
        <dl class="facts mono">
          {headers.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {request.body && <pre>{request.body}</pre>}
      {expect && <ExpectView expect={expect} />}
    </section>
  );
}

function ExpectView({ expect }: { expect: NonNullable<Step["expect"]> }) {
  const items: string[] = [];
  if (expect.status !== undefined) items.push(`status ${expect.status}`);
  if (expect.bodyContains) items.push(`body contains “${expect.bodyContains}”`);
  for (const j of expect.json ?? []) items.push(`JSON ${j.pointer || "(whole body)"} equals ${JSON.stringify(j.equals)}`);
  if (expect.maxMs !== undefined) items.push(`answers within ${formatDuration(expect.maxMs)}`);
  if (items.length === 0) return null;
  return (
    <>
      <p class="muted">Expected</p>
      <ul class="rn-expectations">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function Attachments({ attachments, download }: { attachments: Attachment[]; download: ResultContext["download"] }) {
  if (attachments.length === 0) return <Empty>No attachments.</Empty>;
  return (
    <ul class="rn-attachments">
      {attachments.map((a) => (
        <li key={a.id}>
          <span class="mono">{a.name}</span> <span class="muted">{a.contentType}, {formatBytes(a.size)}</span>{" "}
          <DownloadButton attachment={a} download={download} />
        </li>
      ))}
    </ul>
  );
}

/** Fetches the file (the request needs a header a plain link cannot send) and saves it. */
function DownloadButton({ attachment, download }: { attachment: Attachment; download: ResultContext["download"] }) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const save = async () => {
    setState("busy");
    try {
      const response = await download(attachment);
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = attachment.name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <button type="button" onClick={save} disabled={state === "busy"} aria-label={`Download ${attachment.name}`}>
        Download
      </button>
      {state === "failed" && (
        <span class="field-error" role="alert">
          {" "}
          The download failed.
        </span>
      )}
    </>
  );
}
