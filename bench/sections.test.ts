import { describe, expect, it } from "vitest";
import { FLOOR_PATH, HOME_PAGES } from "./config.ts";
import type { LighthouseRun } from "./lighthouse.ts";
import { formatSections } from "./report.ts";
import { lighthouseSections, staticSection } from "./sections.ts";

const run = (path: string, tbtMs: number, lcpMs = 800): LighthouseRun => ({
  path,
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  fcpMs: lcpMs - 50,
  lcpMs,
  tbtMs,
  mainThreadMs: 1500,
  mainThreadByGroup: {},
  cls: 0,
  bytes: { document: 18_000, script: 0 },
  longTasks:
    tbtMs > 0
      ? [
          {
            startMs: 63,
            durationMs: 29.6,
            top: [
              ["Layout", 20.5],
              ["UpdateLayoutTree", 5.2],
            ],
          },
        ]
      : [],
  report: "r.html",
});

const home = HOME_PAGES.filter((page) => page.path === "/");
const sections = (tbts: number[], lcps: number[] = [], floors: number[] = []) =>
  lighthouseSections({
    pages: home,
    skipped: HOME_PAGES.filter((page) => page.path !== "/"),
    results: [
      ...tbts.map((tbt, i) => run("/", tbt, lcps[i])),
      ...floors.map((lcp) => run(FLOOR_PATH, 0, lcp)),
    ],
    notFound: undefined,
    runs: tbts.length,
    reportDir: ".bench/reports/x",
    loads: ["1.00 1.00 1.00"],
  });
const verdict = (tbts: number[], label: string, lcps?: number[], floors?: number[]) =>
  sections(tbts, lcps, floors)[0]?.figures.find((f) => f.label === label)?.ok;

describe("the bench's verdicts", () => {
  it("wants 0 ms blocking time in at least 9 of 10 runs", () => {
    expect(verdict([0, 0, 0, 0, 0, 0, 0, 0, 0, 3], "TBT 0 ms")).toBe(true);
    expect(verdict([0, 0, 0, 0, 0, 0, 0, 0, 2, 3], "TBT 0 ms")).toBe(false);
  });

  it("scales the 9-of-10 rule to fewer runs (--runs 3 needs all three)", () => {
    expect(verdict([0, 0, 1], "TBT 0 ms")).toBe(false);
    expect(verdict([0, 0, 0], "TBT 0 ms")).toBe(true);
  });

  it("holds the LCP median to 850 ms and to 1.35× the bare-HTML floor of the same run", () => {
    const tbts = [0, 0, 0];
    expect(verdict(tbts, "LCP (median)", [840, 850, 900], [640, 650, 660])).toBe(true);
    expect(verdict(tbts, "LCP / floor", [840, 850, 900], [640, 650, 660])).toBe(true);
    expect(verdict(tbts, "LCP / floor", [840, 850, 900], [600, 610, 620])).toBe(false);
    expect(verdict(tbts, "LCP (median)", [860, 870, 880], [700, 700, 700])).toBe(false);
  });

  it("benches /ar/ and holds its LCP median to 1.1× the English page's of the same run", () => {
    const arabic = HOME_PAGES.filter((page) => page.path === "/ar/");
    expect(arabic).toEqual([
      { path: "/ar/", file: "ar/index.html", lcpAgainst: "/", mainThreadToBaselineHome: 1.25 },
    ]);
    const ratio = (arLcps: number[]) =>
      lighthouseSections({
        pages: arabic,
        skipped: [],
        results: [
          ...[800, 820, 840].map((lcp) => run("/", 0, lcp)),
          ...arLcps.map((lcp) => run("/ar/", 0, lcp)),
        ],
        notFound: undefined,
        runs: 3,
        reportDir: ".bench/reports/x",
        loads: [],
      })[0]?.figures.find((f) => f.label === "LCP / / LCP (medians)");
    expect(ratio([880, 900, 910])).toMatchObject({ value: "1.10× (900 against 820 ms)", ok: true });
    expect(ratio([900, 910, 920])).toMatchObject({ ok: false });
  });

  it("shows the floor's own blocking time, so a busy machine is told apart from a heavy page", () => {
    const figures = sections([0, 0], [800, 800], [640, 650])[0]?.figures ?? [];
    expect(figures.find((f) => f.label.startsWith("bare-HTML floor TBT"))).toMatchObject({
      value: "in 2/2 runs",
      ok: null,
    });
  });

  it("says whether the HTML arrives within the first TCP window of Lighthouse's simulated network", () => {
    const figure = sections([0])[0]?.figures.find((f) => f.label === "HTML document with headers");
    expect(figure).toMatchObject({ value: "17.6 KB", ok: false });
  });

  it("explains each run with blocking time and names the pages it skipped", () => {
    const notes = sections([0, 7, 0])[0]?.notes ?? [];
    expect(notes).toContain(
      "run 2: TBT 7 ms; tasks ≥ 12.5 ms observed: 29.6 ms at 63 ms (Layout 20.5, UpdateLayoutTree 5.2)",
    );
    expect(notes).toContain("/es/ skipped: dist/es/index.html is not built");
  });

  it("prints every figure with ✓ or ✗ and its target, and counts the targets met", () => {
    const text = formatSections([
      staticSection({
        ours: { requestsPerSec: 900, p99Ms: 10, non2xx: 0, serverCpuUsPerRequest: 150, clientCores: 0.8 },
        nginx: { requestsPerSec: 1000, p99Ms: 10, non2xx: 0, serverCpuUsPerRequest: 70, clientCores: 0.9 },
        ratio: 0.9,
        encoding: "gzip",
        loads: [],
      }),
    ]);
    expect(text).toMatch(/✗ ours \/ nginx\s+0\.90 {3}target ≥ 1\.00/);
    expect(text).toContain("0 of 1 targets met.");
  });

  it("shows each server's CPU per request, and says when the client was the limit of both rates", () => {
    const report = (clientCores: number) =>
      staticSection({
        ours: { requestsPerSec: 2200, p99Ms: 40, non2xx: 0, serverCpuUsPerRequest: 160, clientCores },
        nginx: { requestsPerSec: 2250, p99Ms: 38, non2xx: 0, serverCpuUsPerRequest: 72, clientCores: 1 },
        ratio: 0.98,
        encoding: "gzip",
        loads: [],
      });
    const saturated = formatSections([report(0.99)]);
    expect(saturated).toContain("2200 req/s (p99 40 ms, non-2xx 0; server CPU 160 µs per request)");
    expect(saturated).toContain("server CPU 72 µs per request");
    expect(saturated).toContain("busy 0.99 cores against ours and 1.00 against nginx: saturated both times");
    expect(formatSections([report(0.7)])).not.toContain("saturated");
  });
});
