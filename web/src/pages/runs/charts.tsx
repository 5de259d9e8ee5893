// The overview's two charts, drawn as inline SVG. Each is an image with a summary for screen
// readers, followed by a visually hidden table with every number.
import type { Schemas } from "../../api/client";

type Day = Schemas["ProjectOverview"]["daily"][number];
type RunCounts = Schemas["ProjectOverview"]["testRuns"];

const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

const pct = (rate: number) => `${Math.round(rate * 100)}%`;

function rateOf(day: Day): number | null {
  const all = day.passed + day.failed;
  return all > 0 ? day.passed / all : null;
}

function passRateSummary(daily: Day[]): string {
  if (daily.length === 0) return "Pass rate per day: no days in this window.";
  const span = `from ${shortDate(daily[0].date)} to ${shortDate(daily[daily.length - 1].date)}`;
  const rated = daily.map((d) => ({ d, rate: rateOf(d) })).filter((x): x is { d: Day; rate: number } => x.rate !== null);
  if (rated.length === 0) return `Pass rate per day ${span}: no results on any day.`;
  const passed = rated.reduce((n, x) => n + x.d.passed, 0);
  const all = rated.reduce((n, x) => n + x.d.passed + x.d.failed, 0);
  const low = rated.reduce((a, b) => (b.rate < a.rate ? b : a));
  const high = rated.reduce((a, b) => (b.rate > a.rate ? b : a));
  return (
    `Pass rate per day ${span}: results on ${rated.length} of ${daily.length} days, ${pct(passed / all)} overall; ` +
    `lowest ${pct(low.rate)} on ${shortDate(low.d.date)}, highest ${pct(high.rate)} on ${shortDate(high.d.date)}.`
  );
}

export function PassRateChart({ daily }: { daily: Day[] }) {
  const [W, H, left, bottom, top] = [480, 180, 44, 22, 8];
  const plotW = W - left - 4;
  const plotH = H - top - bottom;
  const band = daily.length ? plotW / daily.length : plotW;
  const bar = Math.max(1, Math.min(band * 0.7, 40));
  const y = (rate: number) => top + plotH * (1 - rate);
  const labelled = new Set([0, Math.floor((daily.length - 1) / 2), daily.length - 1]);
  return (
    <figure class="rn-overview-chart">
      <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={passRateSummary(daily)}>
        {[0, 0.5, 1].map((r) => (
          <g key={r}>
            <line class="rn-grid" x1={left} x2={W - 4} y1={y(r)} y2={y(r)} />
            <text x={left - 4} y={y(r) + 4} text-anchor="end">
              {pct(r)}
            </text>
          </g>
        ))}
        {daily.map((day, i) => {
          const rate = rateOf(day);
          const x = left + i * band + (band - bar) / 2;
          return rate === null ? (
            <rect key={day.date} class="rn-bar-none" x={x} y={y(0) - 2} width={bar} height={2} />
          ) : (
            <rect key={day.date} class={rate === 1 ? "rn-bar-pass" : "rn-bar-rate"} x={x} y={y(rate)} width={bar} height={Math.max(plotH * rate, 1)}>
              <title>{`${shortDate(day.date)}: ${pct(rate)} (${day.passed} passed, ${day.failed} failed)`}</title>
            </rect>
          );
        })}
        {daily.map((day, i) =>
          labelled.has(i) ? (
            <text key={day.date} x={left + i * band + band / 2} y={H - 6} text-anchor={i === 0 ? "start" : i === daily.length - 1 ? "end" : "middle"}>
              {shortDate(day.date)}
            </text>
          ) : null,
        )}
      </svg>
      <div class="visually-hidden">
      <table>
        <caption>Results per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Runs</th>
            <th scope="col">Passed</th>
            <th scope="col">Failed</th>
            <th scope="col">Pass rate</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => {
            const rate = rateOf(day);
            return (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.runs}</td>
                <td>{day.passed}</td>
                <td>{day.failed}</td>
                <td>{rate === null ? "no results" : pct(rate)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
    </figure>
  );
}

const RUN_KINDS: { key: Exclude<keyof RunCounts, "total">; label: string }[] = [
  { key: "completed", label: "Completed" },
  { key: "failed", label: "Failed" },
  { key: "error", label: "Error" },
  { key: "stopped", label: "Stopped" },
];

export function RunsByStatusChart({ runs }: { runs: RunCounts }) {
  const [W, row, labelW] = [480, 30, 84];
  const H = row * RUN_KINDS.length + 4;
  const max = Math.max(1, ...RUN_KINDS.map((k) => runs[k.key]));
  const barMax = W - labelW - 44;
  const summary = `Runs by status: ${RUN_KINDS.map((k) => `${runs[k.key]} ${k.key}`).join(", ")}; ${runs.total} in all.`;
  return (
    <figure class="rn-overview-chart">
      <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {RUN_KINDS.map((k, i) => {
          const width = (runs[k.key] / max) * barMax;
          const yTop = i * row + 4;
          return (
            <g key={k.key}>
              <text x={0} y={yTop + row / 2 + 2}>
                {k.label}
              </text>
              <rect class={`rn-bar-${k.key}`} x={labelW} y={yTop + 3} width={Math.max(width, runs[k.key] ? 2 : 0)} height={row - 10} />
              <text x={labelW + width + 6} y={yTop + row / 2 + 2}>
                {runs[k.key]}
              </text>
            </g>
          );
        })}
      </svg>
      <div class="visually-hidden">
      <table>
        <caption>Runs by status</caption>
        <tbody>
          {RUN_KINDS.map((k) => (
            <tr key={k.key}>
              <th scope="row">{k.label}</th>
              <td>{runs[k.key]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
