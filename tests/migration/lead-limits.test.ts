import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "#server/db/types.ts";
import { openMigratedDatabase, postgresReachable } from "./postgres.ts";

/** A test only PostgreSQL can run (two sessions, its log): not defined at all for PGlite. */
const onPostgresOnly = (..._args: Parameters<typeof it>) => undefined;

/*
 * The limits the migrations put on anon's lead inserts (decision 070), run the way PostgREST runs
 * a request: one statement, as anon, with `request.headers` and `request.jwt.claims` set for the
 * transaction. On Supabase nothing else stands in front of the table, so these are the limits
 * there; `supabase db push` installs them. On PGlite and PostgreSQL 15.
 */

const postgresMissing = (await postgresReachable()) !== undefined;

const REQUEST_SETTINGS =
  "select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)";

/** A flood in one request: a PostgREST insert of a JSON array of `rows` leads of 1 KB each. */
const BULK_INSERT = `with body as (
    select json_agg(json_build_object('name', 'Spam ' || n, 'email', 'spam' || n || '@example.com',
      'phone', '+1 555 0100', 'clinic_name', repeat('C', 100), 'message', repeat('M', 1000))) as val
    from generate_series(1, $1) n)
  insert into public.contact_submissions (name, email, phone, clinic_name, message)
  select b.name, b.email, b.phone, b.clinic_name, b.message
  from body, lateral json_populate_recordset(null::public.contact_submissions, body.val) b`;

