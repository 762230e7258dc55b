import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../../src/config/public-env.ts";
import { LOCK_FILE } from "../../server/db/lock.ts";
import { openPglite } from "../../server/db/pglite.ts";

/*
 * `node server/main.ts` as a real process on one DATA_DIR: a second server is refused, a SIGKILL
 * leaves a stale lock that the next start takes over with the data intact, and SIGTERM during a
 * burst of inserts exits 0 within seconds with every acknowledged insert stored.
 */

const MAIN = new URL("../../server/main.ts", import.meta.url).pathname;
let root: string;
let dataDir: string;
const running = new Set<ChildProcess>();

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(): {
  child: ChildProcess;
  done: Promise<{ code: number | null; output: string }>;
  ready: Promise<Server>;
} {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_DIR: join(root, "site"),
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "silent",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr?.on("data", (data: Buffer) => (output += data.toString()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve({ code, output });
    }),
  );
  const ready = new Promise<Server>((resolve, reject) => {
    const onData = () => {
      const match = /Listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1] ?? "", output: () => output });
    };
    child.stdout?.on("data", onData);
    void done.then(({ code }) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // A start that is expected to fail is awaited through `done`; do not report `ready` as unhandled.
  ready.catch(() => {});
  return { child, done, ready };
}

const insert = (url: string, n: number) =>
  fetch(`${url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: `Lead ${n}`,
      email: `lead${n}@example.com`,
      phone: "123",
      clinic_name: "Clinic",
    }),
  });

const count = async (url: string) => {
  const response = await fetch(`${url}/rest/v1/contact_submissions?select=id`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Prefer: "count=exact" },
  });
  return Number((response.headers.get("content-range") ?? "").split("/")[1]);
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "chattobook-process-"));
  dataDir = join(root, "data");
});
afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

describe("the server process on one DATA_DIR", () => {
  it("refuses a second server on the same DATA_DIR with a clear message", { timeout: 120_000 }, async () => {
    const first = start();
    const server = await first.ready;
    expect(await insert(server.url, 1).then((r) => r.status)).toBe(201);

    const second = start();
    const { code, output } = await second.done;
    expect(code).toBe(1);
    expect(output).toContain(`DATA_DIR ${dataDir} is in use by another process (pid ${server.child.pid}`);
    expect(await count(server.url)).toBe(1); // the first one is unharmed

    // SIGKILL: no cleanup at all, the lock file stays behind.
    server.child.kill("SIGKILL");
    await first.done;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
  });

  it(
    "restarts over the stale lock of a killed server, with the data intact",
    { timeout: 120_000 },
    async () => {
      const restarted = start();
      const server = await restarted.ready;
      expect(server.output()).toContain("0 applied now, 1 already");
      expect(await count(server.url)).toBe(1);
      server.child.kill("SIGTERM");
      expect((await restarted.done).code).toBe(0);
    },
  );

  it(
    "on SIGTERM finishes in-flight inserts, exits 0 quickly, and loses no acknowledged insert",
    { timeout: 120_000 },
    async () => {
      const process_ = start();
      const server = await process_.ready;
      const before = await count(server.url);

      const requests = Array.from({ length: 60 }, (_, i) =>
        insert(server.url, 1000 + i).then(
          (r) => r.status,
          () => "refused",
        ),
      );
      // Signal while the burst is in flight.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const signalled = performance.now();
      server.child.kill("SIGTERM");
      const { code, output } = await process_.done;
      const seconds = (performance.now() - signalled) / 1000;
      const statuses = await Promise.all(requests);

      expect(code).toBe(0);
      expect(seconds).toBeLessThan(5);
      expect(output).toContain("Stopped.");
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
        expect(rows.rows[0]).toEqual({ n: before + acknowledged, distinct_emails: before + acknowledged });
      } finally {
        await db.close();
      }
    },
  );
});
