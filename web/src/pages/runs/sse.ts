// Follows the live events of a run (GET /v1/test-runs/{id}/events) without EventSource, which
// cannot send the Authorization header: fetch reads the text/event-stream body as it arrives.
// A stream that ends before the run did is resumed with Last-Event-ID; a 401 renews the session
// once and tries again.
import { ApiError, authorization, refresh, setAccessToken, type Schemas } from "../../api/client";

export type RunEvent =
  | { id: string; name: "run.status"; data: Schemas["RunStatusEvent"] }
  | { id: string; name: "case.started"; data: Schemas["CaseStartedEvent"] }
  | { id: string; name: "step.finished"; data: Schemas["StepFinishedEvent"] }
  | { id: string; name: "case.finished"; data: Schemas["CaseFinishedEvent"] }
  | { id: string; name: "run.finished"; data: Schemas["RunFinishedEvent"] };

/** How the connection to the stream is doing, for the page to say so. */
export type Connection = "connecting" | "live" | "reconnecting" | "ended";

type Frame = { id?: string; name?: string; data: string[] };

/** Parses one frame (its lines, without the blank line that ends it); null for comments only. */
export function parseFrame(text: string): { id?: string; name: string; data: string } | null {
  const frame: Frame = { data: [] };
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "id") frame.id = value;
    else if (field === "event") frame.name = value;
    else if (field === "data") frame.data.push(value);
  }
  if (frame.id === undefined && frame.name === undefined && frame.data.length === 0) return null;
  return { id: frame.id, name: frame.name ?? "message", data: frame.data.join("\n") };
}

const KNOWN = new Set(["run.status", "case.started", "step.finished", "case.finished", "run.finished"]);

/** Reads a response body frame by frame; answers whether `run.finished` came. */
async function readFrames(body: ReadableStream<Uint8Array>, onFrame: (event: RunEvent) => void): Promise<boolean> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const parsed = parseFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (!parsed || !KNOWN.has(parsed.name) || parsed.id === undefined) continue;
        let data: unknown;
        try {
          data = JSON.parse(parsed.data);
        } catch {
          continue;
        }
        const event = { id: parsed.id, name: parsed.name, data } as RunEvent;
        onFrame(event);
        if (event.name === "run.finished") return true;
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

async function problemOf(response: Response): Promise<ApiError> {
  return ApiError.from(response, await response.json().catch(() => undefined));
}

/**
 * Follows a run's events until `run.finished` or until `signal` aborts. `isOver` is asked when
 * a stream closes without any new event (a run deleted meanwhile, say): true stops following.
 * Throws ApiError when the server refuses the stream (404, or 401 after a failed renewal).
 */
export async function followRun(
  runId: string,
  handlers: {
    onEvent: (event: RunEvent) => void;
    onConnection: (state: Connection) => void;
    isOver: () => Promise<boolean>;
  },
  signal: AbortSignal,
): Promise<void> {
  let lastId: string | undefined;
  let renewed = false;
  let failures = 0;
  while (!signal.aborted) {
    handlers.onConnection(lastId === undefined && failures === 0 ? "connecting" : "reconnecting");
    let response: Response;
    try {
      response = await fetch(`/v1/test-runs/${encodeURIComponent(runId)}/events`, {
        headers: {
          ...authorization(),
          Accept: "text/event-stream",
          ...(lastId !== undefined ? { "Last-Event-ID": lastId } : {}),
        },
        signal,
        cache: "no-store",
      });
    } catch {
      if (signal.aborted) return;
      failures++;
      await sleep(Math.min(1000 * 2 ** failures, 15000), signal);
      continue;
    }
    if (response.status === 401 && !renewed) {
      renewed = true;
      if (await refresh()) continue;
      setAccessToken(null);
      throw await problemOf(response);
    }
    if (!response.ok || !response.body) {
      // Too many requests or a passing server error: wait and try again; anything else is final.
      if (response.status === 429 || response.status >= 500) {
        failures++;
        await sleep(Math.min(1000 * 2 ** failures, 15000), signal);
        continue;
      }
      throw await problemOf(response);
    }
    renewed = false;
    handlers.onConnection("live");
    let received = 0;
    let finished = false;
    try {
      finished = await readFrames(response.body, (event) => {
        received++;
        lastId = event.id;
        handlers.onEvent(event);
      });
    } catch {
      if (signal.aborted) return;
    }
    if (finished) {
      handlers.onConnection("ended");
      return;
    }
    if (signal.aborted) return;
    failures = received > 0 ? 0 : failures + 1;
    if (received === 0 && (await handlers.isOver().catch(() => false))) {
      handlers.onConnection("ended");
      return;
    }
    await sleep(received > 0 ? 500 : Math.min(1000 * 2 ** failures, 15000), signal);
  }
}
