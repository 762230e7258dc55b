import { readFileSync } from "node:fs";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "#server/db/migrate.ts";
import { openPostgres } from "#server/db/postgres.ts";
import type { Database } from "#server/db/types.ts";
import { signPayload } from "#server/lead-webhook/worker.ts";
import { createThrowawayDatabase, postgresForTests, type ThrowawayDatabase } from "./postgres.ts";

/*
 * The Supabase-only recipes of supabase/extras/ on a real PostgreSQL 15. rate_limit.sql now only
 * tunes the limits the migrations install (tests/migration/lead-limits.test.ts runs those, and
 * the recipe); here it must still remove the hook a very early version installed.
 */

const reachable = await postgresForTests();
const RECIPE = readFileSync("supabase/extras/rate_limit.sql", "utf8");

let database: ThrowawayDatabase;
let db: Database;
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
