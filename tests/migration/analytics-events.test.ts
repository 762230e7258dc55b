import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EventRequestHeaders } from "#server/analytics/events.ts";
import type { Database } from "#server/db/types.ts";
import { createInsertBatcher } from "#server/db/insert-batcher.ts";
import { insertSql } from "#server/api/postgrest.ts";
import {
  CTA_TARGETS,
  EVENT_TABLE,
  EVENT_NAMES,
  EVENT_TABLE_COLUMNS,
  WEB_VITALS,
} from "#src/core/analytics-events.ts";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { openMigratedDatabase, postgresReachable } from "./postgres.ts";

/*
 * The analytics_events migration on PGlite and PostgreSQL 15: anon may insert events and never
 * read them; the checks refuse what the page never sends; the trigger makes a daily visitor
 * hash from the headers PostgREST passes, drops robots, never keeps the address or user agent,
 * and keeps one salt, today's. (migrate.test.ts already fails CI when PostgreSQL is unreachable.)
 */

const postgresMissing = (await postgresReachable()) !== undefined;

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const visitor = (overrides: Partial<EventRequestHeaders> = {}): EventRequestHeaders => ({
  "user-agent": BROWSER,
  origin: "https://chattobook.example",
  "x-forwarded-for": "203.0.113.7",
  ...overrides,
});
const PAGEVIEW = { name: "pageview", path: "/", locale: "en" };
const columnsOf = (row: object) => Object.keys(row);

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string }) => error.code ?? String(error),
  );

