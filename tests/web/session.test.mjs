// Signing up, in and out in a real browser: the session survives a reload through its HttpOnly
// cookie, page scripts never see the refresh token, and the API's field errors show next to
// their fields.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launch } from "./lib/browser.mjs";
import { startServer } from "./lib/server.mjs";
import { checkPage, keepOnFailure, watchConsole } from "./lib/checks.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const PASSWORD = "correct horse battery staple";

test("a new user registers, stays signed in across reloads, and signs out", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchConsole(page);

  await page.goto(server.url);
  await page.getByRole("heading", { name: "Sign in to Testdeck" }).waitFor();
  await checkPage(page, "sign-in");
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByRole("heading", { name: "Create your Testdeck account" }).waitFor();

  // The API's message for a field stands next to that field.
  await page.getByLabel("Your name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  const password = page.getByLabel("Password");
  await page.locator(".field-error").first().waitFor();
  assert.equal(await password.getAttribute("aria-invalid"), "true");
  const described = await password.getAttribute("aria-describedby");
  const message = await page.locator(`[id="${described.split(" ").pop()}"]`).textContent();
  assert.match(message, /8/, "the message says what is accepted");
  await checkPage(page, "register-error");

  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "Projects", level: 1 }).waitFor();
  await checkPage(page, "projects-empty");

  // The refresh token is out of reach of scripts: not in storage, and its cookie is HttpOnly
  // (and scoped to /v1/auth/browser, so no page of the app would see it anyway).
  const visible = await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage));
  assert.doesNotMatch(visible, /testdeck_refresh|rt_/);
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === "testdeck_refresh");
  assert.ok(refresh, "the browser holds the refresh cookie");
  assert.equal(refresh.httpOnly, true);
  assert.equal(refresh.sameSite, "Strict");

  // A reload keeps the session (the cookie renews it), and the first project is a dialog away.
  await page.reload();
  await page.getByRole("heading", { name: "Projects", level: 1 }).waitFor();
  await page.getByRole("button", { name: "New project" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Storefront");
  await page.getByRole("dialog").getByRole("button", { name: "Create project" }).click();
  await page.waitForURL(/\/projects\/prj_/);

  // Two tabs opened at the same moment both renew their session from the one cookie: they
  // take turns (a Web Lock), so neither presents a spent cookie and the session survives.
  const tabs = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all(tabs.map((tab) => tab.goto(server.url + "/projects")));
  for (const tab of tabs) await tab.getByRole("button", { name: /Sign out/ }).waitFor();
  await tabs[0].reload();
  await tabs[0].getByRole("button", { name: /Sign out/ }).waitFor();
  await Promise.all(tabs.map((tab) => tab.close()));

  await page.getByRole("button", { name: /Sign out/ }).click();
  await page.getByRole("heading", { name: "Sign in to Testdeck" }).waitFor();
  await page.reload();
  await page.getByRole("heading", { name: "Sign in to Testdeck" }).waitFor();

  // Signing in again with the password works, and a wrong one is refused in words.
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("alert").filter({ hasText: /wrong email or password/i }).waitFor();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: /Sign out/ }).waitFor();
  await page.getByRole("link", { name: "Testdeck" }).click();
  await page.getByRole("link", { name: "Storefront" }).waitFor();

  // Failed sign-ins and the unauthenticated probes answer 4xx, which Chromium logs as
  // "Failed to load resource"; anything else is a defect.
  const unexpected = errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|401)/.test(e));
  assert.deepEqual(unexpected, []);
  await context.close();
});
