import { FLOOR_PATH, type BenchedPage } from "./config.ts";
import type { Build, BuildRun, LighthouseLoad, LighthouseRun } from "./lighthouse.ts";
import { figure, median, type Figure, type Section } from "./report.ts";
import { medianScores } from "./sections.ts";

/*
 * `npm run bench -- --baseline <ref> [--baseline <ref>…]`: the order of the interleaved Lighthouse
 * loads, the runs of earlier benches of the same commits (pooled), and the report of the current
 * build against the baselines with its budgets (decision 067). Pure, so the verdicts are
 * unit-tested. The first baseline is the reference the budgets are held to; the others are shown.
 */

/** The current `/` may paint its largest element at most this much later than a baseline's. */
export const LCP_SLACK_MS = 30;

/**
 * Round `round` (from 1): every path, each on every build that has it back to back. The builds
 * take turns at going first (the current one in round 1, the first baseline in round 2…), so drift
 * in the machine's load weighs on all alike. A path only some builds have (a newer locale, the
 * floor) is loaded on those only. `builds` lists the current build first.
 */
export function roundOrder(
  round: number,
  paths: string[],
  builds: { build: Build; paths: string[] }[],
): LighthouseLoad[] {
  const shift = (round - 1) % Math.max(builds.length, 1);
  const turn = [...builds.slice(shift), ...builds.slice(0, shift)];
  return paths.flatMap((path) =>
    turn.filter((side) => side.paths.includes(path)).map(({ build }) => ({ build, path })),
  );
}

/** A page's medians over its runs on one build. */
export interface PageMedians {
  runs: number;
  lcpMs: number;
  tbtMs: number;
  /** NaN over runs recorded before the bench kept main-thread work. */
  mainThreadMs: number;
  cls: number;
  scores: LighthouseRun["scores"];
}

const finite = (values: number[]) => values.filter((value) => Number.isFinite(value));

export function pageMedians(runs: LighthouseRun[]): PageMedians {
  return {
    runs: runs.length,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    mainThreadMs: median(finite(runs.map((r) => r.mainThreadMs))),
    cls: median(runs.map((r) => r.cls)),
    scores: medianScores(runs),
  };
}

/** One baseline commit's side of the comparison. */
export interface BaselineSide {
  /** Its short commit, as the table names it. */
  commit: string;
  runs: BuildRun[];
  /** How its site was had: built now or taken from the cache, and how long that took. */
  buildNote: string;
}

/** Loads of the same commits from earlier runs of the bench, with this run's (see pooledRuns). */
export interface Pooled {
  /** Runs of the bench pooled, this one included. */
  benches: number;
  current: LighthouseRun[];
  /** By baseline commit (short, as in BaselineSide). */
  baselines: Record<string, LighthouseRun[]>;
}

/** Both sides of one run of the bench, and the commits they were built from. */
export interface ComparisonInput {
  currentCommit: string;
  /** The current build's benched pages, in report order (the floor is not one). */
  pages: BenchedPage[];
  current: LighthouseRun[];
  /** The first is the reference of the budgets. */
  baselines: BaselineSide[];
  /** Earlier runs of the same commits; without them, this run's loads alone are pooled. */
  pooled?: Pooled;
}

const runsOf = (runs: LighthouseRun[], path: string) => runs.filter((r) => r.path === path);

