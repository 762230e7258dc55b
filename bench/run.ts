/*
 * `npm run bench`: Lighthouse, bytes, insert latency and static throughput of the built site and the
 * local server, each figure printed beside its target (issue 14). Timing lives here, never in a
 * pass/fail test. Flags:
 *   --only lighthouse,inserts,static   run some parts only (island bytes are always measured)
 *   --runs N                           Lighthouse runs per page (default 10)
 *   --json                             print the summary as JSON instead of the table
 * Progress goes to stderr. Lighthouse's HTML reports are kept under .bench/reports/ and every
 * run's JSON summary is appended to .bench/history.jsonl (date, commit, load) to compare runs.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { findChromium } from "../scripts/chromium.ts";
import { FLOOR_PATH, HOME_PAGES, NOT_FOUND_PATH, TARGETS } from "./config.ts";
import { benchEventFlood, eventFloodSection } from "./event-flood.ts";
import { benchInserts } from "./inserts.ts";
import { islandBytes } from "./island-bytes.ts";
import { lighthouseRounds } from "./lighthouse.ts";
import {
  appendHistory,
  figure,
  formatSections,
  gitCommit,
  kb,
  load,
  progress,
  type Section,
} from "./report.ts";
import { prepareSite, startServer } from "./server.ts";
import { benchStatic } from "./static-load.ts";
import { insertSection, lighthouseSections, staticSection } from "./sections.ts";

const PARTS = ["lighthouse", "inserts", "static"] as const;
type Part = (typeof PARTS)[number];

const { values: flags } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    only: { type: "string" },
    runs: { type: "string", default: String(TARGETS.lighthouseRuns) },
  },
});
const only = flags.only ? flags.only.split(",").map((part) => part.trim()) : [...PARTS];
const unknown = only.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknown.length > 0) {
  console.error(`Unknown part(s) for --only: ${unknown.join(", ")}. Parts: ${PARTS.join(", ")}.`);
  process.exit(2);
}
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs must be a whole number ≥ 1");
  process.exit(2);
}
const wants = (part: Part) => only.includes(part);

const SITE_DIR = "dist";
const BENCH_DIR = ".bench";
const PORT = 4390;
const started = new Date();
const commit = gitCommit();
const startLoad = load();

if (!existsSync(join(SITE_DIR, "index.html"))) {
  progress("Building the site first…");
  spawnSync("npm", ["run", "build"], { stdio: ["ignore", 2, 2] });
}
const chromePath = findChromium();
if (wants("lighthouse") && !chromePath)
  throw new Error("No Chromium found: install chromium or set CHROME_PATH");

progress(`Bench of ${commit} on ${cpus().length} CPUs, load ${startLoad}; parts: ${only.join(", ")}`);
// The copy of the site and the database are throwaway: under .tmp/, which every tool ignores.
const benchSite = join(".tmp", "bench-site");
prepareSite(SITE_DIR, benchSite);
const server = await startServer({ port: PORT, siteDir: benchSite, dataDir: join(".tmp", "bench-data") });

const sections: Section[] = [];
const details: Record<string, unknown> = {};
try {
  if (wants("lighthouse")) {
    const pages = HOME_PAGES.filter((page) => existsSync(join(SITE_DIR, page.file)));
    const skipped = HOME_PAGES.filter((page) => !pages.includes(page));
    const reportDir = join(BENCH_DIR, "reports", `${started.toISOString().replace(/[:.]/g, "-")}-${commit}`);
    const paths = [...pages.map((page) => page.path), ...(pages.some((p) => p.lcp) ? [FLOOR_PATH] : [])];
    const lighthouseLoad = load();
    const results = await lighthouseRounds({
      origin: server.origin,
      paths,
      runs,
      chromePath: chromePath as string,
      reportDir,
    });
    const [notFound] = await lighthouseRounds({
      origin: server.origin,
      paths: [NOT_FOUND_PATH],
      runs: 1,
      chromePath: chromePath as string,
      reportDir,
    });
    pruneReports(join(BENCH_DIR, "reports"), 10);
    details.lighthouse = { runs: [...results, notFound], reportDir, skipped: skipped.map((p) => p.path) };
    sections.push(
      ...lighthouseSections({
        pages,
        skipped,
        results,
        notFound,
        runs,
        reportDir,
        loads: [lighthouseLoad, load()],
      }),
    );
  }

  const island = islandBytes(SITE_DIR, readFileSync(join(SITE_DIR, "index.html"), "utf8"));
  details.island = island;
  sections.push({
    title: "Contact form island (JavaScript loaded when the visitor scrolls to the form)",
    figures: [
      figure(
        "island, brotli",
        `${kb(island.brotli)} in ${island.files} files (${kb(island.gzip)} gzip)`,
        `≤ ${kb(TARGETS.islandBytes)}`,
        island.brotli <= TARGETS.islandBytes,
      ),
    ],
    notes: [],
  });

  if (wants("inserts")) {
    const inserts = await benchInserts(server);
    details.inserts = inserts;
    sections.push(insertSection(inserts));
    const flood = await benchEventFlood(server);
    details.eventFlood = flood;
    sections.push(eventFloodSection(flood));
  }

  if (wants("static")) {
    progress(`Static: ours against nginx on the same files  (load ${load()})`);
    const report = await benchStatic(server, benchSite);
    details.static = report;
    sections.push(staticSection(report));
  }
} finally {
  await server.stop();
}

const summary = {
  date: started.toISOString(),
  commit,
  cpus: cpus().length,
  load: { start: startLoad, end: load() },
  parts: only,
  lighthouseRuns: wants("lighthouse") ? runs : 0,
  figures: sections.flatMap((section) => section.figures.map((f) => ({ section: section.title, ...f }))),
  details,
};
appendHistory(join(BENCH_DIR, "history.jsonl"), summary);

if (flags.json) console.log(JSON.stringify(summary, null, 2));
else {
  console.log(
    `Bench of ${commit} at ${summary.date} on ${summary.cpus} CPUs; load at start ${startLoad}, at end ${summary.load.end}`,
  );
  console.log(formatSections(sections));
  console.log(`Summary appended to ${join(BENCH_DIR, "history.jsonl")}.`);
}

/** Keeps the newest `keep` report folders (names start with the run's date, so they sort by age). */
function pruneReports(dir: string, keep: number): void {
  const folders = readdirSync(dir).sort();
  for (const old of folders.slice(0, Math.max(0, folders.length - keep))) {
    rmSync(join(dir, old), { recursive: true, force: true });
  }
}
