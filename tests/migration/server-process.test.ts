import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { LOCK_FILE } from "#server/db/lock.ts";
import { readMigrations } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import { killStartedServers, startServer } from "#tests/support/server-process.ts";

/*
 * `node server/main.ts` as a real process on its DATA_DIR: a second server is refused, a SIGKILL
 * leaves a stale lock that the next start takes over with the data intact, and SIGTERM during a
 * burst of inserts exits 0 (before the server's own shutdown deadline) with every acknowledged
 * insert stored. Each test has its own directory, so they run in any order.
 */

let root: string;
let dataDir: string;
const start = () => startServer({ dataDir, siteDir: join(root, "site"), cwd: root });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "chattobook-process-"));
  mkdirSync(join(root, "site"));
  dataDir = join(root, "data");
});
afterEach(async () => {
  await killStartedServers();
  rmSync(root, { recursive: true, force: true });
});
afterAll(killStartedServers);

const insert = (url: string, n: number) =>
  fetch(`${url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: `Lead ${n}`,
      email: `lead${n}@example.com`,
      phone: "+44 20 7946 0000",
      clinic_name: "Clinic",
    }),
  });

const count = async (url: string) => {
  const response = await fetch(`${url}/rest/v1/contact_submissions?select=id`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Prefer: "count=exact" },
  });
  return Number((response.headers.get("content-range") ?? "").split("/")[1]);
};

describe("the server process on one DATA_DIR", () => {
  it("refuses a second server on the same DATA_DIR with a clear message", { timeout: 120_000 }, async () => {
    const server = await start();
    expect((await insert(server.url, 1)).status).toBe(201);

    const refusal = await start().then(
      () => "started",
      (error: Error) => error.message,
    );
    expect(refusal).toContain(`DATA_DIR ${dataDir} is in use by another process (pid ${server.pid}`);
    expect(await count(server.url)).toBe(1); // the first one is unharmed
  });

  it(
    "stops at start when LEAD_RETENTION_DAYS is not a whole number, naming it",
    { timeout: 60_000 },
    async () => {
      const refusal = await startServer({
        dataDir,
        siteDir: join(root, "site"),
        cwd: root,
        env: { LEAD_RETENTION_DAYS: "a year" },
      }).then(
        () => "started",
        (error: Error) => error.message,
      );
      expect(refusal).toContain("LEAD_RETENTION_DAYS: must be a whole number of days");
    },
  );

  it(
    "restarts over the stale lock of a killed server, with the data intact",
    { timeout: 120_000 },
    async () => {
      const first = await start();
      expect((await insert(first.url, 1)).status).toBe(201);
      // SIGKILL: no cleanup at all, the lock file stays behind.
      first.child.kill("SIGKILL");
      await first.exited;
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

      const restarted = await start();
      expect(restarted.output()).toContain(`0 applied now, ${readMigrations().length} already`);
      expect(await count(restarted.url)).toBe(1);
      restarted.child.kill("SIGTERM");
      expect((await restarted.exited).code).toBe(0);
    },
  );

  it(
    "on SIGTERM finishes in-flight inserts, exits 0, and loses no acknowledged insert",
    { timeout: 120_000 },
    async () => {
      const server = await start();
      const requests = Array.from({ length: 60 }, (_, i) =>
        insert(server.url, 1000 + i).then(
          (r) => r.status,
          () => "refused",
        ),
      );
      // Signal once the first insert is acknowledged, so the rest of the burst is in flight.
      await Promise.race(requests);
      server.child.kill("SIGTERM");
      const { code } = await server.exited;
      const statuses = await Promise.all(requests);

      // Exit code 0 means the shutdown finished before the server's own deadline (it exits 1 past it).
      expect(code).toBe(0);
      expect(server.output()).toContain("Stopped.");
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      // Every request either got its 201 or never reached the server; none failed half-way.
      expect(statuses.every((status) => status === 201 || status === "refused")).toBe(true);
      const acknowledged = statuses.filter((status) => status === 201).length;
      expect(acknowledged).toBeGreaterThan(0);

      const db = await openPglite({ dataDir });
      try {
        const rows = await db.transaction("service_role", (tx) =>
          tx.query<{ n: number; distinct_emails: number }>(
            "select count(*)::int as n, count(distinct email)::int as distinct_emails from public.contact_submissions",
          ),
        );
        expect(rows.rows[0]).toEqual({ n: acknowledged, distinct_emails: acknowledged });
      } finally {
        await db.close();
      }
    },
  );
});
