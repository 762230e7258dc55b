import { describe, expect, it } from "vitest";
import {
  budgetFigures,
  comparisonSections,
  comparisonTable,
  pooledRuns,
  pooledTable,
  roundOrder,
  type ComparisonInput,
  type HistoryEntry,
} from "./compare.ts";
import { FLOOR_PATH, HOME_PAGES } from "./config.ts";
import type { BuildRun, LighthouseRun } from "./lighthouse.ts";
import { formatSections } from "./report.ts";

const run = (
  path: string,
  lcpMs: number,
  tbtMs = 0,
  extra: Partial<LighthouseRun> = {},
  build = "current",
): BuildRun => ({
  path,
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  fcpMs: lcpMs,
  lcpMs,
  tbtMs,
  mainThreadMs: 1500,
  mainThreadByGroup: {},
  cls: 0,
  bytes: {},
  longTasks: [],
  report: "r.html",
  build,
  ...extra,
});

const pages = (...paths: string[]) => HOME_PAGES.filter((page) => paths.includes(page.path));

/**
 * Three runs per page: `/` and `/es/` on the current build and on 9f19c70 (the reference), `/` on
 * f78dded too; `/ar/` and the floor on the current build only. Main-thread work: 9f19c70's `/`
 * 1,400–1,600 ms (median 1,500), so `/` and `/es/` may reach 1,650 ms and `/ar/` 1,875 ms.
 */
function input(
  current: {
    home?: number[];
    esTbt?: number[];
    floorTbt?: number[];
    ar?: Partial<LighthouseRun>;
    work?: { home?: number[]; es?: number[]; ar?: number[] };
  } = {},
): ComparisonInput {
  const { home = [880, 890, 900], esTbt = [0, 0, 0], floorTbt = [0, 0, 0], ar = {}, work = {} } = current;
  const {
    home: homeWork = [1600, 1600, 1600],
    es: esWork = [1600, 1650, 1700],
    ar: arWork = [1800, 1850, 1900],
  } = work;
  return {
    currentCommit: "f3055b6",
    pages: pages("/", "/es/", "/ar/"),
    baselines: [
      {
        commit: "9f19c70",
        runs: [
          ...[860, 870, 880].map((lcp, i) =>
            run("/", lcp, 0, { mainThreadMs: [1400, 1500, 1600][i] }, "9f19c70"),
          ),
          ...[0, 4, 9].map((tbt) => run("/es/", 820, tbt, { mainThreadMs: 1700 }, "9f19c70")),
        ],
        buildNote: "baseline built now",
      },
      {
        commit: "f78dded",
        runs: [900, 905, 910].map((lcp) => run("/", lcp, 0, { mainThreadMs: 2300 }, "f78dded")),
        buildNote: "baseline build reused",
      },
    ],
    current: [
      ...home.map((lcp, i) => run("/", lcp, 0, { mainThreadMs: homeWork[i] ?? NaN })),
      ...esTbt.map((tbt, i) => run("/es/", 830, tbt, { mainThreadMs: esWork[i] ?? NaN })),
      ...[900, 910, 920].map((lcp, i) => run("/ar/", lcp, 0, { mainThreadMs: arWork[i] ?? NaN, ...ar })),
      ...floorTbt.map((tbt) => run(FLOOR_PATH, 630, tbt, { mainThreadMs: 300 })),
    ],
  };
}

const check = (figures: ReturnType<typeof budgetFigures>, start: string) =>
  figures.find((f) => f.label.startsWith(start));

describe("roundOrder", () => {
  const both = (paths: string[]) => [
    { build: "current", paths: ["/", "/es/", "/ar/", FLOOR_PATH] },
    { build: "9f19c70", paths },
  ];

  it("loads each page on both builds back to back, current first in odd rounds and baseline first in even ones", () => {
    expect(roundOrder(1, ["/", "/es/"], both(["/", "/es/"]))).toEqual([
      { build: "current", path: "/" },
      { build: "9f19c70", path: "/" },
      { build: "current", path: "/es/" },
      { build: "9f19c70", path: "/es/" },
    ]);
    expect(roundOrder(2, ["/", "/es/"], both(["/", "/es/"]))).toEqual([
      { build: "9f19c70", path: "/" },
      { build: "current", path: "/" },
      { build: "9f19c70", path: "/es/" },
      { build: "current", path: "/es/" },
    ]);
  });

  it("loads a page the baseline lacks, and the floor, on the current build only", () => {
    expect(roundOrder(2, ["/", "/ar/", FLOOR_PATH], both(["/"]))).toEqual([
      { build: "9f19c70", path: "/" },
      { build: "current", path: "/" },
      { build: "current", path: "/ar/" },
      { build: "current", path: FLOOR_PATH },
    ]);
  });

  it("puts each of three builds first in a third of the rounds", () => {
    const builds = [...both(["/"]), { build: "f78dded", paths: ["/"] }];
    const firsts = [1, 2, 3, 4, 5, 6].map((round) => roundOrder(round, ["/"], builds)[0]?.build);
    expect(firsts).toEqual(["current", "9f19c70", "f78dded", "current", "9f19c70", "f78dded"]);
    expect(roundOrder(2, ["/"], builds).map((load) => load.build)).toEqual(["9f19c70", "f78dded", "current"]);
  });
});

