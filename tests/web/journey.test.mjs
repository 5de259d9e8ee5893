// The journey of the web app's first user, in a real browser against the real binary: a
// project, an environment, a case with an HTTP check against a loopback service; run it and
// watch it pass live; break the service so the case fails, approve the healing proposal and
// see the case change; share the run and open the link in a browser that never signed in.
// Every page on the way passes axe-core and is screenshotted at 360 and 1280 px.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch } from "./lib/browser.mjs";
import { startServer } from "./lib/server.mjs";
import { startTarget } from "./lib/target.mjs";
import { checkPage, keepOnFailure, watchConsole } from "./lib/checks.mjs";

const PASSWORD = "correct horse battery staple";
let server, target, browser;

before(async () => {
  server = await startServer();
  target = await startTarget();
  browser = await launch();
  // The account comes from the API: signing up in the page is session.test.mjs's subject.
  const response = await fetch(`${server.url}/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "grace@example.com", password: PASSWORD, name: "Grace Hopper" }),
  });
  assert.equal(response.status, 201, await response.text());
});
after(async () => {
  await browser?.close();
  await target?.stop();
  await server?.stop();
});

/** The sidebar link of a project section. */
const section = (page, name) => page.getByRole("navigation", { name: "Project" }).getByRole("link", { name, exact: true });

test("create, run live, heal and share a test case", async () => {
  const page = await browser.newPage();
  const errors = watchConsole(page);
  await keepOnFailure(page, errors, () => journey(page, errors));
});

async function journey(page, errors) {
  await page.goto(server.url);
  await page.getByLabel("Email").fill("grace@example.com");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  // A project.
  await page.getByRole("button", { name: "New project" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Storefront");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForURL(/\/projects\/prj_\w+$/);
  const projectUrl = page.url();
  await checkPage(page, "overview-empty");

  // An environment pointing at the loopback service.
  await section(page, "Environments").click();
  await page.getByRole("button", { name: "New environment" }).click();
  await page.getByRole("dialog").getByLabel("Name", { exact: true }).fill("Local");
  await page.getByRole("dialog").getByLabel("Base URL").fill(target.url);
  await checkPage(page, "environment-dialog");
  await page.getByRole("dialog").getByRole("button", { name: "Create environment" }).click();
  await page.getByRole("cell", { name: "Local", exact: true }).waitFor();
  await checkPage(page, "environments");

  // A case with one HTTP check: GET /health answers 200.
  await section(page, "Test cases").click();
  await page.getByRole("link", { name: "New test case" }).first().click();
  await page.getByLabel("Name", { exact: true }).fill("Health answers");
  await page.getByLabel("Status", { exact: true }).selectOption("active");
  await page.getByRole("button", { name: "Add HTTP check" }).click();
  const step = page.getByRole("group", { name: "Step 1" });
  await step.getByLabel("Method").selectOption("GET");
  await step.getByLabel("Path", { exact: true }).fill("/health");
  await step.getByLabel("Expected status").fill("200");
  await checkPage(page, "case-editor");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("heading", { name: "Health answers", level: 1 }).waitFor();
  const caseUrl = page.url();
  await checkPage(page, "case");

  // Run it and watch it pass, live: the page is never reloaded.
  await runFromCasePage(page);
  const row = page.getByRole("row", { name: /Health answers/ });
  await row.getByText("passed", { exact: true }).waitFor({ timeout: 20000 });
  await page.getByRole("status").filter({ hasText: /Run completed: 1 passed/ }).waitFor();
  await checkPage(page, "run-passed");

  // The service changes: /health now answers 201. The case fails and a fix is proposed.
  target.answer(201, { status: "ok" });
  await page.goto(caseUrl);
  await runFromCasePage(page);
  await row.getByText("failed", { exact: true }).waitFor({ timeout: 20000 });
  await page.getByRole("status").filter({ hasText: /Run failed/ }).waitFor();
  const runUrl = page.url();
  await page.getByRole("link", { name: "View result of Health answers" }).click();
  await page.getByRole("button", { name: "Approve" }).waitFor();
  await checkPage(page, "result-healing");
  await page.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("link", { name: /Open the test case \(now version 2\)/ }).click();
  await page.getByRole("heading", { name: "Health answers", level: 1 }).waitFor();
  assert.match(await page.locator("main").textContent(), /201/, "the case now expects 201");

  // Share the failed run; a browser that never signed in opens the link.
  await page.goto(runUrl);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const link = await page.getByLabel("Share link").inputValue();
  assert.match(link, new RegExp(`^${server.url}/shared/test-runs/`));
  const stranger = await browser.newContext();
  const publicPage = await stranger.newPage();
  const publicErrors = watchConsole(publicPage);
  await publicPage.goto(link);
  await publicPage.getByText("Health answers").first().waitFor();
  assert.match(await publicPage.locator("main").textContent(), /failed/i);
  assert.equal((await stranger.cookies()).length, 0, "no session was needed");
  await checkPage(publicPage, "shared-run");
  await stranger.close();

  // The other pages of the project, for the accessibility check and the screenshots.
  for (const [name, path] of [
    ["overview", ""],
    ["cases", "/cases"],
    ["runs", "/runs"],
    ["suites", "/suites"],
    ["tags", "/tags"],
    ["test-accounts", "/test-accounts"],
    ["settings", "/settings"],
  ]) {
    await page.goto(projectUrl + path);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    await checkPage(page, name);
  }
  await page.goto(caseUrl + "/history");
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  await checkPage(page, "history");
  for (const path of ["/settings/api-tokens", "/settings/team"]) {
    await page.goto(server.url + path);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    await checkPage(page, path.slice(1).replace("/", "-"));
  }
  assert.deepEqual([...errors, ...publicErrors].filter((e) => !/status of (400|401|404|409)/.test(e)), []);
}

async function runFromCasePage(page) {
  await page.getByRole("button", { name: "Run", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Environment").selectOption({ label: `Local (${target.url})` });
  await dialog.getByRole("button", { name: "Start run" }).click();
  await page.waitForURL(/\/runs\/run_/);
}
