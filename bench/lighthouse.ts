import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS } from "#scripts/chromium.ts";
import { progress } from "./report.ts";

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One Lighthouse run, reduced to what the bench reports. */
export interface LighthouseRun {
  path: string;
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Lighthouse's "main-thread work" (mainthread-work-breakdown): every main-thread task of the
   * load, as it would take on the simulated 4× slower CPU. Steadier than TBT on a busy machine:
   * it grows with what the page does, not with where its tasks happen to fall.
   */
  mainThreadMs: number;
  /** The same by Lighthouse's groups ("styleLayout", "scriptEvaluation", "paintCompositeRender"…), ms. */
  mainThreadByGroup: Record<string, number>;
  cls: number;
  /** Transfer bytes by resource type, as Lighthouse's resource summary counts them. */
  bytes: Record<string, number>;
  /**
   * The page's main-thread tasks long enough to block once Lighthouse slows the CPU 4× (observed
   * ≥ 12.5 ms), longest first, each with the trace events that took most of it.
   */
  longTasks: ObservedTask[];
  /** The saved HTML report, relative to the working directory. */
  report: string;
}

/** A main-thread task as the trace recorded it (unthrottled), and where its time went. */
export interface ObservedTask {
  /** From navigation start, observed. */
  startMs: number;
  durationMs: number;
  /** The heaviest trace events inside it (inclusive ms), e.g. [["Layout", 21.3], ["UpdateLayoutTree", 5.2]]. */
  top: [string, number][];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Lighthouse's 4× CPU slowdown turns an observed task this long into a 50 ms (blocking) one. */
const BLOCKING_OBSERVED_MS = 50 / 4;

const traceOf = (artifacts: unknown): TraceEvent[] =>
  (artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [];

/**
 * The renderer main thread's tasks of at least BLOCKING_OBSERVED_MS. Lighthouse's own long-task
 * breakdown is empty under simulated throttling, so this reads the trace it recorded.
 */
export function observedLongTasks(events: TraceEvent[]): ObservedTask[] {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (mainThreads.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // The page's renderer is the busiest main thread in the trace.
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const navigation = Math.min(...events.filter((e) => e.name === "navigationStart").map((e) => e.ts));
  const complete = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const tasks = complete.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= BLOCKING_OBSERVED_MS * 1000);
  return tasks
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const byName = new Map<string, number>();
      for (const e of complete) {
        if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || e.name === "RunTask") continue;
        const name = e.name === "EventDispatch" ? `EventDispatch(${e.args?.data?.type ?? "?"})` : e.name;
        byName.set(name, (byName.get(name) ?? 0) + (e.dur ?? 0));
      }
      const top = [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, us]): [string, number] => [name, Math.round(us / 100) / 10]);
      return {
        startMs: Math.round((task.ts - navigation) / 1000),
        durationMs: Math.round((task.dur ?? 0) / 100) / 10,
        top,
      };
    })
    .sort((a, b) => b.durationMs - a.durationMs);
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function summarise(lhr: Lhr, trace: TraceEvent[], path: string, report: string): LighthouseRun {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const groups =
    (lhr.audits["mainthread-work-breakdown"]?.details as { items?: { group: string; duration: number }[] })
      ?.items ?? [];
  const summary =
    (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  return {
    path,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]),
    ) as LighthouseRun["scores"],
    fcpMs: Math.round(audit("first-contentful-paint")),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    mainThreadMs: Math.round(audit("mainthread-work-breakdown")),
    mainThreadByGroup: Object.fromEntries(groups.map((item) => [item.group, Math.round(item.duration)])),
    cls: audit("cumulative-layout-shift"),
    bytes: Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize])),
    longTasks: observedLongTasks(trace),
    report,
  };
}

/**
 * Which site a load measures: "current" (this checkout's build) or a baseline commit's
 * (`--baseline <ref>`), named by its short commit.
 */
export type Build = string;

/** This checkout's build, among the builds of a run. */
export const CURRENT: Build = "current";

/** One load of a round: a path on one build's server. */
export interface LighthouseLoad {
  build: Build;
  path: string;
}

/** A run and the build it measured. */
export type BuildRun = LighthouseRun & { build: Build };

/**
 * Lighthouse mobile (its default: simulated Moto G Power on slow 4G) on each load of each round.
 * Every run gets a fresh Chromium, as the `lighthouse` command does, so each pays for a cold
 * renderer (decision 012). The caller orders each round's loads (see compare.ts's roundOrder).
 */
export async function lighthousePlan(options: {
  origins: Record<Build, string>;
  rounds: LighthouseLoad[][];
  chromePath: string;
  reportDir: string;
}): Promise<BuildRun[]> {
  mkdirSync(options.reportDir, { recursive: true });
  const results: BuildRun[] = [];
  const total = options.rounds.flat().length;
  for (const [index, loads] of options.rounds.entries()) {
    const round = index + 1;
    for (const { build, path } of loads) {
      const origin = options.origins[build];
      if (!origin) throw new Error(`No server for the ${build} build`);
      const label = build === CURRENT ? path : `${path} (baseline ${build})`;
      progress(`Lighthouse ${round}/${options.rounds.length} ${label}  (${results.length + 1} of ${total})`);
      const slug = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      const name = `${build === CURRENT ? "" : `baseline-${build}-`}${slug}-${round}.html`;
      results.push({
        ...(await lighthouseOnce(origin, path, options.chromePath, join(options.reportDir, name))),
        build,
      });
    }
  }
  return results;
}

/** Each path `runs` times, in rounds that interleave the pages, so a busy moment hits all of them alike. */
export async function lighthouseRounds(options: {
  origin: string;
  paths: string[];
  runs: number;
  chromePath: string;
  reportDir: string;
}): Promise<LighthouseRun[]> {
  const loads = options.paths.map((path) => ({ build: CURRENT, path }));
  return lighthousePlan({
    origins: { current: options.origin },
    rounds: Array.from({ length: options.runs }, () => loads),
    chromePath: options.chromePath,
    reportDir: options.reportDir,
  });
}

/** One Lighthouse run in a fresh Chromium, its HTML report saved to `report`. */
async function lighthouseOnce(
  origin: string,
  path: string,
  chromePath: string,
  report: string,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: "html",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // The 404 page must answer 404; Lighthouse refuses such pages unless told to carry on.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    writeFileSync(report, String(result.report));
    return summarise(result.lhr, traceOf(result.artifacts), path, report);
  } finally {
    chrome.kill();
  }
}