describe.each([
  { name: "PGlite", skip: false },
  { name: "PostgreSQL 15", skip: postgresMissing },
])("contact_submissions limits on $name", ({ name, skip }) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let url: string | undefined;

  beforeAll(async () => {
    if (skip) return;
    ({ db, cleanup, url } = await openMigratedDatabase(name, "leadlimits"));
  }, 60_000);
  afterAll(async () => {
    await cleanup?.();
  });

  const owner = async <T>(sql: string, params: unknown[] = []) =>
    (await db.transaction("owner", (tx) => tx.query<T>(sql, params))).rows;
  beforeEach(async () => {
    if (skip) return;
    await owner("delete from public.contact_submissions");
    await owner("delete from limits_private.quota");
  });

  interface Request {
    forwardedFor?: string;
    headers?: Record<string, string>;
    role?: "anon" | "service_role";
  }
  /** One API request inserting `rows` leads: "ok <n>", or the PostgREST code it raised. */
  const request = (rows: number, { forwardedFor = "203.0.113.7", headers, role = "anon" }: Request = {}) =>
    db
      .transaction(role, async (tx) => {
        await tx.query(REQUEST_SETTINGS, [
          JSON.stringify(headers ?? { "x-forwarded-for": forwardedFor }),
          JSON.stringify({ role }),
        ]);
        return (await tx.query(BULK_INSERT, [rows])).rowCount;
      })
      .then(
        (inserted) => `ok ${inserted}`,
        (error: { code?: string; message?: string }) =>
          error.code === "PGRST"
            ? (JSON.parse(error.message ?? "{}") as { code: string }).code
            : (error.code ?? String(error)),
      );
  const count = async () =>
    (await owner<{ n: number }>("select count(*)::int as n from public.contact_submissions"))[0]?.n;
  const clock = async () =>
    (await owner<{ minute: string }>("select date_trunc('minute', clock_timestamp())::text as minute"))[0]
      ?.minute;
  /** Runs `steps` within one clock minute (the windows'), from a clean table if a minute began. */
  async function inOneMinute(steps: () => Promise<void>) {
    for (let attempt = 0; ; attempt++) {
      const started = await clock();
      try {
        await steps();
        if ((await clock()) === started) return;
      } catch (error) {
        if ((await clock()) === started || attempt > 0) throw error;
      }
      await owner("delete from public.contact_submissions");
      await owner("delete from limits_private.quota");
    }
  }
  /** Sets one limit for the test, so a test needs no more rows than it is about. */
  const setLimits = (values: Record<string, number>) =>
    owner(
      `update limits_private.limits set ${Object.keys(values)
        .map((column, i) => `${column} = $${i + 1}`)
        .join(", ")} where target = 'contact_submissions'`,
      Object.values(values),
    );
  const DEFAULTS = {
    rows_per_request: 5,
    per_client_per_minute: 10,
    per_network_per_minute: 20,
    site_per_minute: 30,
  };
  afterAll(async () => {
    if (!skip) await setLimits(DEFAULTS);
  });

  it.skipIf(skip)("starts with the defaults the local server uses", async () => {
    expect(
      await owner(
        "select rows_per_request, per_client_per_minute, per_network_per_minute, site_per_minute from limits_private.limits where target = 'contact_submissions'",
      ),
    ).toEqual([DEFAULTS]);
  });

  it.skipIf(skip)(
    "refuses a 10,000-row request whole, with PostgREST's 413, storing nothing",
    async () => {
      expect(await request(10_000)).toBe("PGRST413");
      expect(await request(6)).toBe("PGRST413");
      expect(await count()).toBe(0);
      expect(await request(5)).toBe("ok 5");
      expect(await count()).toBe(5);
    },
    60_000,
  );

  it.skipIf(skip)("answers 413 and 429 in PostgREST's shape, with Retry-After until the minute ends", () =>
    inOneMinute(async () => {
      await request(5);
      await request(5);
      const refused = await db
        .transaction("anon", async (tx) => {
          await tx.query(REQUEST_SETTINGS, [
            JSON.stringify({ "x-forwarded-for": "203.0.113.7" }),
            JSON.stringify({ role: "anon" }),
          ]);
          await tx.query(BULK_INSERT, [1]);
        })
        .catch((error: { code: string; message: string; detail: string }) => error);
      if (!refused) throw new Error("the 11th row was stored");
      expect(refused.code).toBe("PGRST");
      expect(JSON.parse(refused.message)).toEqual({
        code: "PGRST429",
        message: "Too many requests",
        details: "Rate limit: at most 10 contact submissions per minute per client",
        hint: "Try again in a minute",
      });
      const detail = JSON.parse(refused.detail) as { status: number; headers: Record<string, string> };
      expect(detail.status).toBe(429);
      expect(Number(detail.headers["Retry-After"])).toBeGreaterThanOrEqual(1);
      expect(Number(detail.headers["Retry-After"])).toBeLessThanOrEqual(60);
    }),
  );

  it.skipIf(skip)("counts rows, not requests: 10 per client per minute, refused whole past it", () =>
    inOneMinute(async () => {
      expect(await request(5)).toBe("ok 5");
      expect(await request(4)).toBe("ok 4");
      expect(await request(2)).toBe("PGRST429");
      expect(await request(1)).toBe("ok 1");
      expect(await request(1)).toBe("PGRST429");
      expect(await count()).toBe(10);
      expect(await request(5, { forwardedFor: "203.0.113.8" })).toBe("ok 5");
    }),
  );

  it.skipIf(skip)(
    "keys the client by cf-connecting-ip when there is one, else the rightmost X-Forwarded-For entry",
    () =>
      inOneMinute(async () => {
        // The client writes the first entries; a fresh one on every request gains nothing.
        for (let i = 0; i < 2; i++)
          expect(await request(5, { forwardedFor: `198.51.100.${i}, 203.0.113.9` })).toBe("ok 5");
        expect(await request(1, { forwardedFor: "198.51.100.99, 203.0.113.9" })).toBe("PGRST429");
        // Cloudflare overwrites cf-connecting-ip: whatever X-Forwarded-For says, that is the client.
        const cloudflare = (forwardedFor: string) => ({
          headers: { "cf-connecting-ip": "192.0.2.44", "x-forwarded-for": forwardedFor },
        });
        for (let i = 0; i < 2; i++) expect(await request(5, cloudflare(`198.51.100.${i}`))).toBe("ok 5");
        expect(await request(1, cloudflare("198.51.100.77"))).toBe("PGRST429");
      }),
  );

  it.skipIf(skip)(
    "gives each IPv6 /64 a client's allowance and each /48 twice that: rotating /64s gains little",
    () =>
      inOneMinute(async () => {
        // Before: 300 /64s of one /48, 10 rows each, all stored. Now the /48 stops at 20.
        const answers: string[] = [];
        for (let i = 0; i < 30; i++)
          answers.push(await request(5, { forwardedFor: `2001:db8:1234:${i}::1` }));
        expect(answers.slice(0, 4)).toEqual(Array(4).fill("ok 5"));
        expect(answers.slice(4)).toEqual(Array(26).fill("PGRST429"));
        expect(await count()).toBe(20);
        // One /64 within it stays one client.
        expect(await request(5, { forwardedFor: "2001:db8:5678:1::1" })).toBe("ok 5");
        expect(await request(5, { forwardedFor: "2001:db8:5678:1:ffff::2" })).toBe("ok 5");
        expect(await request(1, { forwardedFor: "2001:db8:5678:1::3" })).toBe("PGRST429");
      }),
  );

  it.skipIf(skip)("stops everyone together at the site-wide ceiling, whatever the addresses", () =>
    inOneMinute(async () => {
      const answers: string[] = [];
      for (let i = 0; i < 10; i++) answers.push(await request(5, { forwardedFor: `198.51.100.${i + 10}` }));
      expect(answers).toEqual([...Array(6).fill("ok 5"), ...Array(4).fill("PGRST429")]);
      expect(await count()).toBe(30);
      const [site] = await owner<{ rows: number }>(
        "select rows from limits_private.quota where bucket = 'contact_submissions:site'",
      );
      expect(site?.rows).toBe(30);
      // The ceiling's own words, which the local server recognises to tell the owner.
      const refused = await db
        .transaction("anon", async (tx) => {
          await tx.query(REQUEST_SETTINGS, [
            JSON.stringify({ "x-forwarded-for": "198.51.100.200" }),
            JSON.stringify({ role: "anon" }),
          ]);
          await tx.query(BULK_INSERT, [1]);
        })
        .catch((error: { message: string }) => JSON.parse(error.message) as { details: string });
      expect(refused?.details).toBe(
        "Rate limit: at most 30 contact submissions per minute from all clients together",
      );
    }),
  );

  it.skipIf(skip)("refuses a request whole when it crosses a limit: nothing half-stored", () =>
    inOneMinute(async () => {
      await setLimits({ per_client_per_minute: 7 });
      try {
        expect(await request(5)).toBe("ok 5");
        expect(await request(5)).toBe("PGRST429");
        expect(await count()).toBe(5);
        expect(await request(2)).toBe("ok 2");
      } finally {
        await setLimits(DEFAULTS);
      }
    }),
  );

  it.skipIf(skip)("never limits the service role, or inserts outside an API request", () =>
    inOneMinute(async () => {
      expect(await request(50, { role: "service_role" })).toBe("ok 50");
      await owner(
        "insert into public.contact_submissions (name, email, phone, clinic_name) select 'A', 'a' || n || '@example.com', '+44 20 7946 0000', 'C' from generate_series(1, 40) n",
      );
      // …nor spends the anon quota of the address it came from, or the site's.
      expect(await request(5)).toBe("ok 5");
      expect(await request(5)).toBe("ok 5");
    }),
  );

  it.skipIf(skip)("keeps no client address past its minute; the site's count for a week", async () => {
    await request(1, { forwardedFor: "198.51.100.20" });
    await request(1, { forwardedFor: "2001:db8:9::1" });
    await owner("update limits_private.quota set minute = minute - interval '1 minute'");
    await request(1, { forwardedFor: "198.51.100.21" });
    const buckets = (
      await owner<{ bucket: string }>("select bucket from limits_private.quota order by bucket, minute")
    ).map((row) => row.bucket);
    expect(buckets).toEqual([
      "contact_submissions:client:198.51.100.21",
      "contact_submissions:site",
      "contact_submissions:site",
    ]);
    await owner("update limits_private.quota set minute = minute - interval '8 days'");
    await request(1, { forwardedFor: "198.51.100.22" });
    expect(await owner("select bucket from limits_private.quota order by bucket")).toEqual([
      { bucket: "contact_submissions:client:198.51.100.22" },
      { bucket: "contact_submissions:site" },
    ]);
  });

  it.skipIf(skip)("never fails on an address that does not parse: one shared bucket", () =>
    inOneMinute(async () => {
      expect(await request(5, { forwardedFor: "not-an-ip" })).toBe("ok 5");
      expect(await request(5, { headers: {} })).toBe("ok 5");
      expect(await request(1, { forwardedFor: "999.1.1.1" })).toBe("PGRST429");
    }),
  );

  it.skipIf(skip)("removes the trigger of the earlier supabase/extras/rate_limit.sql", async () => {
    const triggers = await owner<{ tgname: string }>(
      "select tgname from pg_trigger where tgrelid = 'public.contact_submissions'::regclass and not tgisinternal order by tgname",
    );
    expect(triggers.map((row) => row.tgname)).not.toContain("contact_submissions_rate_limit");
    expect(triggers.map((row) => row.tgname)).toEqual(
      expect.arrayContaining(["contact_submissions_count_statement", "contact_submissions_limit"]),
    );
  });

  (name === "PGlite" ? onPostgresOnly : it.skipIf(skip))(
    "lets only one of two concurrent requests take the last place",
    () =>
      inOneMinute(async () => {
        await request(5);
        await request(4);
        if (!url) throw new Error("no URL for the PostgreSQL database");
        const clients = [new pg.Client(url), new pg.Client(url)];
        await Promise.all(clients.map((client) => client.connect()));
        try {
          const [first, second] = clients as [pg.Client, pg.Client];
          const begin = async (client: pg.Client) => {
            await client.query("begin");
            await client.query("set local role anon");
            await client.query(REQUEST_SETTINGS, [
              JSON.stringify({ "x-forwarded-for": "203.0.113.7" }),
              JSON.stringify({ role: "anon" }),
            ]);
          };
          await begin(first);
          await begin(second);
          await first.query(BULK_INSERT, [1]);
          const secondInsert = second.query(BULK_INSERT, [1]).then(
            () => "ok",
            (error: { code?: string; message?: string }) =>
              error.code === "PGRST"
                ? (JSON.parse(error.message ?? "{}") as { code: string }).code
                : String(error),
          );
          // The second waits on the client's quota row while the first has not committed.
          await vi.waitFor(
            async () => {
              const rows = await owner<{ n: number }>(
                "select count(*)::int as n from pg_locks where not granted",
              );
              expect(rows[0]?.n).toBeGreaterThan(0);
            },
            { timeout: 10_000, interval: 20 },
          );
          await first.query("commit");
          expect(await secondInsert).toBe("PGRST429");
          await second.query("rollback");
        } finally {
          await Promise.all(clients.map((client) => client.end()));
        }
      }),
  );

  (name === "PGlite" ? onPostgresOnly : it.skipIf(skip))(
    "writes one line to the PostgreSQL log (Supabase's Postgres logs) when the ceiling fills",
    () =>
      inOneMinute(async () => {
        await setLimits({ site_per_minute: 3 });
        if (!url) throw new Error("no URL for the PostgreSQL database");
        const client = new pg.Client(url);
        await client.connect();
        const lines: string[] = [];
        client.on("notice", (notice) => lines.push(notice.message ?? ""));
        const insert = async (address: string) => {
          await client.query("begin");
          // What the server log receives, sent to this client too.
          await client.query("set local client_min_messages = log");
          await client.query("set local role anon");
          await client.query(REQUEST_SETTINGS, [
            JSON.stringify({ "x-forwarded-for": address }),
            JSON.stringify({ role: "anon" }),
          ]);
          const ok = await client.query(BULK_INSERT, [1]).then(
            () => true,
            () => false,
          );
          await client.query(ok ? "commit" : "rollback");
          return ok;
        };
        try {
          const stored = [];
          for (let i = 0; i < 5; i++) stored.push(await insert(`198.51.100.${i + 40}`));
          expect(stored).toEqual([true, true, true, false, false]);
          expect(lines).toEqual([
            "contact_submissions: the site-wide limit of 3 rows a minute was reached; more are refused until the minute ends",
          ]);
        } finally {
          await client.end();
          await setLimits(DEFAULTS);
        }
      }),
  );

  it.skipIf(skip)("is tuned by supabase/extras/rate_limit.sql, which is safe to rerun", async () => {
    const recipe = readFileSync("supabase/extras/rate_limit.sql", "utf8");
    await db.transaction("owner", (tx) => tx.exec(recipe));
    await db.transaction("owner", (tx) => tx.exec(recipe));
    expect(
      await owner(
        "select rows_per_request, per_client_per_minute, per_network_per_minute, site_per_minute from limits_private.limits where target = 'contact_submissions'",
      ),
    ).toEqual([DEFAULTS]);
  });
});