/** CLS to four decimals, as Lighthouse shows it, without trailing zeros. */
const clsText = (cls: number) => String(Number(cls.toFixed(4)));
const signed = (n: number, unit = "") => `${n > 0 ? "+" : n < 0 ? "−" : "±"}${Math.abs(n)}${unit}`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString("en")} ms` : "—");
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
    ms(m.lcpMs),
    ms(m.tbtMs),
    ms(m.mainThreadMs),
    clsText(m.cls),
    ...SCORE_KEYS.map((key) => String(m.scores[key])),
  ];
}

function changeRow(against: string, before: PageMedians, after: PageMedians): string[] {
  const work = after.mainThreadMs / before.mainThreadMs;
  return [
    "",
    `change against ${against}`,
    "",
    signed(Math.round(after.lcpMs - before.lcpMs), " ms"),
    signed(Math.round(after.tbtMs - before.tbtMs), " ms"),
    Number.isFinite(work) ? `${work.toFixed(2)}×` : "—",
    signed(Number((after.cls - before.cls).toFixed(4))),
    ...SCORE_KEYS.map((key) => signed(after.scores[key] - before.scores[key])),
  ];
}

const HEADER = [
  "page",
  "build",
  "runs",
  "LCP",
  "TBT",
  "main-thread work",
  "CLS",
  "perf",
  "a11y",
  "best",
  "seo",
];

/**
 * Per page: each baseline's medians, the current build's, and its change against the reference;
 * current-only pages alone. Main-thread work is Lighthouse's (the simulated slower CPU).
 */
export function comparisonTable(input: ComparisonInput): string[] {
  const [reference] = input.baselines;
  const current = `current ${input.currentCommit}`;
  const rows = input.pages.flatMap(({ path }) => {
    const after = pageMedians(runsOf(input.current, path));
    const sides = input.baselines.filter((side) => runsOf(side.runs, path).length > 0);
    if (sides.length === 0) return [medianRow(path, `${current} (page not in baseline)`, after)];
    const before = reference ? runsOf(reference.runs, path) : [];
    return [
      ...sides.map((side, index) =>
        medianRow(index === 0 ? path : "", `baseline ${side.commit}`, pageMedians(runsOf(side.runs, path))),
      ),
      medianRow("", current, after),
      ...(reference && before.length > 0 ? [changeRow(reference.commit, pageMedians(before), after)] : []),
    ];
  });
  return formatTable([HEADER, ...rows]);
}

/** Every build's loads of this run, pooled with earlier runs' when there are any. */
function pooledOrThisRun(input: ComparisonInput): Pooled {
  return (
    input.pooled ?? {
      benches: 1,
      current: input.current,
      baselines: Object.fromEntries(input.baselines.map((side) => [side.commit, side.runs])),
    }
  );
}

/** Main-thread work and TBT, medians over every pooled load, per page and build. */
export function pooledTable(input: ComparisonInput): string[] {
  const pooled = pooledOrThisRun(input);
  const row = (path: string, build: string, runs: LighthouseRun[]) => {
    const work = finite(runs.map((r) => r.mainThreadMs));
    return [path, build, String(work.length), ms(median(work)), ms(median(runs.map((r) => r.tbtMs)))];
  };
  const rows = [...input.pages.map((page) => page.path), FLOOR_PATH].flatMap((path) => {
    const sides = input.baselines
      .map((side) => ({ commit: side.commit, runs: runsOf(pooled.baselines[side.commit] ?? [], path) }))
      .filter((side) => side.runs.length > 0);
    const current = runsOf(pooled.current, path);
    return [
      ...sides.map((side, index) => row(index === 0 ? path : "", `baseline ${side.commit}`, side.runs)),
      ...(current.length > 0
        ? [row(sides.length > 0 ? "" : path, `current ${input.currentCommit}`, current)]
        : []),
    ];
  });
  return formatTable([["page", "build", "loads", "main-thread work", "TBT"], ...rows]);
}

/**
 * The budgets, each a ✓/✗ figure, against the reference baseline (the first): `/`'s LCP within
 * LCP_SLACK_MS of every baseline's, TBT no worse than the reference's on every page both have,
 * main-thread work (pooled median) at most the page's factor times the reference's `/`, and CLS 0
 * and all four scores 100 on every current page. The floor's TBT comes first: blocking time on a
 * one-paragraph page is the machine's, and then the TBT lines say they cannot be trusted.
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
  const [reference] = input.baselines;
  const home = runsOf(input.current, "/");
  for (const side of input.baselines) {
    const before = runsOf(side.runs, "/");
    if (before.length === 0 || home.length === 0) continue;
    const was = Math.round(median(before.map((r) => r.lcpMs)));
    const now = Math.round(median(home.map((r) => r.lcpMs)));
    figures.push(
      figure(
        `/ LCP (median) ≤ ${side.commit} + ${LCP_SLACK_MS} ms`,
        `${now} ms (${side.commit} ${was} ms, ${signed(now - was, " ms")})`,
        `≤ ${was + LCP_SLACK_MS} ms`,
        now <= was + LCP_SLACK_MS,
      ),
    );
  }
  if (reference) {
    for (const { path } of input.pages) {
      const before = runsOf(reference.runs, path);
      if (before.length === 0) continue;
      const was = median(before.map((r) => r.tbtMs));
      const now = median(runsOf(input.current, path).map((r) => r.tbtMs));
      figures.push(
        figure(
          `${path} TBT (median) ≤ ${reference.commit}'s`,
          `${now} ms (${reference.commit} ${was} ms${caveat})`,
          `≤ ${was} ms`,
          now <= was,
        ),
      );
    }
    figures.push(...mainThreadFigures(input, reference));
  }
  for (const { path } of input.pages) {
    const runs = runsOf(input.current, path);
    const scores = medianScores(runs);
    const worst = Math.max(...runs.map((r) => r.cls));
    figures.push(
      figure(
        `${path} CLS 0, scores 100 (median)`,
        `CLS ${clsText(worst)} (worst run); ${SCORE_KEYS.map((key) => scores[key]).join(" ")}`,
        "0; 100 100 100 100",
        runs.length > 0 && worst === 0 && Object.values(scores).every((v) => v === 100),
      ),
    );
  }
  return figures;
}