describe.each([
  { name: "PGlite", skip: false },
  { name: "PostgreSQL 15", skip: postgresMissing },
])("analytics_events on $name", ({ name, skip }) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (skip) return;
    ({ db, cleanup } = await openMigratedDatabase(name, "analytics"));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const send = (row: object, headers: EventRequestHeaders = visitor()) =>
    // The local server's own insert path: the batcher sets request.headers as PostgREST does.
    createInsertBatcher(db).insert({
      role: "anon",
      statement: insertSql(EVENT_TABLE, columnsOf(row)),
      rows: [row],
      requestHeaders: JSON.stringify(headers),
    });
  const owner = async <T>(sql: string) => (await db.transaction("owner", (tx) => tx.query<T>(sql))).rows;
  const hashes = () =>
    owner<{ visitor_hash: string }>("select visitor_hash from public.analytics_events order by id");
  beforeEach(async () => {
    if (!skip) await owner("delete from public.analytics_events");
  });

  it.skipIf(skip)(
    "has exactly the columns the server knows, and anon can insert but never read",
    async () => {
      const columns = await owner<{ column_name: string }>(
        "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'analytics_events' order by ordinal_position",
      );
      expect(columns.map((column) => column.column_name)).toEqual([...EVENT_TABLE_COLUMNS]);
      expect(await send(PAGEVIEW)).toBe(1);
      const seen = await db.transaction("anon", (tx) => tx.query("select * from public.analytics_events"));
      expect(seen.rows).toEqual([]);
      for (const sql of [
        "update public.analytics_events set path = '/x'",
        "delete from public.analytics_events",
        "select * from analytics_private.daily_salt",
        "select public.analytics_forget_old_salts()",
      ]) {
        expect(await codeOf(db.transaction("anon", (tx) => tx.query(sql)))).toBe("42501");
      }
      // The hash is the trigger's to write, never the visitor's.
      expect(await codeOf(send({ ...PAGEVIEW, visitor_hash: "0".repeat(32) }))).toBe("42501");
    },
  );

  it.skipIf(skip)(
    "stores every event name, locale, call to action and Web Vital the code knows",
    async () => {
      const events = [
        // The locales an event may name are the site's (the same list as the column's check).
        ...SUPPORTED_LOCALES.map((locale) => ({ name: "pageview", path: `/${locale}/`, locale })),
        { ...PAGEVIEW, referrer_host: "www.google.com" },
        { ...PAGEVIEW, path: "/404.html", referrer_host: "localhost:4321" },
        ...CTA_TARGETS.map((target) => ({ name: "cta_click", path: "/", locale: "en", target })),
        { name: "lead", path: "/", locale: "pt-br" },
        ...Object.entries(WEB_VITALS).map(([metric, { good }]) => ({
          name: "web_vital",
          path: "/",
          locale: "en",
          metric,
          value: good,
        })),
      ];
      for (const event of events) expect(await send(event)).toBe(1);
      const stored = await db.transaction("service_role", (tx) =>
        tx.query<{ name: string }>("select distinct name from public.analytics_events order by name"),
      );
      expect(stored.rows.map((row) => row.name)).toEqual([...EVENT_NAMES].sort());
    },
  );

  it.skipIf(skip)("refuses with a check violation what the page never sends", async () => {
    const refused = [
      { name: "purchase", path: "/", locale: "en" },
      { name: "pageview", path: "/?email=ada@example.com", locale: "en" },
      { name: "pageview", path: "/#top", locale: "en" },
      { name: "pageview", path: "no-slash", locale: "en" },
      { name: "pageview", path: `/${"a".repeat(200)}`, locale: "en" },
      { name: "pageview", path: "/", locale: "fr" },
      { name: "pageview", path: "/", locale: "en", referrer_host: "https://evil.example/path" },
      { name: "pageview", path: "/", locale: "en", target: "book_demo" },
      { name: "cta_click", path: "/", locale: "en" },
      { name: "cta_click", path: "/", locale: "en", target: "pricing" },
      { name: "web_vital", path: "/", locale: "en", metric: "LCP" },
      { name: "web_vital", path: "/", locale: "en", metric: "FID", value: 1 },
      { name: "web_vital", path: "/", locale: "en", metric: "LCP", value: -1 },
      { name: "web_vital", path: "/", locale: "en", metric: "LCP", value: "NaN" },
      { name: "web_vital", path: "/", locale: "en", metric: "LCP", value: "Infinity" },
      { name: "lead", path: "/", locale: "en", value: 3 },
    ];
    for (const row of refused) expect([row, await codeOf(send(row))]).toEqual([row, "23514"]);
    expect(await codeOf(send({ ...PAGEVIEW, name: null }))).toBe("23502");
    expect(
      await codeOf(send({ name: "web_vital", path: "/", locale: "en", metric: "LCP", value: "fast" })),
    ).toBe("22P02");
    expect(await hashes()).toEqual([]);
  });

  it.skipIf(skip)(
    "hashes site, address and user agent with the day's salt, and keeps none of them",
    async () => {
      await send(PAGEVIEW);
      await send(PAGEVIEW);
      await send(PAGEVIEW, visitor({ "user-agent": `${BROWSER} Edg/140.0` }));
      await send(PAGEVIEW, visitor({ "x-forwarded-for": "198.51.100.1" }));
      await send(PAGEVIEW, visitor({ origin: "https://other.example" }));
      const [a, b, ...others] = (await hashes()).map((row) => row.visitor_hash);
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      expect(b).toBe(a);
      expect(new Set([a, ...others]).size).toBe(4);
      const dump = JSON.stringify(await owner("select * from public.analytics_events"));
      expect(dump).not.toContain("203.0.113.7");
      expect(dump).not.toContain("Chrome");
    },
  );

  it.skipIf(skip)(
    "takes the address from cf-connecting-ip, then x-real-ip, then the last X-Forwarded-For hop",
    async () => {
      await send(PAGEVIEW, visitor({ "x-forwarded-for": "198.51.100.9" }));
      await send(PAGEVIEW, visitor({ "x-forwarded-for": "10.0.0.1, 198.51.100.9" }));
      await send(PAGEVIEW, {
        ...visitor({ "x-forwarded-for": "10.0.0.2" }),
        "x-real-ip": "198.51.100.9",
      } as EventRequestHeaders);
      await send(PAGEVIEW, {
        ...visitor({ "x-forwarded-for": "10.0.0.3" }),
        "cf-connecting-ip": "198.51.100.9",
      } as EventRequestHeaders);
      await send(PAGEVIEW, visitor({ "x-forwarded-for": "198.51.100.9, 10.0.0.4" }));
      const [first, ...rest] = (await hashes()).map((row) => row.visitor_hash);
      expect(rest.slice(0, 3)).toEqual([first, first, first]);
      expect(rest[3]).not.toBe(first);
    },
  );

  it.skipIf(skip)("drops robots, headless browsers and requests without a user agent", async () => {
    const robots = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11) Chrome/140.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "python-requests/2.32",
      "",
    ];
    for (const agent of robots) expect(await send(PAGEVIEW, visitor({ "user-agent": agent }))).toBe(0);
    const { "user-agent": _, ...withoutAgent } = visitor();
    expect(await send(PAGEVIEW, withoutAgent)).toBe(0);
    expect(await hashes()).toEqual([]);
  });

  it.skipIf(skip)(
    "keeps only today's salt: a new day gets a new one, and the old one is deleted",
    async () => {
      await send(PAGEVIEW);
      const salts = () =>
        owner<{ day: string; salt: string }>(
          "select day::text, encode(salt, 'hex') as salt from analytics_private.daily_salt",
        );
      const [today] = await salts();
      expect(await salts()).toHaveLength(1);
      // Pretend the salt was made yesterday: the next event starts a new day.
      await owner("update analytics_private.daily_salt set day = day - 1");
      await send(PAGEVIEW);
      const after = await salts();
      expect(after).toHaveLength(1);
      expect(after[0]?.day).toBe(today?.day);
      expect(after[0]?.salt).not.toBe(today?.salt);
      const [yesterday, now] = (await hashes()).map((row) => row.visitor_hash);
      expect(now).not.toBe(yesterday);
      // A salt left from a day without visits is deleted by the hourly job too.
      await owner("update analytics_private.daily_salt set day = day - 1");
      await db.transaction("service_role", (tx) => tx.query("select public.analytics_forget_old_salts()"));
      expect(await salts()).toEqual([]);
    },
  );
});
