// The real testdeck binary on a free loopback port with a fresh SQLite file, as the Rust
// integration tests start it (tests/api/helpers). TESTDECK_BIN names the binary to test.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(new URL("../../..", import.meta.url).pathname);
export const BIN = process.env.TESTDECK_BIN ?? join(ROOT, "target/debug/testdeck");

export async function startServer(args = []) {
  const dir = mkdtempSync(join(tmpdir(), "testdeck-web-"));
  const child = spawn(BIN, ["--database", join(dir, "testdeck.db"), "--listen", "127.0.0.1:0", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? "warn" },
  });
  let log = "";
  child.stderr.on("data", (d) => (log += d));
  const url = await new Promise((resolveUrl, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${log}`)), 15000);
    child.stdout.on("data", (d) => {
      out += d;
      const found = out.match(/testdeck listening on (http:\/\/\S+)/);
      if (found) {
        clearTimeout(timer);
        resolveUrl(found[1]);
      }
    });
    child.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${log}`)));
  });
  return {
    url,
    log: () => log,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.on("exit", r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
