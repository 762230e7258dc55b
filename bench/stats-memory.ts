/*
 * `npm run bench:stats`: the memory of `npm run stats` over a million measurement events
 * (decision 048). The report used to load every row of the period into the process; the database now
 * aggregates it (public.analytics_report), so memory should not grow with the events. In direct
 * mode on PGlite the database runs inside the command's own process, so its peak RSS is the
 * figure. A benchmark, not a test: it prints the figure beside its target and never fails.
 * Flags: --events N (default 1,000,000), --keep (reuse the generated data directory).
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import { figure, formatSections, load, progress } from "./report.ts";

const TARGET_MB = 256;
const DAYS = 30;

const { values: flags } = parseArgs({
  options: {
    events: { type: "string", default: "1000000" },
    keep: { type: "boolean", default: false },
  },
});
const events = Number(flags.events);
if (!Number.isInteger(events) || events < 1) {
  console.error("--events must be a whole number ≥ 1");
  process.exit(2);
}
const dataDir = join(".tmp", `bench-stats-${events}`);

/**
 * A DATA_DIR holding `events` events spread over the last DAYS days: visits of five events each
 * (page views, clicks and Web Vitals; 200,000 visits for a million events, some 6,700 a day)
 * across the locales, written in bulk with the triggers off (they stamp and limit API inserts;
 * this is the owner loading history), plus 2,000 leads.
 */
async function generate(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const db = await openPglite({ dataDir, purpose: "bench:stats" });
  try {
    await migrate(db);
    const chunk = 100_000;
    for (let done = 0; done < events; done += chunk) {
      const n = Math.min(chunk, events - done);
      await db.transaction("owner", async (tx) => {
        await tx.exec("set local session_replication_role = replica");
        await tx.query(
          `insert into public.analytics_events (created_at, name, path, locale, target, metric, value, visitor_hash)
           select now() - make_interval(days => (i / 5) % $2, secs => random() * 3600),
                  kind.name, '/', (array['en', 'es', 'pt-br'])[1 + (i % 3)],
                  case when kind.name = 'cta_click' then 'book_demo' end,
                  case when kind.name = 'web_vital' then (array['LCP', 'INP', 'CLS', 'FCP', 'TTFB'])[1 + (i % 5)] end,
                  case when kind.name = 'web_vital' then random() * 4000 end,
                  md5((i / 5)::text)
           from generate_series($1::int, $1::int + $3 - 1) i
           cross join lateral (select (array['pageview', 'pageview', 'cta_click', 'web_vital'])[1 + (i % 4)] as name) kind`,
          [done, DAYS, n],
        );
      });
      progress(`  generated ${done + n} of ${events} events`);
    }
    await db.transaction("owner", (tx) =>
      tx.query(
        `insert into public.contact_submissions (created_at, name, email, phone, clinic_name, locale)
         select now() - make_interval(secs => random() * $1 * 86400), 'Lead', 'lead' || i || '@example.com', '+44 20 7946 0000', 'Clinic', 'en'
         from generate_series(1, 2000) i`,
        [DAYS],
      ),
    );
  } finally {
    await db.close();
  }
}

progress(`Stats memory: npm run stats over ${events} events (load ${load()})`);
if (!flags.keep || !existsSync(join(dataDir, "pglite"))) await generate();

// GNU time's %M: the peak resident set of the command, in KiB.
const started = performance.now();
const run = spawnSync(
  "/usr/bin/time",
  ["-f", "%M", process.execPath, "server/cli/stats.ts", "--days", String(DAYS), "--json"],
  { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
);
const seconds = (performance.now() - started) / 1000;
if (run.status !== 0) {
  console.error(run.stderr);
  process.exit(1);
}
const peakKb = Number(run.stderr.trim().split("\n").at(-1));
const report = JSON.parse(run.stdout) as { all: { visitors: number; pageviews: number } };
const peakMb = peakKb / 1024;
console.log(
  formatSections([
    {
      title: "npm run stats (direct, PGlite)",
      figures: [
        figure(
          `Peak RSS over ${events} events`,
          `${peakMb.toFixed(0)} MB`,
          `< ${TARGET_MB} MB`,
          peakMb < TARGET_MB,
        ),
        figure("Time", `${seconds.toFixed(1)} s`),
      ],
      notes: [
        `Report: ${report.all.visitors} visitors, ${report.all.pageviews} page views over ${DAYS} days; load ${load()}.`,
      ],
    },
  ]),
);
