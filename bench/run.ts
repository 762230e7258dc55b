/*
 * `npm run bench`: Lighthouse, bytes, insert latency and static throughput of the built site and the
 * local server, each figure printed beside its target. Timing lives here, never in a
 * pass/fail test. Flags:
 *   --only lighthouse,inserts,static   run some parts only (island bytes are always measured)
 *   --runs N                           Lighthouse runs per page (default 10)
 *   --json                             print the summary as JSON instead of the table
 *   --baseline <git-ref>               also measure that commit's site in the same Lighthouse rounds
 *                                      and print them side by side with the budgets (decision 067);
 *                                      repeat it to show more commits (the first is the budgets'
 *                                      reference): --baseline 9f19c70 --baseline f78dded
 * Environment: BENCH_PORT (default 4390) is the server's port; the baselines' are BENCH_PORT+1….
 *
 * `--baseline 9f19c70` builds that commit once into .tmp/bench-baseline/<sha>/ (its own npm ci
 * and build, PUBLIC_* blank) and reuses it later; it rebuilds this checkout the same way, serves
 * both through this checkout's server and loads each page on every build back to back, the first
 * taking turns by round. Pages only this checkout has (a newer locale) are measured on it alone.
 * Main-thread work is judged on every load of the same commits in .bench/history.jsonl, pooled.
 * Progress goes to stderr. Lighthouse's HTML reports are kept under .bench/reports/ and every
 * run's JSON summary is appended to .bench/history.jsonl (date, commit, load) to compare runs.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { findChromium } from "#scripts/chromium.ts";
import { siteBuildEnv } from "#scripts/site-build-env.ts";
import { buildBaseline, resolveCommit, type BaselineBuild } from "./baseline.ts";
import {
  comparisonSections,
  pageMedians,
  pooledRuns,
  roundOrder,
  type BaselineSide,
  type HistoryEntry,
} from "./compare.ts";
import { benchPort, FLOOR_PATH, HOME_PAGES, NOT_FOUND_PATH, TARGETS } from "./config.ts";
import { benchEventFlood, eventFloodSection } from "./event-flood.ts";
import { benchInserts } from "./inserts.ts";
import { islandBytes } from "./island-bytes.ts";
import { CURRENT, lighthousePlan, lighthouseRounds, type BuildRun } from "./lighthouse.ts";
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
import { prepareSite, startServer, type BenchServer } from "./server.ts";
import { benchStatic } from "./static-load.ts";
import { insertSection, lighthouseSections, staticSection } from "./sections.ts";

const PARTS = ["lighthouse", "inserts", "static"] as const;
type Part = (typeof PARTS)[number];

const { values: flags } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    only: { type: "string" },
    runs: { type: "string", default: String(TARGETS.lighthouseRuns) },
    baseline: { type: "string", multiple: true },
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
const baselineRefs = flags.baseline ?? [];
if (baselineRefs.length > 0 && !wants("lighthouse")) {
  console.error("--baseline compares Lighthouse figures: use it without --only, or with --only lighthouse");
  process.exit(2);
}
const PORT = exitOnError(() => benchPort(process.env.BENCH_PORT), 2);
const baselineCommits = baselineRefs.map((ref) => exitOnError(() => resolveCommit(ref), 2));

const SITE_DIR = "dist";
const BENCH_DIR = ".bench";
const started = new Date();
const commit = gitCommit();
const startLoad = load();

// Against a baseline the current site is always rebuilt as the baseline is: a dist/ left from
// another commit or built with the developer's PUBLIC_* settings would compare something else.
if (baselineCommits.length > 0 || !existsSync(join(SITE_DIR, "index.html"))) {
  progress("Building the site first (PUBLIC_* settings blank: the defaults)…");
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", 2, 2], env: siteBuildEnv() });
  if (build.status !== 0) {
    console.error(`npm run build failed (exit ${build.status}); nothing was measured`);
    process.exit(1);
  }
}
const baselines: BaselineBuild[] = baselineCommits.map((commit) =>
  exitOnError(() => buildBaseline(commit), 1),
);
const shortCommit = (build: BaselineBuild) => build.commit.slice(0, 12);
const chromePath = findChromium();
if (wants("lighthouse") && !chromePath)
  throw new Error("No Chromium found: install chromium or set CHROME_PATH");

progress(`Bench of ${commit} on ${cpus().length} CPUs, load ${startLoad}; parts: ${only.join(", ")}`);
// The copy of the site and the database are throwaway: under .tmp/, which every tool ignores.
const benchSite = join(".tmp", "bench-site");
prepareSite(SITE_DIR, benchSite);
const server = await startServer({ port: PORT, siteDir: benchSite, dataDir: join(".tmp", "bench-data") });
// The same server code and headers for each baseline's site, so only the site differs.
const baselineServers: BenchServer[] = [];
for (const [index, baseline] of baselines.entries()) {
  const baselineSite = join(".tmp", `bench-site-baseline-${index}`);
  prepareSite(baseline.siteDir, baselineSite);
  baselineServers.push(
    await startServer({
      port: PORT + 1 + index,
      siteDir: baselineSite,
      dataDir: join(".tmp", `bench-data-baseline-${index}`),
    }).catch(async (error: unknown) => {
      await Promise.all([server, ...baselineServers].map((s) => s.stop()));
      throw error;
    }),
  );
}

const sections: Section[] = [];
const details: Record<string, unknown> = {};
try {
  if (wants("lighthouse")) {
    const pages = HOME_PAGES.filter((page) => existsSync(join(SITE_DIR, page.file)));
    const skipped = HOME_PAGES.filter((page) => !pages.includes(page));
    const reportDir = join(BENCH_DIR, "reports", `${started.toISOString().replace(/[:.]/g, "-")}-${commit}`);
    const paths = [...pages.map((page) => page.path), ...(pages.some((p) => p.lcp) ? [FLOOR_PATH] : [])];
    const lighthouseLoad = load();
    const builds = [
      { build: CURRENT, paths },
      ...baselines.map((baseline) => ({
        build: shortCommit(baseline),
        paths: HOME_PAGES.filter((page) => existsSync(join(baseline.siteDir, page.file))).map(
          (page) => page.path,
        ),
      })),
    ];
    const measured = await lighthousePlan({
      origins: Object.fromEntries([
        [CURRENT, server.origin],
        ...baselines.map((baseline, index) => [shortCommit(baseline), baselineServers[index]?.origin ?? ""]),
      ]),
      rounds: Array.from({ length: runs }, (_, index) => roundOrder(index + 1, paths, builds)),
      chromePath: chromePath as string,
      reportDir,
    });
    const results = measured.filter((r) => r.build === CURRENT);
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
    if (baselines.length > 0) {
      const sides: BaselineSide[] = baselines.map((baseline) => ({
        commit: shortCommit(baseline),
        runs: measured.filter((r) => r.build === shortCommit(baseline)),
        buildNote: buildNote(baseline),
      }));
      details.baselines = baselines.map((baseline, index) =>
        baselineDetails(baseline, sides[index]?.runs ?? [], results),
      );
      const pooled = pooledRuns(
        readHistory(join(BENCH_DIR, "history.jsonl")),
        { commit, runs: results },
        sides.map((side, index) => ({ ...side, full: baselines[index]?.commit ?? "" })),
      );
      sections.push(
        ...comparisonSections({ currentCommit: commit, pages, current: results, baselines: sides, pooled }),
      );
    }
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
  await Promise.all([server, ...baselineServers].map((s) => s.stop()));
}

const summary = {
  date: started.toISOString(),
  commit,
  cpus: cpus().length,
  load: { start: startLoad, end: load() },
  parts: only,
  ...(baselines.length > 0
    ? {
        baselines: baselines.map((baseline, index) => ({
          ref: baselineRefs[index],
          commit: baseline.commit,
        })),
      }
    : {}),
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

/** Runs `get`; an unknown ref, a failed baseline build or a bad setting is printed as one line and ends the bench with `code`. */
function exitOnError<T>(get: () => T, code: number): T {
  try {
    return get();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return process.exit(code);
  }
}

