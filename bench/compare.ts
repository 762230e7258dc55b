import { FLOOR_PATH } from "./config.ts";
import type { Build, LighthouseLoad, LighthouseRun } from "./lighthouse.ts";
import { figure, median, type Figure, type Section } from "./report.ts";
import { medianScores } from "./sections.ts";

/*
 * `npm run bench -- --baseline <ref>`: the order of the interleaved Lighthouse loads and the
 * baseline-against-current report with issue 24's budgets. Pure, so the verdicts are unit-tested.
 */

/** Issue 24: the current `/` may paint its largest element at most this much later than the baseline's. */
export const LCP_SLACK_MS = 30;

/**
 * Round `round` (from 1): every path, each on both builds back to back, current first in odd rounds
 * and baseline first in even ones, so drift in the machine's load weighs on both alike. A path the
 * baseline lacks (a newer locale, the floor) is loaded on the current build only.
 */
export function roundOrder(round: number, paths: string[], baselinePaths: string[]): LighthouseLoad[] {
  const builds: Build[] = round % 2 === 1 ? ["current", "baseline"] : ["baseline", "current"];
  return paths.flatMap((path) =>
    baselinePaths.includes(path)
      ? builds.map((build) => ({ build, path }))
      : [{ build: "current" as const, path }],
  );
}

/** A page's medians over its runs on one build. */
export interface PageMedians {
  runs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scores: LighthouseRun["scores"];
}

export function pageMedians(runs: LighthouseRun[]): PageMedians {
  return {
    runs: runs.length,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    scores: medianScores(runs),
  };
}

/** Both builds' runs of one run of the bench, and the commits they were built from. */
export interface ComparisonInput {
  baselineCommit: string;
  currentCommit: string;
  /** The current build's benched pages, in report order (the floor is not one). */
  pages: string[];
  current: LighthouseRun[];
  baseline: LighthouseRun[];
  /** How the baseline's site was had: built now or taken from the cache, and how long that took. */
  buildNote: string;
}

const runsOf = (runs: LighthouseRun[], path: string) => runs.filter((r) => r.path === path);

/** CLS to four decimals, as Lighthouse shows it, without trailing zeros. */
const clsText = (cls: number) => String(Number(cls.toFixed(4)));
const signed = (n: number, unit = "") => `${n > 0 ? "+" : n < 0 ? "−" : "±"}${Math.abs(n)}${unit}`;
const SCORE_KEYS = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Columns padded to their widest cell; numbers (all but the first two columns) aligned right. */
export function formatTable(rows: string[][]): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd(),
  );
}

function medianRow(page: string, build: string, m: PageMedians): string[] {
  return [
    page,
    build,
    String(m.runs),
    `${Math.round(m.lcpMs)} ms`,
    `${Math.round(m.tbtMs)} ms`,
    clsText(m.cls),
    ...SCORE_KEYS.map((key) => String(m.scores[key])),
  ];
}

function changeRow(before: PageMedians, after: PageMedians): string[] {
  return [
    "",
    "change",
    "",
    signed(Math.round(after.lcpMs - before.lcpMs), " ms"),
    signed(Math.round(after.tbtMs - before.tbtMs), " ms"),
    signed(Number((after.cls - before.cls).toFixed(4))),
    ...SCORE_KEYS.map((key) => signed(after.scores[key] - before.scores[key])),
  ];
}

/** Per page: the baseline's medians, the current build's, and the change; current-only pages alone. */
export function comparisonTable(input: ComparisonInput): string[] {
  const header = ["page", "build", "runs", "LCP", "TBT", "CLS", "perf", "a11y", "best", "seo"];
  const rows = input.pages.flatMap((page) => {
    const after = pageMedians(runsOf(input.current, page));
    const baseRuns = runsOf(input.baseline, page);
    const current = `current ${input.currentCommit}`;
    if (baseRuns.length === 0) return [medianRow(page, `${current} (page not in baseline)`, after)];
    const before = pageMedians(baseRuns);
    return [
      medianRow(page, `baseline ${input.baselineCommit}`, before),
      medianRow("", current, after),
      changeRow(before, after),
    ];
  });
  return formatTable([header, ...rows]);
}

/**
 * Issue 24's budgets, each a ✓/✗ figure: `/`'s LCP within LCP_SLACK_MS of the baseline's, TBT no
 * worse than the baseline's on every page both builds have, CLS 0 and all four scores 100 on every
 * current page. The floor's TBT comes first: blocking time on a one-paragraph page is the
 * machine's, and then the TBT lines say they cannot be trusted.
 */
export function budgetFigures(input: ComparisonInput): Figure[] {
  const floor = runsOf(input.current, FLOOR_PATH);
  const blocked = floor.filter((r) => r.tbtMs > 0).length;
  const quiet = floor.length > 0 && blocked === 0;
  const figures: Figure[] = [
    figure(
      "bare-HTML floor TBT 0 ms (machine quiet?)",
      floor.length === 0 ? "not measured" : `in ${floor.length - blocked}/${floor.length} runs`,
      "0 ms in every run",
      floor.length === 0 ? null : quiet,
    ),
  ];
  const caveat = quiet ? "" : "; NOT TRUSTWORTHY: the floor blocked too, so the machine was busy";
  const home = { before: runsOf(input.baseline, "/"), after: runsOf(input.current, "/") };
  if (home.before.length > 0) {
    const before = Math.round(median(home.before.map((r) => r.lcpMs)));
    const after = Math.round(median(home.after.map((r) => r.lcpMs)));
    figures.push(
      figure(
        `/ LCP (median) ≤ baseline + ${LCP_SLACK_MS} ms`,
        `${after} ms (baseline ${before} ms, ${signed(after - before, " ms")})`,
        `≤ ${before + LCP_SLACK_MS} ms`,
        after <= before + LCP_SLACK_MS,
      ),
    );
  }
  for (const page of input.pages) {
    const before = runsOf(input.baseline, page);
    if (before.length === 0) continue;
    const was = median(before.map((r) => r.tbtMs));
    const now = median(runsOf(input.current, page).map((r) => r.tbtMs));
    figures.push(
      figure(
        `${page} TBT (median) ≤ baseline`,
        `${now} ms (baseline ${was} ms${caveat})`,
        `≤ ${was} ms`,
        now <= was,
      ),
    );
  }
  for (const page of input.pages) {
    const runs = runsOf(input.current, page);
    const scores = medianScores(runs);
    const worst = Math.max(...runs.map((r) => r.cls));
    figures.push(
      figure(
        `${page} CLS 0, scores 100 (median)`,
        `CLS ${clsText(worst)} (worst run); ${SCORE_KEYS.map((key) => scores[key]).join(" ")}`,
        "0; 100 100 100 100",
        runs.length > 0 && worst === 0 && Object.values(scores).every((v) => v === 100),
      ),
    );
  }
  return figures;
}

/** The comparison's two sections: the medians side by side, then the budgets. */
export function comparisonSections(input: ComparisonInput): Section[] {
  const floor = runsOf(input.current, FLOOR_PATH);
  return [
    {
      title: `Baseline ${input.baselineCommit} against current ${input.currentCommit}: medians, same run, interleaved`,
      figures: [],
      notes: [
        ...comparisonTable(input),
        "",
        `each round loads every page on both builds back to back, the first build alternating; same server code, port +1`,
        `bare-HTML floor (current server) TBT per run: ${floor.map((r) => r.tbtMs).join(", ") || "not measured"} ms`,
        input.buildNote,
      ],
    },
    {
      title: `Issue 24 budgets against ${input.baselineCommit}`,
      figures: budgetFigures(input),
      notes: [],
    },
  ];
}