/** Each page's main-thread work, pooled, against its factor times the reference's `/`. */
function mainThreadFigures(input: ComparisonInput, reference: BaselineSide): Figure[] {
  const pooled = pooledOrThisRun(input);
  const work = (runs: LighthouseRun[]) => finite(runs.map((r) => r.mainThreadMs));
  const referenceHome = work(runsOf(pooled.baselines[reference.commit] ?? [], "/"));
  if (referenceHome.length === 0) return [];
  const base = median(referenceHome);
  const loads = (n: number) => `${n} loads${pooled.benches > 1 ? ` over ${pooled.benches} benches` : ""}`;
  return input.pages.flatMap(({ path, mainThreadToBaselineHome: factor }) => {
    const now = work(runsOf(pooled.current, path));
    if (factor === undefined || now.length === 0) return [];
    const value = median(now);
    return [
      figure(
        `${path} main-thread work (pooled median) ≤ ${factor}× ${reference.commit}'s /`,
        `${ms(value)}, ${(value / base).toFixed(2)}× (${loads(now.length)}; ${reference.commit} / ${ms(base)}, ${loads(referenceHome.length)})`,
        `≤ ${ms(base * factor)}`,
        value <= base * factor,
      ),
    ];
  });
}

/** The comparison's sections: the medians side by side, the pooled medians, then the budgets. */
export function comparisonSections(input: ComparisonInput): Section[] {
  const floor = runsOf(input.current, FLOOR_PATH);
  const names = input.baselines.map((side) => side.commit).join(", ");
  const pooled = pooledOrThisRun(input);
  return [
    {
      title: `Baseline ${names} against current ${input.currentCommit}: medians, same run, interleaved`,
      figures: [],
      notes: [
        ...comparisonTable(input),
        "",
        "each round loads every page on every build back to back, the first build taking turns; same server code, ports +1…",
        "main-thread work is Lighthouse's: every main-thread task of the load, as long as on its 4× slower CPU",
        `bare-HTML floor (current server) TBT per run: ${floor.map((r) => r.tbtMs).join(", ") || "not measured"} ms`,
        ...input.baselines.map((side) => `${side.commit}: ${side.buildNote}`),
      ],
    },
    {
      title:
        pooled.benches > 1
          ? `Pooled: every load of these commits over ${pooled.benches} runs of the bench (.bench/history.jsonl)`
          : "Pooled: this run's loads (no earlier run of these commits; a dirty tree is never pooled)",
      figures: [],
      notes: pooledTable(input),
    },
    {
      title: `Budgets against ${input.baselines[0]?.commit ?? "the baseline"}`,
      figures: budgetFigures(input),
      notes: [],
    },
  ];
}

/** What history.jsonl keeps of one run that pooledRuns reads back. */
export interface HistoryEntry {
  commit?: string;
  details?: {
    lighthouse?: { runs?: LighthouseRun[] };
    /** Before several baselines: one. */
    baseline?: { commit?: string; runs?: LighthouseRun[] };
    baselines?: { commit?: string; runs?: LighthouseRun[] }[];
  };
}

/**
 * The loads of earlier runs of the bench of the same commits, with this run's: decision 067 judges
 * differences of a few milliseconds from several runs pooled. An earlier run counts if it measured
 * this clean commit against the reference baseline (the first); each other baseline's loads come
 * from the runs that had it. A tree with uncommitted changes is never pooled: its commit does not
 * say what was measured. Each baseline is named by its short commit and matched by its full one.
 */
export function pooledRuns(
  history: HistoryEntry[],
  current: { commit: string; runs: LighthouseRun[] },
  baselines: { commit: string; full: string; runs: LighthouseRun[] }[],
): Pooled {
  const pooled: Pooled = {
    benches: 1,
    current: current.runs,
    baselines: Object.fromEntries(baselines.map((side) => [side.commit, [...side.runs]])),
  };
  const [reference] = baselines;
  if (!reference || current.commit.endsWith("+dirty") || current.commit === "unknown") return pooled;
  for (const entry of history) {
    if (entry.commit !== current.commit) continue;
    const sides = entry.details?.baselines ?? (entry.details?.baseline ? [entry.details.baseline] : []);
    if (!sides.some((side) => side.commit === reference.full)) continue;
    pooled.benches += 1;
    pooled.current = [...pooled.current, ...(entry.details?.lighthouse?.runs ?? [])];
    for (const side of baselines) {
      const earlier = sides.find((candidate) => candidate.commit === side.full)?.runs ?? [];
      pooled.baselines[side.commit] = [...(pooled.baselines[side.commit] ?? []), ...earlier];
    }
  }
  return pooled;
}
