import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "#src/core/settings/local-dev-keys.ts";
import { LOCK_FILE, liveServerUrl } from "#server/db/lock.ts";
import { statsCommand } from "#server/cli/stats.ts";
import { runLeads } from "#tests/support/leads-cli.ts";
import { killStartedServers, startServer, type ServerProcess } from "#tests/support/server-process.ts";
import { CONTACT } from "./harness.ts";

/*
 * Issue 27: `npm run leads` and `npm run stats` while `npm start` runs on the same DATA_DIR go
 * through that server by themselves, and say so, when its lock names a live server of this
 * checkout on a loopback address. Any other holder is refused as before, with the --url hint.
 */

let root: string;
let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "chattobook-cli-live-"));
  dataDir = join(root, "data");
  const siteDir = join(root, "site");
  mkdirSync(siteDir);
  server = await startServer({ dataDir, siteDir, cwd: root });
  const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ ...CONTACT, email: "live@example.com" }),
  });
  expect(response.status).toBe(201);
}, 60_000);
afterAll(async () => {
  await killStartedServers();
  rmSync(root, { recursive: true, force: true });
});

const lock = () => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")) as Record<string, unknown>;

/** A data directory whose lock is the live server's, changed by `change` (PGlite files absent). */
function lockedLike(name: string, change: Record<string, unknown>): string {
  const dir = join(root, name);
  mkdirSync(join(dir, "pglite"), { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ ...lock(), ...change }), { mode: 0o600 });
  return dir;
}

describe("while npm start holds DATA_DIR", () => {
  it("the lock names the server's URL and checkout once it listens", () => {
    expect(lock()).toMatchObject({
      pid: server.pid,
      url: server.url,
      checkout: expect.any(String) as unknown,
    });
  });

  it("npm run leads goes through it and says so on stderr", async () => {
    const result = await runLeads(["--json"], { DATA_DIR: dataDir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Reading through the running server at ${server.url} …`);
    expect((JSON.parse(result.stdout) as Array<{ email: string }>).map((row) => row.email)).toEqual([
      "live@example.com",
    ]);
  });

  it("npm run stats goes through it and says so on stderr", async () => {
    let stdout = "";
    let stderr = "";
    const code = await statsCommand(["--json"], {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(`Reading through the running server at ${server.url} …`);
    expect(JSON.parse(stdout)).toBeTypeOf("object");
  });
});

describe("any other holder is refused, as before", () => {
  it("a live server of another checkout: the lock's error with the --url hint", async () => {
    const dir = lockedLike("other-checkout", { checkout: "/somewhere/else" });
    const result = await runLeads(["--json"], { DATA_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`is in use by another process (pid ${server.pid}`);
    expect(result.stderr).toContain("npm run -s leads -- --url http://127.0.0.1:4321");
    expect(result.stderr).not.toContain("Reading through");
  });

  it("a server on a non-loopback address, one not listening yet, or a dead pid: never gone through", () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    expect(liveServerUrl(dataDir)).toBe(server.url);
    expect(liveServerUrl(lockedLike("public", { url: "http://192.0.2.10:4321" }))).toBeUndefined();
    expect(
      liveServerUrl(lockedLike("https-elsewhere", { url: "https://leads.example.com" })),
    ).toBeUndefined();
    expect(liveServerUrl(lockedLike("all-interfaces", { url: "http://0.0.0.0:4321" }))).toBeUndefined();
    expect(liveServerUrl(lockedLike("starting", { url: undefined }))).toBeUndefined();
    expect(liveServerUrl(lockedLike("dead", { pid: dead, processStart: null }))).toBeUndefined();
    expect(liveServerUrl(lockedLike("other-host", { hostname: "another-machine" }))).toBeUndefined();
    expect(liveServerUrl(join(root, "no-lock-here"))).toBeUndefined();
  });
});
