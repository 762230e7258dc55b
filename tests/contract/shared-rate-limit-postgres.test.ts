import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { defaultConfig } from "#server/config.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPostgres } from "#server/db/postgres.ts";
import type { Database } from "#server/db/types.ts";
import { listen, type RunningServer } from "#server/http/listen.ts";
import {
  createThrowawayDatabase,
  postgresForTests,
  type ThrowawayDatabase,
} from "#tests/migration/postgres.ts";
import { CONTACT } from "./harness.ts";

/*
 * Security review 2026-11-25, M-3: several servers on one PostgreSQL share one limit only through
 * the database-side recipe (supabase/extras/rate_limit.sql), which counts by the request.headers
 * PostgREST sets. The local server sets them for anon lead inserts, so two instances behind one
 * proxy store at most 10 leads a minute from one client between them, and the trigger's 429
 * reaches the client as PostgREST would answer it.
 */

const reachable = await postgresForTests();
const RECIPE = readFileSync("supabase/extras/rate_limit.sql", "utf8");

describe.skipIf(!reachable)("the shared rate limit of rate_limit.sql, through two servers", () => {
  let database: ThrowawayDatabase;
  const databases: Database[] = [];
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createThrowawayDatabase("shared_limit");
    for (let n = 0; n < 2; n++) {
      const db = await openPostgres({ connectionString: database.url });
      databases.push(db);
      if (n === 0) {
        await migrate(db);
        await db.transaction("owner", (tx) => tx.exec(RECIPE));
      }
      // Each instance keeps its own in-memory limit of 10 a minute, which 7 or 8 leads never reach.
      const config = defaultConfig({ siteDir: "/nonexistent", logLevel: "silent", trustProxy: 1 });
      servers.push(await listen(createApp({ db, config }), { port: 0, host: "127.0.0.1" }));
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close(100)));
    await Promise.all(databases.map((db) => db.close()));
    await database?.drop();
  });

  it("stores 10 of 15 leads from one client alternating between them; the rest get PostgREST's 429", async () => {
    const answers: Response[] = [];
    for (let n = 0; n < 15; n++) {
      const server = servers[n % 2] as RunningServer;
      answers.push(
        await fetch(`${server.url}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: {
            apikey: defaultConfig().anonKey,
            "Content-Type": "application/json",
            "X-Forwarded-For": "203.0.113.200",
          },
          body: JSON.stringify({ ...CONTACT, email: `shared-${n}@example.com` }),
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    const refused = answers[14] as Response;
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({
      code: "PGRST429",
      message: "Too many requests",
      details: "Rate limit: at most 10 contact submissions per minute per client",
      hint: "Try again in a minute",
    });

    const [db] = databases as [Database];
    const counts = await db.transaction("owner", async (tx) => ({
      stored: (await tx.query<{ n: number }>("select count(*)::int as n from public.contact_submissions"))
        .rows[0]?.n,
      logged: (
        await tx.query<{ n: number }>(
          "select count(*)::int as n from private.contact_insert_log where client = '203.0.113.200'",
        )
      ).rows[0]?.n,
    }));
    expect(counts).toEqual({ stored: 10, logged: 10 });
  });
});
