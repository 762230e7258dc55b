import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { LOCAL_ANON_KEY } from "#src/core/settings/local-dev-keys.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import { openPostgres } from "#server/db/postgres.ts";
import { deleteExpiredLeads } from "#server/db/retention.ts";
import { prepareOutbox } from "#server/lead-webhook/worker.ts";
import { runLeads, spawnLeads } from "#tests/support/leads-cli.ts";
import { killStartedServers, startServer } from "#tests/support/server-process.ts";
import { startReceiver } from "#tests/support/webhook-receiver.ts";
import { createThrowawayDatabase, postgresForTests } from "#tests/migration/postgres.ts";

const reachable = await postgresForTests();

/*
 * Erasure and retention erase the bytes (decision 072): after `npm run leads -- --erase` (on the
 * database itself, and through a running `npm start`, as an operator would) and after a retention
 * run, a lead's text is nowhere in DATA_DIR: not in the table's files, not in the webhook outbox's
 * (which copied it), not in the write-ahead log. Checked by reading
 * every byte of every file under DATA_DIR.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
afterAll(async () => {
  await killStartedServers();
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** The files under `dir` whose bytes contain `marker` (grep -r -a -l). */
function filesContaining(dir: string, marker: string): string[] {
  const needle = Buffer.from(marker);
  const found: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (readFileSync(file).includes(needle)) found.push(file.slice(dir.length + 1));
    }
  };
  walk(dir);
  return found;
}

/** A lead with a marker of its own in every text field. */
const leadWith = (marker: string) => ({
  name: `Zed Eraseme${marker}`,
  email: `zed${marker}@example.com`,
  phone: `+44 ${marker} ${marker}`,
  clinic_name: `Clinic${marker}`,
  message: `secret-marker-${marker}`,
});

