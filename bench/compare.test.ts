import { describe, expect, it } from "vitest";
import {
  budgetFigures,
  comparisonSections,
  comparisonTable,
  roundOrder,
  type ComparisonInput,
} from "./compare.ts";
import { FLOOR_PATH } from "./config.ts";
import type { LighthouseRun } from "./lighthouse.ts";
import { formatSections } from "./report.ts";

const run = (path: string, lcpMs: number, tbtMs = 0, extra: Partial<LighthouseRun> = {}): LighthouseRun => ({
  path,
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  fcpMs: lcpMs,
  lcpMs,
  tbtMs,
  cls: 0,
  bytes: {},
  longTasks: [],
  report: "r.html",
  ...extra,
});

/** Three runs per page: `/` and `/es/` on both builds, `/ar/` and the floor on the current one only. */
function input(
  current: { home?: number[]; esTbt?: number[]; floorTbt?: number[]; ar?: Partial<LighthouseRun> } = {},
) {
  const { home = [880, 890, 900], esTbt = [0, 0, 0], floorTbt = [0, 0, 0], ar = {} } = current;
  return {
    baselineCommit: "9f19c70",
    currentCommit: "f3055b6",
    pages: ["/", "/es/", "/ar/"],
    baseline: [
      ...[860, 870, 880].map((lcp) => run("/", lcp)),
      ...[0, 4, 9].map((tbt) => run("/es/", 820, tbt)),
    ],
    current: [
      ...home.map((lcp) => run("/", lcp)),
      ...esTbt.map((tbt) => run("/es/", 830, tbt)),
      ...[900, 910, 920].map((lcp) => run("/ar/", lcp, 0, ar)),
      ...floorTbt.map((tbt) => run(FLOOR_PATH, 630, tbt)),
    ],
    buildNote: "baseline built now",
  } satisfies ComparisonInput;
}

const check = (figures: ReturnType<typeof budgetFigures>, start: string) =>
  figures.find((f) => f.label.startsWith(start));

describe("roundOrder", () => {
  it("loads each page on both builds back to back, current first in odd rounds and baseline first in even ones", () => {
    expect(roundOrder(1, ["/", "/es/"], ["/", "/es/"])).toEqual([
      { build: "current", path: "/" },
      { build: "baseline", path: "/" },
      { build: "current", path: "/es/" },
      { build: "baseline", path: "/es/" },
    ]);
    expect(roundOrder(2, ["/", "/es/"], ["/", "/es/"])).toEqual([
      { build: "baseline", path: "/" },
      { build: "current", path: "/" },
      { build: "baseline", path: "/es/" },
      { build: "current", path: "/es/" },
    ]);
  });

  it("loads a page the baseline lacks, and the floor, on the current build only", () => {
    expect(roundOrder(2, ["/", "/ar/", FLOOR_PATH], ["/"])).toEqual([
      { build: "baseline", path: "/" },
      { build: "current", path: "/" },
      { build: "current", path: "/ar/" },
      { build: "current", path: FLOOR_PATH },
    ]);
  });

  it("puts each build first in half of an even number of rounds", () => {
    const firsts = [1, 2, 3, 4, 5, 6].map((round) => roundOrder(round, ["/"], ["/"])[0]?.build);
    expect(firsts.filter((build) => build === "current")).toHaveLength(3);
  });
});

describe("issue 24's budgets against the baseline", () => {
  it("holds /'s median LCP to the baseline's + 30 ms, not a millisecond more", () => {
    // Baseline median 870 ms: 900 passes, 901 fails.
    expect(check(budgetFigures(input({ home: [890, 900, 910] })), "/ LCP")).toMatchObject({
      value: "900 ms (baseline 870 ms, +30 ms)",
      target: "≤ 900 ms",
      ok: true,
    });
    expect(check(budgetFigures(input({ home: [890, 901, 910] })), "/ LCP")?.ok).toBe(false);
  });

  it("holds TBT's median to the baseline's on every page both builds have, and only there", () => {
    // Baseline /es/ TBT median 4 ms.
    expect(check(budgetFigures(input({ esTbt: [0, 4, 30] })), "/es/ TBT")).toMatchObject({
      ok: true,
      target: "≤ 4 ms",
    });
    expect(check(budgetFigures(input({ esTbt: [0, 5, 5] })), "/es/ TBT")?.ok).toBe(false);
    expect(check(budgetFigures(input()), "/ar/ TBT")).toBeUndefined();
  });

  it("flags the TBT comparison as untrustworthy when the bare-HTML floor blocked", () => {
    const busy = budgetFigures(input({ floorTbt: [0, 12, 0] }));
    expect(check(busy, "bare-HTML floor")).toMatchObject({ value: "in 2/3 runs", ok: false });
    expect(check(busy, "/es/ TBT")?.value).toContain("NOT TRUSTWORTHY");
    const quiet = budgetFigures(input());
    expect(check(quiet, "bare-HTML floor")).toMatchObject({ value: "in 3/3 runs", ok: true });
    expect(check(quiet, "/es/ TBT")?.value).toBe("0 ms (baseline 4 ms)");
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
  it("prints each page's medians on both builds and the change, and current-only pages alone", () => {
    const data = input({ esTbt: [0, 12, 20], ar: { cls: 0.0002 } });
    expect(comparisonTable({ ...data, pages: ["/es/", "/ar/"] })).toEqual([
      "page  build                                   runs     LCP    TBT     CLS  perf  a11y  best  seo",
      "/es/  baseline 9f19c70                           3  820 ms   4 ms       0   100   100   100  100",
      "      current f3055b6                            3  830 ms  12 ms       0   100   100   100  100",
      "      change                                        +10 ms  +8 ms      ±0    ±0    ±0    ±0   ±0",
      "/ar/  current f3055b6 (page not in baseline)     3  910 ms   0 ms  0.0002   100   100   100  100",
    ]);
  });

  it("shows the budgets as ✓/✗ lines under the medians, with how the baseline was built", () => {
    const text = formatSections(comparisonSections(input({ home: [950, 950, 950] })));
    expect(text).toContain("== Baseline 9f19c70 against current f3055b6: medians, same run, interleaved ==");
    expect(text).toMatch(
      /✗ \/ LCP \(median\) ≤ baseline \+ 30 ms\s+950 ms \(baseline 870 ms, \+80 ms\) {3}target ≤ 900 ms/,
    );
    expect(text).toMatch(/✓ \/es\/ TBT \(median\) ≤ baseline/);
    expect(text).toContain("baseline built now");
  });
});
