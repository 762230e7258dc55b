import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "#tests/contract/harness.ts";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { migrate } from "#server/db/migrate.ts";
import { createInsertBatcher } from "#server/db/insert-batcher.ts";
import { insertSql } from "#server/api/postgrest.ts";
import { EVENT_TABLE } from "#src/core/analytics-events.ts";
import { openPglite } from "#server/db/pglite.ts";
import { parseStatsArgs, statsCommand } from "#server/cli/stats.ts";
import type { Database } from "#server/db/types.ts";
import {
  buildReport,
  MIN_VITAL_SAMPLES,
  periodDays,
  queryReport,
  reportArgs,
  type ReportAggregates,
} from "./stats.ts";
import { toStatsHtml, toStatsTable } from "./stats-format.ts";

/*
 * `npm run stats`: the figures the database aggregates, the table and the offline HTML page, and
 * the command against a database read directly and through a running server (one RPC).
 */

const NOW = new Date("2026-11-23T12:00:00Z");
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

describe("the report, aggregated by the database", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
  }, 60_000);
  afterAll(() => db.close());

  /** Stores `row` as a visitor's beacon (the trigger hashes `visitor`), then dates it `day` at noon UTC. */
  async function visit(day: string, visitor: string, row: Record<string, unknown>) {
    await createInsertBatcher(db).insert({
      role: "anon",
      statement: insertSql(EVENT_TABLE, Object.keys(row)),
      rows: [row],
      // The visitor hash is made from the user agent and the address (under the per-client limit here).
      requestHeaders: JSON.stringify({
        "user-agent": BROWSER,
        "x-forwarded-for": `198.51.100.${visitor.charCodeAt(0)}`,
      }),
    });
    await db.transaction("owner", (tx) =>
      tx.query(
        "update public.analytics_events set created_at = $1 where id = (select max(id) from public.analytics_events)",
        [`${day}T12:00:00Z`],
      ),
    );
  }
  let serial = 0;
  const lead = (day: string, locale: string | null) =>
    db.transaction("owner", (tx) =>
      tx.query(
        `insert into public.contact_submissions (created_at, name, email, phone, clinic_name, locale)
         values ($1, 'Lead', $2, '+44 20 7946 0000', 'Clinic', $3)`,
        [`${day}T12:00:00Z`, `lead${++serial}@example.com`, locale],
      ),
    );
  const report = (days = 30) =>
    db
      .transaction("service_role", (tx) => queryReport(tx, reportArgs(days, NOW)))
      .then((aggregates) => buildReport(aggregates, days, NOW));

  it("counts visitors per day, clicks, stored leads (not beacons), conversion and p75 per locale", async () => {
    const en = { path: "/", locale: "en" };
    const es = { path: "/es/", locale: "es" };
    await visit("2026-11-22", "a", { name: "pageview", ...en });
    await visit("2026-11-22", "a", { name: "pageview", ...en });
    await visit("2026-11-22", "a", { name: "cta_click", ...en, target: "book_demo" });
    await visit("2026-11-23", "a", { name: "pageview", ...en }); // another day: counted again
    await visit("2026-11-23", "b", { name: "pageview", ...es });
    await visit("2026-11-23", "b", { name: "cta_click", ...es, target: "whatsapp" });
    // A client's word: never counted as a lead.
    for (let i = 0; i < 4; i++) await visit("2026-11-23", "b", { name: "lead", ...es });
    for (const value of [100, 200, 300, 400])
      await visit("2026-11-23", "a", { name: "web_vital", ...en, metric: "LCP", value });
    await visit("2026-10-01", "z", { name: "pageview", ...en }); // before the period
    await lead("2026-11-23", "es");
    await lead("2026-11-23", null); // counted in "all" only
    await lead("2026-10-01", "en"); // before the period

    const built = await report();
    expect(built).toMatchObject({ from: "2026-10-25", to: "2026-11-23", storedLeads: 2 });
    expect(built.all).toMatchObject({
      visitors: 3,
      pageviews: 4,
      clickingVisitors: 2,
      leads: 2,
      conversionRate: 2 / 3,
      clicks: { book_demo: 1, get_started: 0, whatsapp: 1 },
    });
    // One sample per visitor and day (the worst), and no p75 on fewer than MIN_VITAL_SAMPLES.
    expect(built.all.vitals.LCP).toEqual({ p75: null, samples: 1 });
    expect(built.all.vitals.CLS).toEqual({ p75: null, samples: 0 });
    expect(Object.keys(built.locales)).toEqual(["en", "es"]);
    expect(built.locales.es).toMatchObject({ visitors: 1, leads: 1, conversionRate: 1 });
    expect(built.locales.en).toMatchObject({ visitors: 2, leads: 0, conversionRate: 0 });
    expect(built.daily.at(-1)).toEqual({ day: "2026-11-23", visitors: 2, pageviews: 2, storedLeads: 2 });
    expect(built.daily).toHaveLength(30);
  });

  it("shows a p75 over one sample per visitor, and only on MIN_VITAL_SAMPLES of them", async () => {
    await db.transaction("owner", (tx) => tx.query("delete from public.analytics_events"));
    // Twelve visitors' LCPs; one of them sends many forged, implausibly slow ones.
    for (let i = 0; i < 12; i++) {
      const visitor = String.fromCharCode(100 + i);
      await visit("2026-11-23", visitor, {
        name: "web_vital",
        path: "/",
        locale: "en",
        metric: "LCP",
        value: 100 * (i + 1),
      });
    }
    for (let i = 0; i < 5; i++)
      await visit("2026-11-23", "d", {
        name: "web_vital",
        path: "/",
        locale: "en",
        metric: "LCP",
        value: 59_000,
      });
    expect(MIN_VITAL_SAMPLES).toBeLessThanOrEqual(12);
    // Nearest rank over 12 samples: the 9th. Visitor d's worst (59,000) is one sample of twelve.
    expect((await report(1)).all.vitals.LCP).toEqual({ p75: 1000, samples: 12 });
  });

  it("never reports a conversion above 100%", async () => {
    for (let i = 0; i < 3; i++) await lead("2026-11-23", "pt-br");
    await visit("2026-11-23", "c", { name: "pageview", path: "/pt-br/", locale: "pt-br" });
    const built = await report(1);
    expect(built.locales["pt-br"]).toMatchObject({ visitors: 1, leads: 3, conversionRate: 1 });
    expect(toStatsTable(built, "test")).toMatch(/Conversion to lead\s+\S+\s+\S+\s+\S+\s+100\.0%$/m);
  });
});