describe("the budgets against the reference baseline", () => {
  it("holds /'s median LCP to each baseline's + 30 ms, not a millisecond more", () => {
    // 9f19c70's median 870 ms: 900 passes, 901 fails; f78dded's 905 ms.
    const figures = budgetFigures(input({ home: [890, 900, 910] }));
    expect(check(figures, "/ LCP (median) ≤ 9f19c70")).toMatchObject({
      value: "900 ms (9f19c70 870 ms, +30 ms)",
      target: "≤ 900 ms",
      ok: true,
    });
    expect(check(figures, "/ LCP (median) ≤ f78dded")).toMatchObject({ target: "≤ 935 ms", ok: true });
    expect(check(budgetFigures(input({ home: [890, 901, 910] })), "/ LCP (median) ≤ 9f19c70")?.ok).toBe(
      false,
    );
  });

  it("holds TBT's median to the reference's on every page both builds have, and only there", () => {
    // 9f19c70's /es/ TBT median 4 ms.
    expect(check(budgetFigures(input({ esTbt: [0, 4, 30] })), "/es/ TBT")).toMatchObject({
      ok: true,
      target: "≤ 4 ms",
    });
    expect(check(budgetFigures(input({ esTbt: [0, 5, 5] })), "/es/ TBT")?.ok).toBe(false);
    expect(check(budgetFigures(input()), "/ar/ TBT")).toBeUndefined();
  });

  it("holds each page's main-thread work to its factor times the reference's /, not its own page's", () => {
    // 9f19c70's / 1,500 ms: / and /es/ may do 1,650 ms, /ar/ 1,875 ms; 9f19c70's own /es/ (1,700) does not count.
    const ok = budgetFigures(input());
    expect(check(ok, "/ main-thread work")).toMatchObject({
      label: "/ main-thread work (pooled median) ≤ 1.1× 9f19c70's /",
      value: "1,600 ms, 1.07× (3 loads; 9f19c70 / 1,500 ms, 3 loads)",
      target: "≤ 1,650 ms",
      ok: true,
    });
    expect(check(ok, "/es/ main-thread work")?.ok).toBe(true);
    expect(check(ok, "/ar/ main-thread work")).toMatchObject({ target: "≤ 1,875 ms", ok: true });
    const heavy = budgetFigures(input({ work: { es: [1600, 1660, 1700], ar: [1800, 1900, 1900] } }));
    expect(check(heavy, "/es/ main-thread work")?.ok).toBe(false);
    expect(check(heavy, "/ar/ main-thread work")?.ok).toBe(false);
  });

  it("judges main-thread work on the pooled loads when earlier runs are given", () => {
    const base = input({ work: { home: [1700, 1700, 1700] } });
    expect(check(budgetFigures(base), "/ main-thread work")?.ok).toBe(false);
    const earlier = [1500, 1500, 1500, 1500].map((work) => run("/", 880, 0, { mainThreadMs: work }));
    const pooled = {
      benches: 2,
      current: [...base.current, ...earlier],
      baselines: Object.fromEntries(base.baselines.map((side) => [side.commit, side.runs])),
    };
    expect(check(budgetFigures({ ...base, pooled }), "/ main-thread work")).toMatchObject({
      value: "1,500 ms, 1.00× (7 loads over 2 benches; 9f19c70 / 1,500 ms, 3 loads over 2 benches)",
      ok: true,
    });
  });

  it("flags the TBT comparison as untrustworthy when the bare-HTML floor blocked", () => {
    const busy = budgetFigures(input({ floorTbt: [0, 12, 0] }));
    expect(check(busy, "bare-HTML floor")).toMatchObject({ value: "in 2/3 runs", ok: false });
    expect(check(busy, "/es/ TBT")?.value).toContain("NOT TRUSTWORTHY");
    const quiet = budgetFigures(input());
    expect(check(quiet, "bare-HTML floor")).toMatchObject({ value: "in 3/3 runs", ok: true });
    expect(check(quiet, "/es/ TBT")?.value).toBe("0 ms (9f19c70 4 ms)");
  });

  it("wants CLS 0 in every run and all four scores 100 on every current page, the baseline's own pages included", () => {
    expect(check(budgetFigures(input()), "/ar/ CLS")?.ok).toBe(true);
    expect(check(budgetFigures(input({ ar: { cls: 0.0002 } })), "/ar/ CLS")).toMatchObject({
      value: "CLS 0.0002 (worst run); 100 100 100 100",
      ok: false,
    });
    const scores = { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 };
    expect(check(budgetFigures(input({ ar: { scores } })), "/ar/ CLS")?.ok).toBe(false);
  });
});

