import { readFileSync } from "node:fs";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { openPostgres } from "#server/db/postgres.ts";
import type { Database } from "#server/db/types.ts";
import { signPayload } from "#server/lead-webhook/worker.ts";
import { createThrowawayDatabase, postgresForTests, type ThrowawayDatabase } from "./postgres.ts";

/*
 * supabase/extras/rate_limit.sql on a real PostgreSQL 15, with the settings PostgREST sets for a
 * request (request.headers, request.jwt.claims, local to the transaction) and the role it
 * switches to: rows are counted, not requests; the client is the rightmost X-Forwarded-For entry;
 * a value that is not an address never breaks an insert; the service role and inserts outside a
 * request are not limited; and two concurrent requests cannot both take the last place.
 */

const reachable = await postgresForTests();
const RECIPE = readFileSync("supabase/extras/rate_limit.sql", "utf8");

let database: ThrowawayDatabase;
let db: Database;
let serial = 0;

/** PostgREST's request settings, as set_config(…, true) calls. */
const REQUEST_SETTINGS =
  "select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)";
const requestSettings = (forwardedFor: string | undefined, role: string) => [
  JSON.stringify(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }),
  JSON.stringify({ role }),
];
const INSERT = `insert into public.contact_submissions (name, email, phone, clinic_name)
  select 'Lead', 'lead' || n || '-' || $1 || '@example.com', '1', 'Clinic' from generate_series(1, $2) n`;

/** One API insert of `rows` rows: "ok" or the PostgREST error code it raised. */
const request = (forwardedFor: string | undefined, rows = 1, role: "anon" | "service_role" = "anon") =>
  db
    .transaction(role, async (tx) => {
      await tx.query(REQUEST_SETTINGS, requestSettings(forwardedFor, role));
      await tx.query(INSERT, [++serial, rows]);
    })
    .then(
      () => "ok",
      (error: { code?: string; message?: string }) =>
        error.code === "PGRST" ? (JSON.parse(error.message ?? "{}") as { code: string }).code : String(error),
    );

