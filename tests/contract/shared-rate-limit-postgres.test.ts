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
 * Several servers on one PostgreSQL share one limit through the database's own (the migrations',
 * decision 070), which counts by the request.headers PostgREST sets. The local server sets them
 * for anon lead inserts, so two instances behind one proxy store at most 10 leads a minute from
 * one client between them, and the trigger's 429 reaches the client as PostgREST would answer it.
 */

const reachable = await postgresForTests();

describe.skipIf(!reachable)("the database's lead limit, shared by two servers", () => {
  let database: ThrowawayDatabase;
  const databases: Database[] = [];
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await createThrowawayDatabase("shared_limit");
    for (let n = 0; n < 2; n++) {
      const db = await openPostgres({ connectionString: database.url });
      databases.push(db);
      if (n === 0) await migrate(db);
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
    const [db] = databases as [Database];
    const minute = async () =>
      (
        await db.transaction("owner", (tx) =>
          tx.query<{ m: string }>("select date_trunc('minute', clock_timestamp())::text as m"),
        )
      ).rows[0]?.m;
    // The database counts per clock minute: a run that straddles two is run again, from scratch, as
    // another client (each server's own limit still counts the first client's requests).
    let answers: Response[] = [];
    let client = "";
    for (let attempt = 0; attempt < 2; attempt++) {
      client = `203.0.113.${200 + attempt}`;
      await db.transaction("owner", (tx) =>
        tx.exec("delete from public.contact_submissions; delete from limits_private.quota"),
      );
      const started = await minute();
      answers = [];
      for (let n = 0; n < 15; n++) {
        const server = servers[n % 2] as RunningServer;
        answers.push(
          await fetch(`${server.url}/rest/v1/contact_submissions`, {
            method: "POST",
            headers: {
              apikey: defaultConfig().anonKey,
              "Content-Type": "application/json",
              "X-Forwarded-For": client,
            },
            body: JSON.stringify({ ...CONTACT, email: `shared-${n}@example.com` }),
          }),
        );
      }
      if ((await minute()) === started) break;
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    const refused = answers[14] as Response;
    // Until the database's minute ends.
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({
      code: "PGRST429",
      message: "Too many requests",
      details: "Rate limit: at most 10 contact submissions per minute per client",
      hint: "Try again in a minute",
    });

    const counts = await db.transaction("owner", async (tx) => ({
      stored: (await tx.query<{ n: number }>("select count(*)::int as n from public.contact_submissions"))
        .rows[0]?.n,
      counted: (
        await tx.query<{ n: number }>("select rows as n from limits_private.quota where bucket = $1", [
          `contact_submissions:client:${client}`,
        ])
      ).rows[0]?.n,
    }));
    expect(counts).toEqual({ stored: 10, counted: 10 });
  });
});
