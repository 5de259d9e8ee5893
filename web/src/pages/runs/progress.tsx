// A run's counts: a progress bar (passed / failed / other over the total) and the numbers.
import { formatDuration } from "../../ui";
import type { Summary } from "./run-state";

function percent(part: number, total: number): string {
  return `${total > 0 ? (100 * part) / total : 0}%`;
}

export function summaryText(summary: Summary): string {
  const parts = [`${summary.passed} passed`, `${summary.failed} failed`];
  if (summary.error) parts.push(`${summary.error} error`);
  if (summary.skipped) parts.push(`${summary.skipped} skipped`);
  return `${parts.join(", ")} of ${summary.total}`;
}

/** The bar; its accessible name says the same numbers. */
export function ProgressBar({ summary }: { summary: Summary }) {
  const { total } = summary;
  return (
    <div class="progress" role="img" aria-label={`Progress: ${summaryText(summary)}`}>
      <span class="passed" style={{ width: percent(summary.passed, total) }} />
      <span class="failed" style={{ width: percent(summary.failed + summary.error, total) }} />
      <span class="other" style={{ width: percent(summary.skipped, total) }} />
    </div>
  );
}

/** The counts as words, each with its colour. */
export function StatusCounts({ summary }: { summary: Summary }) {
  const done = summary.passed + summary.failed + summary.error + summary.skipped;
  return (
    <ul class="rn-run-counts">
      <li class="rn-count-passed">
        <strong>{summary.passed}</strong> passed
      </li>
      <li class="rn-count-failed">
        <strong>{summary.failed}</strong> failed
      </li>
      <li class="rn-count-error">
        <strong>{summary.error}</strong> error
      </li>
      <li class="rn-count-skipped">
        <strong>{summary.skipped}</strong> skipped
      </li>
      <li>
        <strong>{done}</strong> of {summary.total} done
      </li>
    </ul>
  );
}

/** How long a run took (or has been running). */
export function runDuration(run: { startedAt: string | null; finishedAt: string | null }): string {
  if (!run.startedAt) return "—";
  const end = run.finishedAt ? new Date(run.finishedAt).getTime() : Date.now();
  return formatDuration(Math.max(0, end - new Date(run.startedAt).getTime()));
}