/** Other leads around it, so the table has live rows before and after the erased one. */
const others = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Other ${i}`,
    email: `other${i}@example.com`,
    phone: "+1 202 555 0100",
    clinic_name: "Another clinic",
    message: "keep me ".repeat(40),
  }));

describe("erasure and retention leave no byte of the lead in DATA_DIR", () => {
  it("npm run leads -- --erase on the database itself", async () => {
    const dataDir = tempDir("chattobook-erase-direct-");
    const db = await openPglite({ dataDir });
    await migrate(db);
    await prepareOutbox(db);
    const insert = (row: object) =>
      db.transaction("anon", (tx) =>
        tx.query(
          "insert into public.contact_submissions (name, email, phone, clinic_name, message) select name, email, phone, clinic_name, message from json_populate_record(null::public.contact_submissions, $1::text::json)",
          [JSON.stringify(row)],
        ),
      );
    for (const row of others(20)) await insert(row);
    await insert(leadWith("7731"));
    for (const row of others(20)) await insert(row);
    // A copy in the webhook outbox too, as a server with LEAD_WEBHOOK_URL keeps until delivery.
    await db.transaction("owner", (tx) =>
      tx.query(
        "insert into local_private.lead_outbox (lead_id, payload) select id, jsonb_build_object('record', to_jsonb(c)) from public.contact_submissions c where email = 'zed7731@example.com'",
      ),
    );
    await db.close();
    expect(filesContaining(dataDir, "7731").length).toBeGreaterThan(0);

    const erased = await runLeads(["--erase", "zed7731@example.com", "--yes"], { DATA_DIR: dataDir });
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.stderr).toContain("Erased 1 lead and 1 webhook notification for zed7731@example.com.");
    expect(erased.stderr).toContain("the text is gone from the\ndatabase's files");
    expect(filesContaining(dataDir, "7731")).toEqual([]);
    // The other leads are all still there.
    const list = await runLeads(["--json"], { DATA_DIR: dataDir });
    expect((JSON.parse(list.stdout) as unknown[]).length).toBe(40);
  }, 120_000);

  it("through a running npm start, with the webhook on, and after it stops", async () => {
    const root = tempDir("chattobook-erase-server-");
    const dataDir = join(root, "data");
    const siteDir = join(root, "site");
    mkdirSync(siteDir);
    const hook = await startReceiver();
    try {
      const server = await startServer({
        dataDir,
        siteDir,
        cwd: root,
        env: { LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_MAX_PER_MINUTE: "6000" },
      });
      const post = (row: object) =>
        fetch(`${server.url}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
          body: JSON.stringify(row),
        });
      expect((await post(leadWith("8842"))).status).toBe(201);
      for (const row of others(5)) expect((await post(row)).status).toBe(201);
      // Delivered: the outbox cleared its copy of the payload (an old tuple version is left).
      await vi.waitFor(() => expect(hook.accepted().length).toBe(6), { timeout: 20_000, interval: 100 });

      const erased = await spawnLeads(["--erase", "zed8842@example.com", "--yes"], { DATA_DIR: dataDir });
      expect(erased.code, erased.stderr).toBe(0);
      expect(erased.stderr).toContain(`Reading through the running server at ${server.url}`);
      expect(erased.stderr).toContain("Erased 1 lead for zed8842@example.com.");
      // While the server still runs, and after it stops.
      expect(filesContaining(join(dataDir, "pglite"), "8842")).toEqual([]);
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
      expect(filesContaining(dataDir, "8842")).toEqual([]);
    } finally {
      await hook.close();
    }
  }, 120_000);

  it("a retention run", async () => {
    const dataDir = tempDir("chattobook-retention-");
    const db = await openPglite({ dataDir });
    await migrate(db);
    await prepareOutbox(db);
    for (const row of [...others(10), leadWith("9953")])
      await db.transaction("owner", (tx) =>
        tx.query(
          "insert into public.contact_submissions (name, email, phone, clinic_name, message) values ($1, $2, $3, $4, $5)",
          Object.values(row),
        ),
      );
    await db.transaction("owner", (tx) =>
      tx.query(
        "update public.contact_submissions set created_at = now() - interval '400 days' where email = 'zed9953@example.com'",
      ),
    );
    expect(filesContaining(dataDir, "9953").length).toBeGreaterThan(0);
    expect(await deleteExpiredLeads(db, 365)).toBe(1);
    expect(filesContaining(dataDir, "9953")).toEqual([]);
    await db.close();
    expect(filesContaining(dataDir, "9953")).toEqual([]);
  }, 120_000);

  it.runIf(reachable)(
    "on PostgreSQL, rewrites the lead tables (new files) after an erasure",
    async () => {
      const database = await createThrowawayDatabase("erasebytes");
      const db = await openPostgres({ connectionString: database.url });
      try {
        await migrate(db);
        await prepareOutbox(db);
        for (const row of [...others(3), leadWith("6164")])
          await db.transaction("owner", (tx) =>
            tx.query(
              "insert into public.contact_submissions (name, email, phone, clinic_name, message) values ($1, $2, $3, $4, $5)",
              Object.values(row),
            ),
          );
        const files = async () =>
          (
            await db.transaction("owner", (tx) =>
              tx.query<{ table: string; node: string }>(
                "select t as table, pg_relation_filenode(t::regclass)::text as node from unnest(array['public.contact_submissions', 'local_private.lead_outbox']) t",
              ),
            )
          ).rows;
        const before = await files();
        const erased = await runLeads(["--erase", "zed6164@example.com", "--yes"], {
          DATABASE_URL: database.url,
        });
        expect(erased.code, erased.stderr).toBe(0);
        expect(erased.stderr).toContain("The lead tables were rewritten (VACUUM FULL)");
        const after = await files();
        for (const [i, file] of after.entries()) expect(file.node).not.toBe(before[i]?.node);
      } finally {
        await db.close();
        await database.drop();
      }
    },
    120_000,
  );
});