/** How the baseline's site was had this run, for the report. */
function buildNote(build: BaselineBuild): string {
  const dir = dirname(build.siteDir);
  return build.cached
    ? `baseline build reused from ${dir}/ (built once in ${build.builtInSeconds} s; this run spent ${build.seconds} s on it)`
    : `baseline built now into ${dir}/ in ${build.seconds} s (export, ${build.install}, npm run build); later runs reuse it`;
}

/** What history.jsonl keeps of a baseline: its commit, how it was built, its runs and medians per page. */
function baselineDetails(build: BaselineBuild, baselineRuns: BuildRun[], current: BuildRun[]) {
  const paths = [...new Set(baselineRuns.map((r) => r.path))];
  return {
    ref: baselineRefs[baselines.indexOf(build)],
    commit: build.commit,
    build: {
      cached: build.cached,
      seconds: build.seconds,
      builtInSeconds: build.builtInSeconds,
      install: build.install,
    },
    medians: Object.fromEntries(
      paths.map((path) => [
        path,
        {
          baseline: pageMedians(baselineRuns.filter((r) => r.path === path)),
          current: pageMedians(current.filter((r) => r.path === path)),
        },
      ]),
    ),
    runs: baselineRuns,
  };
}

/** Every earlier run's summary in history.jsonl (none when the file is missing); unreadable lines are skipped. */
function readHistory(file: string): HistoryEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line) => {
      try {
        return line.trim() ? [JSON.parse(line) as HistoryEntry] : [];
      } catch {
        return [];
      }
    });
}

/** Keeps the newest `keep` report folders (names start with the run's date, so they sort by age). */
function pruneReports(dir: string, keep: number): void {
  const folders = readdirSync(dir).sort();
  for (const old of folders.slice(0, Math.max(0, folders.length - keep))) {
    rmSync(join(dir, old), { recursive: true, force: true });
  }
}
