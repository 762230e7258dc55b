import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { LOCK_FILE } from "#server/db/lock.ts";
import { expectValidRow, STORED_COLUMNS } from "#tests/fuzz/client.ts";
import type { StoredRow } from "#tests/fuzz/corpus.ts";
import { killStartedServers, startServer, type ServerProcess } from "#tests/support/server-process.ts";

/*
 * Crash safety of `npm start` on PGlite: a stream of inserts from several concurrent clients, a
 * SIGKILL once enough of them were acknowledged, a restart on the same DATA_DIR over the dead
 * process's lock file. Every insert answered 201 before the kill must be stored exactly once;
 * inserts cut off by the kill may be stored or not, but never twice; every row is valid and the
 * database answers normally. Three kill/restart cycles, then a clean SIGTERM.
 * (docs/decisions/007 explains why this holds for a process crash and not for power loss.)
 */

const CYCLES = 3;
/** Acknowledged inserts per cycle before the kill. */
const ACKNOWLEDGED_BEFORE_KILL = 300;
/** Concurrent clients, each sending its next insert as soon as the last one is answered. */
const CLIENTS = 8;

let root: string;
let dataDir: string;
let siteDir: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "chattobook-crash-"));
  dataDir = join(root, "data");
  siteDir = join(root, "site");
  mkdirSync(siteDir);
});
afterAll(async () => {
  await killStartedServers();
  rmSync(root, { recursive: true, force: true });
});

const start = () => startServer({ dataDir, siteDir, cwd: root });

const insert = (url: string, email: string) =>
  fetch(`${url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Crash Test",
      email,
      phone: "+1 555 0100",
      clinic_name: "Clinic",
      message: email,
    }),
  });

const SERVICE = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

async function readAll(url: string): Promise<StoredRow[]> {
  const response = await fetch(`${url}/rest/v1/contact_submissions?select=${STORED_COLUMNS}&order=id`, {
    headers: SERVICE,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredRow[];
}

/**
 * Sends inserts from CLIENTS concurrent loops until the server dies; SIGKILLs it as soon as
 * `ACKNOWLEDGED_BEFORE_KILL` have been answered 201. Records every e-mail sent and every one
 * acknowledged.
 */
async function insertThenKill(
  server: ServerProcess,
  cycle: number,
  sent: Set<string>,
  acknowledged: Set<string>,
): Promise<number> {
  let acknowledgedNow = 0;
  let killed = false;
  const client = async (id: number) => {
    for (let i = 0; ; i++) {
      const email = `crash-${cycle}-${id}-${i}@example.com`;
      sent.add(email);
      let status: number;
      try {
        const response = await insert(server.url, email);
        await response.arrayBuffer();
        status = response.status;
      } catch {
        if (killed) return; // refused or cut off by the kill: its fate is unknown, which is allowed
        throw new Error(`Insert ${email} failed before the kill:\n${server.output()}`);
      }
      if (status !== 201) throw new Error(`Insert ${email} answered ${status}`);
      acknowledged.add(email);
      if (++acknowledgedNow === ACKNOWLEDGED_BEFORE_KILL) {
        killed = true;
        // Each cycle lands the kill at another moment of the server's write loop: right as an
        // answer arrives, a loop turn later, or a few milliseconds into the next batches.
        const kill = () => server.child.kill("SIGKILL");
        if (cycle % 3 === 0) kill();
        else if (cycle % 3 === 1) setImmediate(kill);
        else setTimeout(kill, 3);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));
  return acknowledgedNow;
}

/** The restarted server holds every acknowledged row once, nothing unknown, all valid, and works. */
async function expectIntact(
  server: ServerProcess,
  sent: Set<string>,
  acknowledged: Set<string>,
): Promise<StoredRow[]> {
  const rows = await readAll(server.url);
  const emails = rows.map((row) => row.email);
  const counts = new Map<string, number>();
  for (const email of emails) counts.set(email, (counts.get(email) ?? 0) + 1);
  const duplicates = [...counts].filter(([, n]) => n > 1).map(([email]) => email);
  expect(duplicates, "e-mails stored more than once").toEqual([]);
  const lost = [...acknowledged].filter((email) => !counts.has(email));
  expect(lost, "acknowledged with 201 but not stored").toEqual([]);
  const unknown = emails.filter((email) => !sent.has(email));
  expect(unknown, "stored but never sent").toEqual([]);
  for (const row of rows) expectValidRow(row);

  // No corruption: the database answers counts, filters, health and new writes normally.
  const counted = await fetch(`${server.url}/rest/v1/contact_submissions?select=id&limit=1`, {
    headers: { ...SERVICE, Prefer: "count=exact" },
  });
  await counted.arrayBuffer();
  expect(counted.headers.get("content-range")?.split("/")[1]).toBe(String(rows.length));
  const [someEmail] = acknowledged;
  if (someEmail) {
    const found = await fetch(
      `${server.url}/rest/v1/contact_submissions?select=email&email=eq.${encodeURIComponent(someEmail)}`,
      { headers: SERVICE },
    );
    expect(await found.json()).toEqual([{ email: someEmail }]);
  }
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  return rows;
}

describe("SIGKILL in the middle of a stream of inserts", () => {
  it(
    `loses no acknowledged insert and duplicates none, over ${CYCLES} kill/restart cycles`,
    { timeout: 300_000 },
    async () => {
      const sent = new Set<string>();
      const acknowledged = new Set<string>();
      let server = await start();

      for (let cycle = 0; cycle < CYCLES; cycle++) {
        const acknowledgedNow = await insertThenKill(server, cycle, sent, acknowledged);
        expect(acknowledgedNow).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
        expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });

        // SIGKILL allows no clean-up: the lock file still names the dead process.
        const lock = join(dataDir, LOCK_FILE);
        expect(existsSync(lock)).toBe(true);
        expect((JSON.parse(readFileSync(lock, "utf8")) as { pid: number }).pid).toBe(server.pid);

        // The restart takes the stale lock over instead of refusing to start.
        server = await start();
        expect((JSON.parse(readFileSync(lock, "utf8")) as { pid: number }).pid).toBe(server.pid);
        const stored = new Set((await expectIntact(server, sent, acknowledged)).map((row) => row.email));
        const cutOff = [...sent].filter(
          (email) => email.startsWith(`crash-${cycle}-`) && !acknowledged.has(email),
        );
        console.log(
          `cycle ${cycle + 1}: SIGKILL after ${ACKNOWLEDGED_BEFORE_KILL} acknowledged inserts; ` +
            `${acknowledgedNow} acknowledged in all, each stored once; ` +
            `${cutOff.length} cut off by it, ${cutOff.filter((email) => stored.has(email)).length} of those stored`,
        );
      }

      // A write after the last crash works, and a clean stop still releases the lock.
      const email = "after-the-crashes@example.com";
      sent.add(email);
      expect((await insert(server.url, email)).status).toBe(201);
      acknowledged.add(email);
      await expectIntact(server, sent, acknowledged);
      server.child.kill("SIGTERM");
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    },
  );
});