describe.skipIf(!reachable)("supabase/extras/rate_limit.sql", () => {
  beforeAll(async () => {
    database = await createThrowawayDatabase("ratelimit");
    db = await openPostgres({ connectionString: database.url });
    await migrate(db);
    await db.transaction("owner", async (tx) => {
      // Supabase has this role, configured with the previous recipe's hook, which this one removes.
      await tx.exec(`
        do $$ begin
          if not exists (select from pg_roles where rolname = 'authenticator') then
            create role authenticator noinherit login;
          end if;
        end $$;
        alter role authenticator in database "${new URL(database.url).pathname.slice(1)}" set pgrst.db_pre_request = 'other';
        alter role authenticator set pgrst.db_pre_request = 'public.check_request';`);
      await tx.exec(RECIPE);
      await tx.exec(RECIPE); // Rerunning it is safe.
    });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it("counts rows, not requests: 10 per client per minute, then PostgREST's 429", async () => {
    expect(await request("203.0.113.1", 5)).toBe("ok");
    expect(await request("203.0.113.1", 5)).toBe("ok");
    expect(await request("203.0.113.1", 1)).toBe("PGRST429");
    // A refused request stores nothing, not even its first rows.
    expect(await request("203.0.113.2", 11)).toBe("PGRST429");
    expect(await request("203.0.113.2", 10)).toBe("ok");
  });

  it("answers with status 429 and Retry-After, as PostgREST reads them", async () => {
    for (let i = 0; i < 10; i++) await request("203.0.113.3");
    const error = await db
      .transaction("anon", async (tx) => {
        await tx.query(REQUEST_SETTINGS, requestSettings("203.0.113.3", "anon"));
        await tx.query(INSERT, [++serial, 1]);
      })
      .catch((caught: { code?: string; detail?: string }) => caught);
    expect(error).toMatchObject({ code: "PGRST" });
    expect(JSON.parse((error as { detail: string }).detail)).toEqual({
      status: 429,
      headers: { "Retry-After": "60" },
    });
  });

  it("keys the client by the rightmost X-Forwarded-For entry, which the gateway appended", async () => {
    // The client writes the first entries; a fresh one on every request gains nothing.
    for (let i = 0; i < 10; i++) expect(await request(`198.51.100.${i}, 203.0.113.4`)).toBe("ok");
    expect(await request("198.51.100.99, 203.0.113.4")).toBe("PGRST429");
    expect(await request("203.0.113.4, 203.0.113.5")).toBe("ok");
  });

  it("counts IPv6 clients per /64", async () => {
    for (let i = 1; i <= 10; i++) expect(await request(`2001:db8:1:2::${i.toString(16)}`)).toBe("ok");
    expect(await request("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("PGRST429");
    expect(await request("2001:db8:1:3::1")).toBe("ok");
  });

  it("never fails on an entry that is not an address: one shared bucket, service role unaffected", async () => {
    expect(await request("not-an-ip", 1, "service_role")).toBe("ok");
    for (let i = 0; i < 10; i++)
      expect(await request(i % 2 ? "not-an-ip" : "203.0.113.6, 999.1.1.1")).toBe("ok");
    expect(await request("")).toBe("PGRST429");
    expect(await request("garbage", 1, "service_role")).toBe("ok");
  });

  it("never limits the service role, or inserts outside an API request", async () => {
    expect(await request("203.0.113.7", 30, "service_role")).toBe("ok");
    for (let i = 0; i < 3; i++) {
      await db.transaction("owner", (tx) => tx.query(INSERT, [++serial, 10]));
    }
  });

  it("keeps no client's address past the window, even a client that never comes back", async () => {
    expect(await request("198.51.100.200")).toBe("ok");
    const clients = async () =>
      (
        await db.transaction("owner", (tx) =>
          tx.query<{ client: string }>("select distinct client from private.contact_insert_log"),
        )
      ).rows.map((row) => row.client);
    expect(await clients()).toContain("198.51.100.200");
    await db.transaction("owner", (tx) =>
      tx.query("update private.contact_insert_log set inserted_at = inserted_at - interval '61 seconds'"),
    );
    expect(await request("198.51.100.201")).toBe("ok");
    expect(await clients()).toEqual(["198.51.100.201"]);
  });

  it("lets only one of two concurrent requests take the last place", async () => {
    for (let i = 0; i < 9; i++) await request("203.0.113.8");
    const clients = [new pg.Client(database.url), new pg.Client(database.url)];
    await Promise.all(clients.map((client) => client.connect()));
    try {
      const [first, second] = clients as [pg.Client, pg.Client];
      const begin = async (client: pg.Client) => {
        await client.query("begin");
        await client.query("set local role anon");
        await client.query(REQUEST_SETTINGS, requestSettings("203.0.113.8", "anon"));
      };
      await begin(first);
      await begin(second);
      await first.query(INSERT, [++serial, 1]);
      const secondInsert = second.query(INSERT, [++serial, 1]).then(
        () => "ok",
        (error: { code?: string; message?: string }) =>
          error.code === "PGRST"
            ? (JSON.parse(error.message ?? "{}") as { code: string }).code
            : String(error),
      );
      // The second waits on the client's lock while the first has not committed.
      await vi.waitFor(
        async () => {
          const { rows } = await db.transaction("owner", (tx) =>
            tx.query<{ n: number }>(
              "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
            ),
          );
          expect(rows[0]?.n).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      await first.query("commit");
      expect(await secondInsert).toBe("PGRST429");
      await second.query("rollback");
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it("removes the previous recipe's db_pre_request hook, and leaves others alone", async () => {
    const { rows } = await db.transaction("owner", (tx) =>
      tx.query<{ setting: string; database: boolean }>(
        `select unnest(setconfig) as setting, setdatabase <> 0 as database
         from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
         where r.rolname = 'authenticator'
           and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))`,
      ),
    );
    expect(rows).toEqual([{ setting: "pgrst.db_pre_request=other", database: true }]);
  });

  /*
   * supabase/extras/lead_webhook.sql needs pg_net and Vault, which a plain PostgreSQL lacks; its
   * signature is a function of its own, run here as written and checked the way a receiver checks
   * it, with the standardwebhooks package, and against the local server's signature.
   */
  describe("and lead_webhook.sql signs as Standard Webhooks", () => {
    const file = readFileSync("supabase/extras/lead_webhook.sql", "utf8");
    const start = file.indexOf("create or replace function private.standard_webhook_signature");
    const end = file.indexOf("create or replace function private.notify_lead_webhook");
    const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

    it("produces a webhook-signature the standardwebhooks package verifies", async () => {
      const signature = await db.transaction("owner", async (tx) => {
        await tx.exec(
          "create schema if not exists extensions; create extension if not exists pgcrypto with schema extensions; create schema if not exists private;",
        );
        await tx.exec(file.slice(start, end));
        // The body as pg_net sends it: the jsonb payload's text, with a non-ASCII name.
        const { rows } = await tx.query<{ body: string; signature: string }>(
          `select payload::text as body, private.standard_webhook_signature($1, 'msg_abc', '1700000000', payload::text) as signature
         from (select jsonb_build_object('type', 'INSERT', 'record', jsonb_build_object('name', 'Zoë 😀')) as payload) p`,
          [SECRET],
        );
        return rows[0];
      });
      if (!signature) throw new Error("no row");
      expect(signature.signature).toBe(signPayload(SECRET, "msg_abc", "1700000000", signature.body));
      const now = String(Math.floor(Date.now() / 1000));
      const fresh = await db.transaction("owner", (tx) =>
        tx.query<{ signature: string }>(
          "select private.standard_webhook_signature($1, 'msg_abc', $2, $3) as signature",
          [SECRET, now, signature.body],
        ),
      );
      expect(
        new Webhook(SECRET).verify(signature.body, {
          "webhook-id": "msg_abc",
          "webhook-timestamp": now,
          "webhook-signature": fresh.rows[0]?.signature ?? "",
        }),
      ).toMatchObject({ type: "INSERT" });
    });
  });
});