describe("the formats", () => {
  const aggregates: ReportAggregates = {
    totals: [
      { locale: null, visitors: 1, pageviews: 1, clicking_visitors: 0, leads: 1 },
      { locale: "pt-br", visitors: 1, pageviews: 1, clicking_visitors: 0, leads: 0 },
      { locale: "en", visitors: 1, pageviews: 0, clicking_visitors: 0, leads: 0 },
    ],
    clicks: [],
    vitals: [
      { locale: null, metric: "CLS", p75: 0.04, samples: 12 },
      { locale: "en", metric: "CLS", p75: 0.04, samples: 12 },
      { locale: null, metric: "LCP", p75: 59_000, samples: 2 },
    ],
    daily: [{ day: "2026-11-23", visitors: 1, pageviews: 1, leads: 1 }],
  };
  const report = buildReport(aggregates, 7, NOW);

  it("prints an aligned table with a column per locale", () => {
    const table = toStatsTable(report, "PGlite (test)");
    expect(table).toContain("Last 7 days (2026-11-17 to 2026-11-23, UTC), from PGlite (test)");
    expect(table).toMatch(/^\s+all\s+en\s+pt-br$/m);
    expect(table).toMatch(/Page views\s+1\s+0\s+1/);
    expect(table).toMatch(/CLS p75\s+0\.040\s+0\.040\s+–/);
    // Too few samples to say anything: no figure, and why.
    expect(table).toMatch(/LCP p75\s+– \(2 < 10\)\s+–\s+–$/m);
    expect(table).toContain("Leads stored in the database: 1");
  });

  it("writes one offline page: inline style, three SVG charts, nothing fetched, text escaped", () => {
    const html = toStatsHtml(report, "<the server>");
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html).not.toMatch(/\s(src|href)=/);
    expect(html).not.toContain("<script");
    expect(html).toContain("&#60;the server&#62;");
  });

  it("takes whole UTC days", () => {
    expect(periodDays(3, new Date("2026-03-01T23:59:59Z"))).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
    expect(reportArgs(3, new Date("2026-03-01T23:59:59Z"))).toEqual({
      from_day: "2026-02-27",
      to_day: "2026-03-01",
    });
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
    // The `lead` beacon is a client's claim; no lead was stored.
    expect(report.all).toMatchObject({ visitors: 1, pageviews: 1, leads: 0, clicks: { get_started: 1 } });
  });

  it("reads through a running server with --url, and writes the HTML report", async () => {
    const db = await openPglite({ dataDir });
    const server = await serve(db);
    try {
      const { out, io } = capture();
      const file = join(dataDir, "r.html");
      // A file already there, readable by everyone, is made private too.
      writeFileSync(file, "", { mode: 0o644 });
      expect(await statsCommand(["--url", server.url, "--html", file], io)).toBe(0);
      expect(out.stderr).toContain("Wrote");
      expect(readFileSync(file, "utf8")).toContain(`from the running server at ${server.url}`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const json = capture();
      expect(await statsCommand(["--url", server.url, "--json"], json.io)).toBe(0);
      expect(JSON.parse(json.out.stdout).all).toMatchObject({ visitors: 1, pageviews: 1, leads: 0 });
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

  it("offers the report RPC to the service key only, as PostgREST would", async () => {
    const db = await openPglite({ dataDir });
    const server = await serve(db);
    try {
      const rpc = (key: string, body: unknown, name = "analytics_report") =>
        fetch(`${server.url}/rest/v1/rpc/${name}`, {
          method: "POST",
          headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }).then(async (response) => [response.status, ((await response.json()) as { code?: string }).code]);
      const period = { from_day: "2026-11-01", to_day: "2026-11-30" };
      expect(await rpc(LOCAL_SERVICE_ROLE_KEY, period)).toEqual([200, undefined]);
      expect(await rpc(LOCAL_ANON_KEY, period)).toEqual([404, "PGRST202"]);
      expect(await rpc(LOCAL_SERVICE_ROLE_KEY, period, "analytics_forget_old_salts")).toEqual([
        404,
        "PGRST202",
      ]);
      expect(await rpc(LOCAL_SERVICE_ROLE_KEY, { from_day: "2026-11-01" })).toEqual([404, "PGRST202"]);
      expect(await rpc(LOCAL_SERVICE_ROLE_KEY, { ...period, to_day: "soon" })).toEqual([400, "22007"]);
    } finally {
      await server.close();
      await db.close();
    }
  });

  it("never follows a redirect with the service key", async () => {
    const seen: string[] = [];
    const elsewhere = createServer((request, response) => {
      seen.push(String(request.headers.apikey));
      response.end("{}");
    });
    const redirector = createServer((request, response) => {
      response.writeHead(307, {
        Location: `http://127.0.0.2:${(elsewhere.address() as AddressInfo).port}${request.url}`,
      });
      response.end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.2", resolve));
    await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
    try {
      const { out, io } = capture();
      const url = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
      expect(await statsCommand(["--url", url], io)).toBe(1);
      // The words of `npm run leads` for the same refusal (one client, cli/service-client.ts).
      expect(out.stderr).toContain(
        `The server at ${url} answered with a redirect; the service key is not sent on.`,
      );
      expect(seen).toEqual([]);
    } finally {
      await new Promise((resolve) => redirector.close(resolve));
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  /** A server on 127.0.0.1 that answers every request with `status` and `body`. */
  async function hostile(status: number, body: string) {
    const server = createServer((_request, response) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it("refuses a server's answer that is not a report, writing no page (a <script> in a count)", async () => {
    const script = "</title><script>alert(document.domain)</script><title>";
    const answers = [
      {
        totals: [{ locale: null, visitors: script, pageviews: 1, clicking_visitors: 0, leads: 0 }],
        clicks: [],
        vitals: [],
        daily: [],
      },
      { totals: [], clicks: [], vitals: [], daily: [{ day: script, visitors: 1, pageviews: 1, leads: 0 }] },
      {
        totals: [{ locale: script, visitors: 1, pageviews: 1, clicking_visitors: 0, leads: 0 }],
        clicks: [],
        vitals: [],
        daily: [],
      },
      {
        totals: [],
        clicks: [],
        vitals: [{ locale: null, metric: "LCP", p75: script, samples: 3 }],
        daily: [],
      },
      [],
    ];
    for (const answer of answers) {
      const server = await hostile(200, JSON.stringify(answer));
      const file = join(dataDir, "evil-report.html");
      try {
        const { out, io } = capture();
        expect(await statsCommand(["--url", server.url, "--html", file], io)).toBe(1);
        expect(out.stderr).toMatch(/^The server's answer is not a report \(/);
        expect(() => statSync(file)).toThrow();
      } finally {
        await server.close();
      }
    }
  });

  it("escapes every string it writes into the page, whatever reached it", () => {
    const script = "<script>alert(1)</script>";
    const hostileReport = {
      ...buildReport(
        {
          totals: [{ locale: null, visitors: 1, pageviews: 1, clicking_visitors: 0, leads: 1 }],
          clicks: [],
          vitals: [],
          daily: [{ day: "2026-11-23", visitors: 1, pageviews: 1, leads: 1 }],
        },
        7,
        NOW,
      ),
      from: script,
      to: script,
    };
    hostileReport.daily = hostileReport.daily.map((day) => ({ ...day, day: script }));
    const html = toStatsHtml(hostileReport, script);
    expect(html).not.toContain("<script");
    expect(html.match(/&#60;script&#62;/g)?.length).toBeGreaterThan(5);
  });

  it("prints a failing server's body with no escape sequence reaching the terminal", async () => {
    const server = await hostile(500, "\u001b]52;c;aGVsbG8=\u0007\u001b[2Jerror\u202e");
    try {
      const { out, io } = capture();
      expect(await statsCommand(["--url", server.url], io)).toBe(1);
      expect(out.stderr).toContain(`The server at ${server.url} answered 500: `);
      expect(out.stderr).toContain("error");
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      expect(out.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    } finally {
      await server.close();
    }
  });
});
