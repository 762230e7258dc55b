import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/types.ts";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { openMigratedDatabase, postgresReachable } from "./postgres.ts";

/*
 * The database limits anon's analytics inserts itself, as it must on Supabase, where nothing else
 * stands in front of the table (decisions 048 and 070). Each insert runs the way PostgREST runs
 * one request: one statement, as the key's role, with `request.headers` (and
 * `request.jwt.claims`) set for the transaction. On PGlite and PostgreSQL 15.
 */

const postgresMissing = (await postgresReachable()) !== undefined;

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const REQUEST_SETTINGS =
  "select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)";

/** The site's routes, from the locales the site is built in (English unprefixed). */
const SITE_PATHS = SUPPORTED_LOCALES.flatMap((locale) => {
  const prefix = locale === DEFAULT_LOCALE ? "/" : `/${locale}/`;
  return [prefix, `${prefix}privacy/`];
});

describe.each([
  { name: "PGlite", skip: false },
  { name: "PostgreSQL 15", skip: postgresMissing },
])("analytics_events limits on $name", ({ name, skip }) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (skip) return;
    ({ db, cleanup } = await openMigratedDatabase(name, "analyticslimits"));
  }, 60_000);
  afterAll(async () => {
    await cleanup?.();
  });

  const owner = async <T>(sql: string, params: unknown[] = []) =>
    (await db.transaction("owner", (tx) => tx.query<T>(sql, params))).rows;
  beforeEach(async () => {
    if (skip) return;
    await owner("delete from public.analytics_events");
    await owner("delete from limits_private.quota");
    await owner("delete from analytics_private.daily_visitors");
  });

  interface Request {
    forwardedFor?: string;
    role?: "anon" | "service_role";
    userAgent?: string;
  }
  /** One API request inserting `rows` copies of `event`: "ok" and the count, or the error code. */
  const request = (
    rows: number,
    { forwardedFor = "203.0.113.7", role = "anon", userAgent = BROWSER }: Request = {},
    event: { name?: string; path?: string; metric?: string; value?: number } = {},
  ) =>
    db
      .transaction(role, async (tx) => {
        await tx.query(REQUEST_SETTINGS, [
          JSON.stringify({ "user-agent": userAgent, "x-forwarded-for": forwardedFor }),
          JSON.stringify({ role }),
        ]);
        return (
          await tx.query(
            `insert into public.analytics_events (name, path, locale, metric, value)
             select $2, $3, 'en', $4, $5 from generate_series(1, $1)`,
            [rows, event.name ?? "pageview", event.path ?? "/", event.metric ?? null, event.value ?? null],
          )
        ).rowCount;
      })
      .then(
        (inserted) => `ok ${inserted}`,
        (error: { code?: string; message?: string }) =>
          error.code === "PGRST"
            ? (JSON.parse(error.message ?? "{}") as { code: string }).code
            : (error.code ?? String(error)),
      );
  const clock = async () =>
    (await owner<{ minute: string }>("select date_trunc('minute', clock_timestamp())::text as minute"))[0]
      ?.minute;
  /**
   * Runs `steps` within one clock minute (the limit's window): if a minute began meanwhile, its
   * counts were split over two windows, so the steps run again from a clean table.
   */
  async function inOneMinute(steps: () => Promise<void>) {
    for (let attempt = 0; ; attempt++) {
      const started = await clock();
      try {
        await steps();
        if ((await clock()) === started) return;
      } catch (error) {
        if ((await clock()) === started || attempt > 0) throw error;
      }
      await owner("delete from public.analytics_events");
      await owner("delete from limits_private.quota");
    }
  }
  const count = async () =>
    (await owner<{ n: number }>("select count(*)::int as n from public.analytics_events"))[0]?.n;
  const paths = async () =>
    (await owner<{ path: string }>("select path from public.analytics_events order by id")).map(
      (row) => row.path,
    );

  it.skipIf(skip)(
    "refuses a replayed 100,000-row request as a whole, with PostgREST's 413",
    async () => {
      expect(await request(100_000)).toBe("PGRST413");
      expect(await request(61)).toBe("PGRST413");
      expect(await count()).toBe(0);
      expect(await request(60)).toBe("ok 60");
      expect(await count()).toBe(60);
    },
    60_000,
  );

  it.skipIf(skip)(
    "stores 60 rows per client per minute and drops the rest silently; other clients are unaffected",
    () =>
      inOneMinute(async () => {
        const answers = [];
        for (let i = 0; i < 70; i++) answers.push(await request(1));
        expect(answers.slice(0, 60).every((answer) => answer === "ok 1")).toBe(true);
        // Beacons never retry: past the limit a row is dropped as a robot's is, without an error.
        expect(answers.slice(60)).toEqual(Array(10).fill("ok 0"));
        expect(await request(5)).toBe("ok 0");
        expect(await count()).toBe(60);
        // The client is the rightmost X-Forwarded-For entry: earlier ones are the client's own word.
        expect(await request(1, { forwardedFor: "198.51.100.1, 203.0.113.7" })).toBe("ok 0");
        expect(await request(3, { forwardedFor: "203.0.113.7, 203.0.113.8" })).toBe("ok 3");
        expect(await count()).toBe(63);
      }),
    60_000,
  );

  it.skipIf(skip)("counts IPv6 clients per /64, and every unparseable address in one bucket", () =>
    inOneMinute(async () => {
      expect(await request(40, { forwardedFor: "2001:db8:1:2::1" })).toBe("ok 40");
      expect(await request(40, { forwardedFor: "2001:db8:1:2:ffff::9" })).toBe("ok 20");
      expect(await request(5, { forwardedFor: "2001:db8:1:3::1" })).toBe("ok 5");
      expect(await request(50, { forwardedFor: "not-an-address" })).toBe("ok 50");
      expect(await request(50, { forwardedFor: "999.1.1.1" })).toBe("ok 10");
    }),
  );

  it.skipIf(skip)("never limits the service role", () =>
    inOneMinute(async () => {
      expect(await request(200, { role: "service_role" })).toBe("ok 200");
      for (let i = 0; i < 3; i++) expect(await request(60, { role: "service_role" })).toBe("ok 60");
      expect(await count()).toBe(380);
      // …nor spends the anon quota of the address it came from.
      expect(await request(60)).toBe("ok 60");
    }),
  );

  it.skipIf(skip)("lets robots spend none of a client's quota", () =>
    inOneMinute(async () => {
      for (let i = 0; i < 3; i++) expect(await request(60, { userAgent: "curl/8.5.0" })).toBe("ok 0");
      expect(await request(60)).toBe("ok 60");
    }),
  );

  it.skipIf(skip)("keeps no client address past its minute", async () => {
    await request(1, { forwardedFor: "198.51.100.20" });
    await request(1, { forwardedFor: "198.51.100.21" });
    // Pretend those were sent in an earlier minute: the next client's first row clears them.
    await owner("update limits_private.quota set minute = minute - interval '1 minute'");
    await request(1, { forwardedFor: "198.51.100.22" });
    expect(await owner("select bucket from limits_private.quota where bucket like '%:client:%'")).toEqual([
      { bucket: "analytics_events:client:198.51.100.22" },
    ]);
    // And the earlier minute's count no longer holds anyone back.
    await owner("update limits_private.quota set rows = 60, minute = minute - interval '1 minute'");
    expect(await request(1, { forwardedFor: "198.51.100.22" })).toBe("ok 1");
  });

  it.skipIf(skip)("gives an IPv6 /48 twice a client's allowance, and everyone together a ceiling", () =>
    inOneMinute(async () => {
      // Before: 300 /64s of one /48 stored 18,060 rows. Now the /48 stops at 120.
      let stored = 0;
      for (let i = 0; i < 5; i++) {
        const answer = await request(60, { forwardedFor: `2001:db8:1234:${i}::1` });
        stored += Number(answer.replace("ok ", ""));
      }
      expect(stored).toBe(120);
      // Past the site-wide ceiling (300 a minute) rows from any address are dropped.
      for (let i = 0; i < 6; i++) await request(60, { forwardedFor: `198.51.100.${i + 100}` });
      expect(await count()).toBe(300);
      expect(await request(1, { forwardedFor: "192.0.2.1" })).toBe("ok 0");
    }),
  );

  it.skipIf(skip)(
    "stores a path that looks like a page, a new page's too; anything else as '/other', never verbatim",
    async () => {
      const pages = [
        ...SITE_PATHS,
        "/fr/",
        "/fr/privacy/",
        "/de-ch/pricing/",
        "/blog/2026/",
        "/es/casos-de-exito/",
      ];
      for (const path of pages) expect(await request(1, {}, { path })).toBe("ok 1");
      for (const path of [
        "/privacy",
        "/es",
        "/ann.smith@example.com/+1-555-0100/DOB-1980-01-02",
        "/ann%40example.com/",
        "/555-0100/",
        "/call/555/0100/",
        "/404.html",
        "/ES/",
        "/privacy//",
        "/a/b/c/d/e/",
        `/${"x".repeat(120)}/`,
      ]) {
        expect(await request(1, {}, { path })).toBe("ok 1");
      }
      expect(await paths()).toEqual([...pages, "/privacy/", "/es/", ...Array(9).fill("/other")]);
      // A query string or fragment is refused, as before: the page sends location.pathname only.
      expect(await request(1, {}, { path: "/?email=ann@example.com" })).toBe("23514");
      expect(await request(1, {}, { path: "/#top" })).toBe("23514");
      // (The visitor hash is hex and may hold any digits; every other column is checked.)
      const stored = JSON.stringify(
        await owner(
          "select name, path, locale, referrer_host, target, metric, value from public.analytics_events",
        ),
      );
      for (const text of ["ann", "555", "0100"]) expect(stored).not.toContain(text);
    },
  );

  it.skipIf(skip)(
    "takes any well-shaped locale code, a language yet to come too, and refuses others",
    async () => {
      const locale = (code: string) =>
        db
          .transaction("anon", async (tx) => {
            await tx.query(REQUEST_SETTINGS, [
              JSON.stringify({ "user-agent": BROWSER, "x-forwarded-for": "192.0.2.9" }),
              JSON.stringify({ role: "anon" }),
            ]);
            await tx.query(
              "insert into public.analytics_events (name, path, locale) values ('pageview', '/', $1)",
              [code],
            );
          })
          .then(
            () => "ok",
            (error: { code?: string }) => error.code,
          );
      for (const code of [...SUPPORTED_LOCALES, "fr", "de-ch", "zh-hant-tw"])
        expect(await locale(code)).toBe("ok");
      for (const code of ["EN", "pt_BR", "", "<script>", "e", "english"])
        expect(await locale(code)).toBe("23514");
    },
  );

  it.skipIf(skip)("drops Web Vitals no real page load reports, and keeps plausible ones", async () => {
    const vital = (metric: string, value: number) => request(1, {}, { name: "web_vital", metric, value });
    expect(await vital("LCP", 599_999)).toBe("ok 0");
    expect(await vital("LCP", 60_001)).toBe("ok 0");
    expect(await vital("INP", 120_000)).toBe("ok 0");
    expect(await vital("CLS", 7)).toBe("ok 0");
    expect(await vital("LCP", 60_000)).toBe("ok 1");
    expect(await vital("TTFB", 0)).toBe("ok 1");
    expect(await vital("CLS", 0.3)).toBe("ok 1");
    // Malformed values are still refused, not dropped.
    expect(await vital("LCP", -1)).toBe("23514");
    expect(await count()).toBe(3);
  });

  it.skipIf(skip)("aggregates the report of npm run stats, for the service role only", async () => {
    await request(2);
    await request(1, { forwardedFor: "198.51.100.30" }, { path: "/es/" });
    await owner(
      "insert into public.contact_submissions (name, email, phone, clinic_name, locale) values ('Lead', 'report@example.com', '+44 20 7946 0000', 'Clinic', 'en')",
    );
    const report = (role: "anon" | "service_role") =>
      db
        .transaction(role, (tx) =>
          tx.query<{ report: { totals: object[]; daily: object[] } }>(
            "select public.analytics_report(current_date, current_date) as report",
          ),
        )
        .then(
          (result) => result.rows[0]?.report,
          (error: { code?: string }) => error.code,
        );
    expect(await report("anon")).toBe("42501");
    const built = await report("service_role");
    if (typeof built !== "object") throw new Error(String(built));
    expect(built.totals).toEqual(
      expect.arrayContaining([
        { locale: null, visitors: 2, pageviews: 3, clicking_visitors: 0, leads: 1 },
        { locale: "en", visitors: 2, pageviews: 3, clicking_visitors: 0, leads: 1 },
      ]),
    );
    expect(built.daily).toEqual([expect.objectContaining({ visitors: 2, pageviews: 3, leads: 1 })]);
    await owner("delete from public.contact_submissions");
  });

  const report = async () =>
    (
      await db.transaction("service_role", (tx) =>
        tx.query<{
          report: {
            totals: Array<{ locale: string | null; visitors: number }>;
            vitals: Array<{ locale: string | null; metric: string; p75: number; samples: number }>;
          };
        }>("select public.analytics_report(current_date, current_date) as report"),
      )
    ).rows[0]?.report;

  it.skipIf(skip)(
    "counts one client as at most 20 visitors a day, however many User-Agents it sends",
    async () => {
      // Before: 70 page views with 70 User-Agents from one address made 53 visitors.
      for (let i = 0; i < 30; i++) await request(1, { userAgent: `${BROWSER} Rotated/${i}` });
      // People behind another address are counted as before.
      for (let i = 0; i < 3; i++)
        await request(1, { forwardedFor: "198.51.100.60", userAgent: `${BROWSER} Other/${i}` });
      expect(await count()).toBe(33);
      const all = (await report())?.totals.find((row) => row.locale === null);
      expect(all?.visitors).toBe(21 + 3);
      // The pairs are kept for the day only, as the salt is.
      await owner("update analytics_private.daily_visitors set day = day - 1");
      await db.transaction("service_role", (tx) => tx.query("select public.analytics_forget_old_salts()"));
      expect(await owner("select * from analytics_private.daily_visitors")).toEqual([]);
    },
  );

  it.skipIf(skip)(
    "takes one Web Vital sample per visitor: one visitor's forged values do not set the p75",
    async () => {
      for (let i = 0; i < 4; i++)
        await request(
          1,
          { forwardedFor: `198.51.100.${70 + i}` },
          { name: "web_vital", metric: "LCP", value: 1200 },
        );
      // Before: one forged LCP just under the 60 s limit set the p75; now it is one sample of five.
      for (let i = 0; i < 20; i++)
        await request(1, { forwardedFor: "192.0.2.66" }, { name: "web_vital", metric: "LCP", value: 59_999 });
      const lcp = (await report())?.vitals.find((row) => row.locale === null && row.metric === "LCP");
      expect(lcp).toMatchObject({ p75: 1200, samples: 5 });
    },
  );

  it.skipIf(skip)("expires events older than the retention period, for the service role only", async () => {
    await request(3);
    await owner(
      "update public.analytics_events set created_at = now() - interval '400 days' where id in (select min(id) from public.analytics_events)",
    );
    await owner(
      "update public.analytics_events set created_at = now() - interval '394 days' where id in (select max(id) from public.analytics_events)",
    );
    const expire = (days: number, role: "anon" | "service_role" = "service_role") =>
      db
        .transaction(role, (tx) =>
          tx.query<{ deleted: number }>("select public.analytics_delete_expired_events($1) as deleted", [
            days,
          ]),
        )
        .then(
          (result) => result.rows[0]?.deleted,
          (error: { code?: string }) => error.code,
        );
    expect(await expire(395, "anon")).toBe("42501");
    expect(await expire(0)).toBe(0);
    expect(await expire(395)).toBe(1);
    expect(await count()).toBe(2);
    expect(await expire(-1)).toBe("P0001");
  });
});
