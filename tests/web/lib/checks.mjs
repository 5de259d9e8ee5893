// What every page must pass: no serious accessibility violation (axe-core), no console error,
// and a screenshot at phone and desktop width for review (target/web-screenshots/).
import { readFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import assert from "node:assert/strict";

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const SHOTS = resolve(new URL("../../..", import.meta.url).pathname, "target/web-screenshots");
mkdirSync(SHOTS, { recursive: true });

/** Collects the page's console errors and uncaught exceptions. */
export function watchConsole(page) {
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/**
 * Runs axe-core in the page (evaluated, so the page's CSP does not block it) and fails on any
 * serious or critical violation; then screenshots the page at 360 and 1280 px wide.
 */
export async function checkPage(page, name) {
  await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const described = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  assert.deepEqual(described, [], `accessibility violations on ${name}`);
  const size = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Runs `steps`; when they fail, keeps a screenshot of where they stopped and what the page logged. */
export async function keepOnFailure(page, errors, steps) {
  try {
    await steps();
  } catch (error) {
    const name = new Date().toISOString().replace(/\W/g, "");
    await page.screenshot({ path: `${SHOTS}/FAILED-${name}.png`, fullPage: true }).catch(() => undefined);
    console.error(`failed at ${page.url()}; screenshot target/web-screenshots/FAILED-${name}.png`);
    if (errors.length) console.error(`the page logged:\n${errors.join("\n")}`);
    throw error;
  }
}