describe("the comparison's report", () => {
  it("prints each page's medians on every build, main-thread work beside TBT, and the change against the reference", () => {
    const data = input({ esTbt: [0, 12, 20], ar: { cls: 0.0002 } });
    expect(comparisonTable({ ...data, pages: pages("/", "/es/", "/ar/") })).toEqual([
      "page  build                                   runs     LCP    TBT  main-thread work     CLS  perf  a11y  best  seo",
      "/     baseline 9f19c70                           3  870 ms   0 ms          1,500 ms       0   100   100   100  100",
      "      baseline f78dded                           3  905 ms   0 ms          2,300 ms       0   100   100   100  100",
      "      current f3055b6                            3  890 ms   0 ms          1,600 ms       0   100   100   100  100",
      "      change against 9f19c70                        +20 ms  ±0 ms             1.07×      ±0    ±0    ±0    ±0   ±0",
      "/es/  baseline 9f19c70                           3  820 ms   4 ms          1,700 ms       0   100   100   100  100",
      "      current f3055b6                            3  830 ms  12 ms          1,650 ms       0   100   100   100  100",
      "      change against 9f19c70                        +10 ms  +8 ms             0.97×      ±0    ±0    ±0    ±0   ±0",
      "/ar/  current f3055b6 (page not in baseline)     3  910 ms   0 ms          1,850 ms  0.0002   100   100   100  100",
    ]);
  });

  it("prints the pooled medians of main-thread work and TBT per page and build, the floor last", () => {
    expect(pooledTable(input())).toEqual([
      "page          build             loads  main-thread work   TBT",
      "/             baseline 9f19c70      3          1,500 ms  0 ms",
      "              baseline f78dded      3          2,300 ms  0 ms",
      "              current f3055b6       3          1,600 ms  0 ms",
      "/es/          baseline 9f19c70      3          1,700 ms  4 ms",
      "              current f3055b6       3          1,650 ms  0 ms",
      "/ar/          current f3055b6       3          1,850 ms  0 ms",
      "/bench-floor  current f3055b6       3            300 ms  0 ms",
    ]);
  });

  it("shows the budgets as ✓/✗ lines under the medians, with how each baseline was built", () => {
    const text = formatSections(comparisonSections(input({ home: [950, 950, 950] })));
    expect(text).toContain(
      "== Baseline 9f19c70, f78dded against current f3055b6: medians, same run, interleaved ==",
    );
    expect(text).toMatch(
      /✗ \/ LCP \(median\) ≤ 9f19c70 \+ 30 ms\s+950 ms \(9f19c70 870 ms, \+80 ms\) {3}target ≤ 900 ms/,
    );
    expect(text).toMatch(/✓ \/es\/ TBT \(median\) ≤ 9f19c70's/);
    expect(text).toContain("9f19c70: baseline built now");
    expect(text).toContain("f78dded: baseline build reused");
    expect(text).toContain("== Pooled: this run's loads");
  });
});

describe("pooledRuns", () => {
  const reference = { commit: "9f19c70", full: "9f19c70aaaa", runs: [run("/", 870, 0, {}, "9f19c70")] };
  const other = { commit: "f78dded", full: "f78ddedbbbb", runs: [run("/", 900, 0, {}, "f78dded")] };
  const entry = (commit: string, baselines: { commit: string; runs: LighthouseRun[] }[]): HistoryEntry => ({
    commit,
    details: { lighthouse: { runs: [run("/", 880)] }, baselines },
  });

  it("adds the loads of earlier runs of this clean commit against the same reference, and each other baseline's where it was measured", () => {
    const history = [
      entry("abc", [{ commit: "9f19c70aaaa", runs: [run("/", 860)] }]),
      entry("abc", [
        { commit: "9f19c70aaaa", runs: [run("/", 861)] },
        { commit: "f78ddedbbbb", runs: [run("/", 901)] },
      ]),
      entry("abc", [{ commit: "f78ddedbbbb", runs: [run("/", 902)] }]), // no reference: not pooled
      entry("other", [{ commit: "9f19c70aaaa", runs: [run("/", 862)] }]), // another commit
      {
        commit: "abc",
        details: {
          lighthouse: { runs: [run("/", 881)] },
          baseline: { commit: "9f19c70aaaa", runs: [run("/", 863)] },
        },
      },
    ];
    const pooled = pooledRuns(history, { commit: "abc", runs: [run("/", 890)] }, [reference, other]);
    expect(pooled.benches).toBe(4);
    expect(pooled.current.map((r) => r.lcpMs)).toEqual([890, 880, 880, 881]);
    expect(pooled.baselines["9f19c70"]?.map((r) => r.lcpMs)).toEqual([870, 860, 861, 863]);
    expect(pooled.baselines["f78dded"]?.map((r) => r.lcpMs)).toEqual([900, 901]);
  });

  it("pools nothing for a tree with uncommitted changes", () => {
    const history = [entry("abc+dirty", [{ commit: "9f19c70aaaa", runs: [run("/", 860)] }])];
    const pooled = pooledRuns(history, { commit: "abc+dirty", runs: [run("/", 890)] }, [reference]);
    expect(pooled.benches).toBe(1);
    expect(pooled.baselines["9f19c70"]).toHaveLength(1);
  });
});
