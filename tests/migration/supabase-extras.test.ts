import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/db/migrate.ts";
import { openPglite } from "../../server/db/pglite.ts";
import type { Database, Tx } from "../../server/db/types.ts";

/*
 * supabase/extras/rate_limit.sql is Supabase-only (PostgREST calls public.check_request() before
 * each request), but its logic is plain SQL: run it on the local database with the settings
 * PostgREST would set, and check it limits anonymous inserts per client address.
 */

let db: Database;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  await db.transaction("owner", async (tx) => {
    // Supabase has this role; the script configures it.
    await tx.exec("create role authenticator noinherit login");
    await tx.exec(readFileSync("supabase/extras/rate_limit.sql", "utf8"));
  });
}, 60_000);
afterAll(() => db?.close());

/** One API request as PostgREST runs it: its settings are local to the request's transaction. */
const request = (method: string, ip: string, role = "anon") =>
  db.transaction("owner", async (tx: Tx) => {
    await tx.query(
      "select set_config('request.method', $1, true), set_config('request.headers', $2, true), set_config('request.jwt.claims', $3, true)",
      [method, JSON.stringify({ "x-forwarded-for": `${ip}, 10.0.0.1` }), JSON.stringify({ role })],
    );
    await tx.query("select public.check_request()");
  });

describe("supabase/extras/rate_limit.sql", () => {
  it("allows 10 inserts per client per minute, then answers PostgREST's 429", async () => {
    for (let i = 0; i < 10; i++) await request("POST", "203.0.113.7");
    const refused = await request("POST", "203.0.113.7").then(
      () => undefined,
      (error: { code?: string; message?: string; detail?: string }) => error,
    );
    expect(refused?.code).toBe("PGRST");
    expect(JSON.parse(refused?.message ?? "{}")).toMatchObject({ code: "PGRST429" });
    expect(JSON.parse(refused?.detail ?? "{}")).toMatchObject({
      status: 429,
      headers: { "Retry-After": "60" },
    });
  });

  it("counts each client address separately and never limits reads or the service role", async () => {
    await expect(request("POST", "198.51.100.1")).resolves.toBeUndefined();
    for (let i = 0; i < 20; i++) await request("GET", "203.0.113.7");
    for (let i = 0; i < 20; i++) await request("POST", "203.0.113.7", "service_role");
  });

  it("points PostgREST's db_pre_request at the function", async () => {
    const { rows } = await db.transaction("owner", (tx) =>
      tx.query<{ setting: string }>(
        "select unnest(setconfig) as setting from pg_db_role_setting s join pg_roles r on r.oid = s.setrole where r.rolname = 'authenticator'",
      ),
    );
    expect(rows.map((r) => r.setting)).toContain("pgrst.db_pre_request=public.check_request");
  });
});
