import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "../../tests/contract/harness.ts";
import { migrate } from "../db/migrate.ts";
import { createInsertBatcher } from "../insert-batcher.ts";
import { insertSql } from "../postgrest.ts";
import { EVENT_TABLE } from "../../src/lib/analytics-events.ts";
import { openPglite } from "../db/pglite.ts";
import { parseStatsArgs, statsCommand } from "../stats.ts";
import { buildReport, percentile, periodDays, type EventRow } from "./stats.ts";
import { toStatsHtml, toStatsTable } from "./stats-format.ts";

/*
 * `npm run stats`: the figures from raw rows, the table and the offline HTML page, and the
 * command against a database read directly and through a running server.
 */

const NOW = new Date("2026-11-23T12:00:00Z");
const event = (day: string, visitor: string, name: string, extra: Partial<EventRow> = {}): EventRow => ({
  day,
  name,
  locale: "en",
  target: null,
  metric: null,
  value: null,
  visitor_hash: visitor,
  ...extra,
});

describe("buildReport", () => {
  it("counts visitors per day, clicks, leads, conversion and p75 per locale", () => {
    const events = [
      event("2026-11-22", "a", "pageview"),
      event("2026-11-22", "a", "pageview"),
      event("2026-11-22", "a", "cta_click", { target: "book_demo" }),
      event("2026-11-23", "a", "pageview"), // another day: counted again
      event("2026-11-23", "b", "pageview", { locale: "es" }),
      event("2026-11-23", "b", "cta_click", { locale: "es", target: "whatsapp" }),
      event("2026-11-23", "b", "lead", { locale: "es" }),
      ...[100, 200, 300, 400].map((value) => event("2026-11-23", "a", "web_vital", { metric: "LCP", value })),
      event("2026-10-01", "z", "pageview"), // before the period
    ];
    const report = buildReport(events, ["2026-11-23", "2026-11-23", "2026-10-01"], 30, NOW);
    expect(report).toMatchObject({ from: "2026-10-25", to: "2026-11-23", storedLeads: 2 });
    expect(report.all).toMatchObject({
      visitors: 3,
      pageviews: 4,
      clickingVisitors: 2,
      leads: 1,
      conversionRate: 1 / 3,
      clicks: { book_demo: 1, get_started: 0, whatsapp: 1 },
    });
    expect(report.all.vitals.LCP).toEqual({ p75: 300, samples: 4 });
    expect(report.all.vitals.CLS).toEqual({ p75: null, samples: 0 });
    expect(Object.keys(report.locales)).toEqual(["en", "es"]);
    expect(report.locales.es).toMatchObject({ visitors: 1, leads: 1, conversionRate: 1 });
    expect(report.daily.at(-1)).toEqual({ day: "2026-11-23", visitors: 2, pageviews: 2, storedLeads: 2 });
    expect(report.daily).toHaveLength(30);
  });

  it("takes the nearest-rank percentile and whole UTC days", () => {
    expect(percentile([5, 1, 4, 2, 3], 0.75)).toBe(4);
    expect(percentile([], 0.75)).toBeNull();
    expect(periodDays(3, new Date("2026-03-01T23:59:59Z"))).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
  });
});

describe("the formats", () => {
  const report = buildReport(
    [
      event("2026-11-23", "a", "pageview", { locale: "pt-br" }),
      event("2026-11-23", "a", "web_vital", { metric: "CLS", value: 0.04 }),
    ],
    ["2026-11-23"],
    7,
    NOW,
  );

  it("prints an aligned table with a column per locale", () => {
    const table = toStatsTable(report, "PGlite (test)");
    expect(table).toContain("Last 7 days (2026-11-17 to 2026-11-23, UTC), from PGlite (test)");
    expect(table).toMatch(/^\s+all\s+en\s+pt-br$/m);
    expect(table).toMatch(/Page views\s+1\s+0\s+1/);
    expect(table).toMatch(/CLS p75\s+0\.040\s+0\.040\s+–/);
    expect(table).toContain("Leads stored in the database: 1");
  });

  it("writes one offline page: inline style, three SVG charts, nothing fetched, text escaped", () => {
    const html = toStatsHtml(report, "<the server>");
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html).not.toMatch(/\s(src|href)=/);
    expect(html).not.toContain("<script");
    expect(html).toContain("&#60;the server&#62;");
  });
});

describe("parseStatsArgs", () => {
  it("reads --days, --json, --html and --url, and refuses the rest clearly", () => {
    expect(parseStatsArgs([])).toMatchObject({ action: "report", days: 30, format: "table" });
    expect(parseStatsArgs(["--days", "7", "--html", "r.html"])).toMatchObject({
      days: 7,
      format: "html",
      html: "r.html",
    });
    expect(() => parseStatsArgs(["--days", "0"])).toThrow("--days takes a whole number from 1 to 366");
    expect(() => parseStatsArgs(["--days", "2.5"])).toThrow("--days");
    expect(() => parseStatsArgs(["--json", "--html", "x"])).toThrow("not both");
    expect(() => parseStatsArgs(["--csv"])).toThrow("Unknown option '--csv'");
    expect(() => parseStatsArgs(["--url", "http://example.com"])).toThrow("--url must be https://");
  });
});

describe("npm run stats", () => {
  let dataDir: string;
  const visit = {
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36",
    "x-forwarded-for": "203.0.113.9",
  };
  const env = () => ({ DATA_DIR: dataDir });
  const capture = () => {
    const out = { stdout: "", stderr: "" };
    return {
      out,
      io: {
        env: env(),
        stdout: (t: string) => void (out.stdout += t),
        stderr: (t: string) => void (out.stderr += t),
      },
    };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "chattobook-stats-"));
    const db = await openPglite({ dataDir });
    await migrate(db);
    for (const row of [
      { name: "pageview", path: "/", locale: "en" },
      { name: "cta_click", path: "/", locale: "en", target: "get_started" },
      { name: "lead", path: "/", locale: "en" },
    ])
      await createInsertBatcher(db).insert({
        role: "anon",
        statement: insertSql(EVENT_TABLE, Object.keys(row)),
        rows: [row],
        requestHeaders: JSON.stringify(visit),
      });
    await db.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("reads the database directly while no server holds it", async () => {
    const { out, io } = capture();
    expect(await statsCommand(["--json"], io)).toBe(0);
    const report = JSON.parse(out.stdout);
    expect(report.all).toMatchObject({ visitors: 1, pageviews: 1, leads: 1, clicks: { get_started: 1 } });
  });

  it("reads through a running server with --url, and writes the HTML report", async () => {
    const db = await openPglite({ dataDir });
    const server = await serve(db);
    try {
      const { out, io } = capture();
      const file = join(dataDir, "r.html");
      expect(await statsCommand(["--url", server.url, "--html", file], io)).toBe(0);
      expect(out.stderr).toContain("Wrote");
      expect(readFileSync(file, "utf8")).toContain(`from the running server at ${server.url}`);
      // Without --url the server's lock is explained, with the way round it.
      const direct = capture();
      expect(await statsCommand([], direct.io)).toBe(1);
      expect(direct.out.stderr).toContain("npm run -s stats -- --url");
      // A server that is not there is named, with the reason.
      const gone = capture();
      expect(await statsCommand(["--url", "http://127.0.0.1:9"], gone.io)).toBe(1);
      expect(gone.out.stderr).toMatch(/^Cannot reach the server at http:\/\/127\.0\.0\.1:9: /);
    } finally {
      await server.close();
      await db.close();
    }
  });
});
