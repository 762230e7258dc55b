import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { defaultConfig } from "#server/config.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPostgres } from "#server/db/postgres.ts";
import type { Database } from "#server/db/types.ts";
import {
  createThrowawayDatabase,
  postgresReachable,
  unreachableMessage,
  type ThrowawayDatabase,
} from "#tests/migration/postgres.ts";
import { CONTACT } from "./harness.ts";

/*
 * The same REST contract with DATABASE_URL, i.e. node-postgres against a real PostgreSQL 15,
 * driven through app.request() without opening a port. The full client suite runs on PGlite; this
 * proves the other adapter answers the same way for the cases the page and the provider rely on.
 */

const unreachable = await postgresReachable();
if (unreachable) console.warn(unreachableMessage(unreachable));
if (unreachable && process.env.CI) {
  it("PostgreSQL is reachable (required in CI)", () => {
    throw new Error(unreachableMessage(unreachable));
  });
}

describe.skipIf(unreachable !== undefined)("the REST API over PostgreSQL 15", () => {
  let database: ThrowawayDatabase;
  let db: Database;
  const config = defaultConfig({ siteDir: "/nonexistent", rateLimitPerMinute: 0, logLevel: "silent" });
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await createThrowawayDatabase("rest");
    db = await openPostgres({ connectionString: database.url });
    await migrate(db);
    app = createApp({ db, config });
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  const request = (
    method: string,
    query: string,
    key: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.request(`/rest/v1/contact_submissions${query}`, {
      method,
      headers: { apikey: key, "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("inserts with the anon key (201, no body) and stores trimmed values", async () => {
    const response = await request("POST", "", config.anonKey, { ...CONTACT, name: " Ada ", message: "" });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
    const read = await request("GET", "?select=name,message&email=eq.ada@example.com", config.serviceRoleKey);
    expect(await read.json()).toEqual([{ name: "Ada", message: null }]);
  });

  it("answers violations and RLS with PostgREST's codes and statuses", async () => {
    const check = await request("POST", "", config.anonKey, { ...CONTACT, phone: "1".repeat(21) });
    expect(check.status).toBe(400);
    expect(await check.json()).toMatchObject({ code: "23514" });
    const nul = await request("POST", "", config.anonKey, { ...CONTACT, name: "a\u0000b" });
    expect(await nul.json()).toMatchObject({ code: "22P05" });
    const rls = await request("POST", "", config.anonKey, CONTACT, { Prefer: "return=representation" });
    expect(rls.status).toBe(401);
    expect(await rls.json()).toMatchObject({ code: "42501" });
  });

  it("returns no rows to anon, and ordered, limited rows to the service key", async () => {
    await request("POST", "", config.anonKey, [
      { ...CONTACT, email: "b@example.com" },
      { ...CONTACT, email: "c@example.com" },
    ]);
    const anon = await request("GET", "", config.anonKey);
    expect(await anon.json()).toEqual([]);
    const service = await request("GET", "?select=id,email&order=id.desc&limit=2", config.serviceRoleKey);
    expect(service.headers.get("content-range")).toBe("0-1/*");
    const rows = (await service.json()) as Array<{ id: number; email: string }>;
    expect(rows.map((row) => row.email)).toEqual(["c@example.com", "b@example.com"]);
    expect(typeof rows[0]?.id).toBe("number");
  });

  it("renders timestamps in UTC like Supabase", async () => {
    const response = await request("GET", "?select=created_at&limit=1", config.serviceRoleKey);
    const [row] = (await response.json()) as Array<{ created_at: string }>;
    expect(row?.created_at).toMatch(/\+00:00$/);
  });
});
