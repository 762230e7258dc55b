import { FLOOR_PATH, TARGETS, type BenchedPage } from "./config.ts";
import type { InsertPhase, InsertReport } from "./inserts.ts";
import type { LighthouseRun } from "./lighthouse.ts";
import { figure, kb, median, type Figure, type Section } from "./report.ts";
import type { StaticReport } from "./static-load.ts";

/*
 * Turns measurements into the report's figures, each with its target from config.ts. Pure, so the
 * verdicts (what counts as ✓) are unit-tested without running anything.
 */

const scoreLine = (s: LighthouseRun["scores"]) =>
  `perf ${s.performance}  a11y ${s.accessibility}  best ${s["best-practices"]}  seo ${s.seo}`;

/** Each category's median score over the runs. */
export const medianScores = (runs: LighthouseRun[]): LighthouseRun["scores"] => ({
  performance: median(runs.map((r) => r.scores.performance)),
  accessibility: median(runs.map((r) => r.scores.accessibility)),
  "best-practices": median(runs.map((r) => r.scores["best-practices"])),
  seo: median(runs.map((r) => r.scores.seo)),
});

/** "run 3: TBT 12 ms; tasks ≥ 12.5 ms observed: 29.6 ms at 63 ms (Layout 20.5, UpdateLayoutTree 5.2)". */
function blockingNote(run: LighthouseRun, index: number): string {
  const tasks = run.longTasks
    .slice(0, 3)
    .map(
      (t) =>
        `${t.durationMs} ms at ${t.startMs} ms (${t.top.map(([name, ms]) => `${name} ${ms}`).join(", ")})`,
    );
  return `run ${index + 1}: TBT ${run.tbtMs} ms; tasks ≥ 12.5 ms observed: ${tasks.join("; ") || "none"}`;
}

export function lighthouseSections(input: {
  pages: BenchedPage[];
  skipped: BenchedPage[];
  results: LighthouseRun[];
  notFound: LighthouseRun | undefined;
  runs: number;
  reportDir: string;
  loads: string[];
}): Section[] {
  const { runs } = input;
  const needed = Math.ceil((TARGETS.tbtZeroRuns / TARGETS.lighthouseRuns) * runs);
  const sections: Section[] = [];
  const floorRuns = input.results.filter((r) => r.path === FLOOR_PATH);
  for (const page of input.pages) {
    const pageRuns = input.results.filter((r) => r.path === page.path);
    const zero = pageRuns.filter((r) => r.tbtMs === 0).length;
    const scores = medianScores(pageRuns);
    const figures: Figure[] = [
      figure(
        "TBT 0 ms",
        `in ${zero}/${pageRuns.length} runs (${pageRuns.map((r) => r.tbtMs).join(", ")} ms)`,
        `≥ ${needed}/${runs}`,
        zero >= needed,
      ),
      figure(
        "scores (median)",
        scoreLine(scores),
        "all 100",
        Object.values(scores).every((v) => v === 100),
      ),
      // What a slow phone's CPU does in all, where TBT counts only the long tasks.
      figure(
        "main-thread work (median)",
        `${Math.round(median(pageRuns.map((r) => r.mainThreadMs))).toLocaleString("en")} ms (Lighthouse's, the 4× slower CPU)`,
      ),
      figure(
        "CLS (worst run)",
        String(Math.max(...pageRuns.map((r) => r.cls))),
        "0",
        pageRuns.every((r) => r.cls === 0),
      ),
    ];
    const notes = pageRuns.flatMap((run, index) => (run.tbtMs > 0 ? [blockingNote(run, index)] : []));
    if (page.lcp && floorRuns.length > 0) {
      const lcp = Math.round(median(pageRuns.map((r) => r.lcpMs)));
      const floor = Math.round(median(floorRuns.map((r) => r.lcpMs)));
      const ratio = Math.round((lcp / floor) * 100) / 100;
      figures.push(
        figure(
          "LCP (median)",
          `${lcp} ms (FCP ${Math.round(median(pageRuns.map((r) => r.fcpMs)))} ms)`,
          `≤ ${TARGETS.lcpMs} ms`,
          lcp <= TARGETS.lcpMs,
        ),
        figure("bare-HTML floor LCP (median)", `${floor} ms (one paragraph, same server, same runs)`),
        // The floor has nothing to block: blocking time there is the machine's, not the page's.
        figure(
          "bare-HTML floor TBT 0 ms (machine check)",
          `in ${floorRuns.filter((r) => r.tbtMs === 0).length}/${floorRuns.length} runs`,
        ),
        figure(
          "LCP / floor",
          `${ratio.toFixed(2)}×`,
          `≤ ${TARGETS.lcpToFloor}×`,
          ratio <= TARGETS.lcpToFloor,
        ),
      );
      notes.push(
        `LCP per run: ${pageRuns.map((r) => r.lcpMs).join(", ")} ms; floor: ${floorRuns.map((r) => r.lcpMs).join(", ")} ms`,
      );
    }
    const againstRuns = input.results.filter((r) => r.path === page.lcpAgainst);
    if (againstRuns.length > 0) {
      const lcp = Math.round(median(pageRuns.map((r) => r.lcpMs)));
      const against = Math.round(median(againstRuns.map((r) => r.lcpMs)));
      const ratio = Math.round((lcp / against) * 100) / 100;
      figures.push(
        figure(
          `LCP / ${page.lcpAgainst} LCP (medians)`,
          `${ratio.toFixed(2)}× (${lcp} against ${against} ms)`,
          `≤ ${TARGETS.lcpToHome}×`,
          ratio <= TARGETS.lcpToHome,
        ),
      );
    }
    const bytes = (type: string) => median(pageRuns.map((r) => r.bytes[type] ?? 0));
    const firstView = bytes("document") + bytes("stylesheet") + bytes("font") + bytes("image");
    figures.push(
      figure(
        "HTML document with headers",
        kb(bytes("document")),
        `≤ ${kb(TARGETS.documentBytes)} (first TCP window)`,
        bytes("document") <= TARGETS.documentBytes,
      ),
      figure(
        "JS before scroll",
        kb(bytes("script")),
        `≤ ${kb(TARGETS.jsBeforeScrollBytes)}`,
        bytes("script") <= TARGETS.jsBeforeScrollBytes,
      ),
      figure(
        "first view (HTML+CSS+fonts+images)",
        kb(firstView),
        `≤ ${kb(TARGETS.firstViewBytes)}`,
        firstView <= TARGETS.firstViewBytes,
      ),
    );
    sections.push({
      title: `Lighthouse mobile on ${page.path}, ${pageRuns.length} runs, fresh Chromium each`,
      figures,
      notes,
    });
  }
  const general: string[] = [
    `load (1/5/15 min) before and after: ${input.loads.join(" → ")}`,
    `HTML reports: ${input.reportDir}/`,
    ...input.skipped.map((page) => `${page.path} skipped: dist/${page.file} is not built`),
  ];
  const last = sections.at(-1);
  if (last) last.notes.push(...general);
  if (input.notFound) {
    const s = input.notFound.scores;
    sections.push({
      title: `Lighthouse mobile on the 404 page (${input.notFound.path}), 1 run`,
      figures: [
        figure(
          "performance, accessibility",
          `${s.performance}, ${s.accessibility}`,
          "100, 100",
          s.performance === 100 && s.accessibility === 100,
        ),
        figure("best practices, SEO", `${s["best-practices"]}, ${s.seo}`),
      ],
      notes: [
        "Best practices and SEO cannot be 100 here: the page logs the path and answers 404 on purpose (decision 009).",
      ],
    });
  }
  return sections;
}

const phaseLine = (p: InsertPhase) =>
  `${p.requests} requests in ${p.seconds} s (${p.ratePerSec}/s); server: event-loop delay p99 ${p.server.loopDelayMs.p99} ms, ` +
  `max ${p.server.loopDelayMs.max} ms; GC minor ${p.server.gc.minor.count}× (max ${Math.round(p.server.gc.minor.maxMs)} ms), ` +
  `major ${p.server.gc.major.count}× (max ${Math.round(p.server.gc.major.maxMs)} ms); CPU ${Math.round((p.server.cpuMs * 1000) / p.requests)} µs per request; ` +
  `client (autocannon): event-loop delay p99 ${p.clientLoopDelayMs.p99} ms, max ${p.clientLoopDelayMs.max} ms; load ${p.load}`;

export function insertSection(report: InsertReport): Section {
  const { paced, max } = report;
  const t = TARGETS.inserts;
  return {
    title: `POST /rest/v1/contact_submissions (PGlite, ${t.connections} connections, rate limit off)`,
    figures: [
      figure(
        `p99 paced at ${t.pacedRate}/s`,
        `${paced.latencyMs.p99} ms (p50 ${paced.latencyMs.p50} ms; uncorrected p99 ${paced.rawLatencyMs.p99} ms, max ${paced.rawLatencyMs.max} ms)`,
        `≤ ${t.p99Ms} ms`,
        paced.latencyMs.p99 <= t.p99Ms,
      ),
      figure(
        "maximum rate",
        `${max.ratePerSec}/s (p50 ${max.latencyMs.p50} ms, p99 ${max.latencyMs.p99} ms)`,
        `≥ ${t.maxRate}/s`,
        max.ratePerSec >= t.maxRate,
      ),
      figure(
        "every 2xx stored exactly once",
        `${report.acknowledged} answered 2xx, ${report.rowsStored} rows; ${report.acknowledgedNotStoredOnce} not stored once`,
        "0 missing or doubled",
        report.exactlyOnce,
      ),
      figure(
        "non-2xx and errors",
        `${paced.non2xx + max.non2xx + report.warmup.non2xx} non-2xx, ${paced.errors + max.errors + report.warmup.errors} errors`,
        "0",
        paced.non2xx +
          max.non2xx +
          report.warmup.non2xx +
          paced.errors +
          max.errors +
          report.warmup.errors ===
          0,
      ),
    ],
    notes: [
      `paced: ${phaseLine(paced)}`,
      `maximum: ${phaseLine(max)}`,
      `(before them, ${report.warmup.requests} warm-up requests at the same pace, not measured; rows answered by none: ${report.storedWithoutAnswer})`,
      "p99 is autocannon's (it corrects for coordinated omission as if one request per ms were due);",
      "the uncorrected figure is every answer's own time. The GC and event-loop figures are measured inside the server.",
    ],
  };
}

/** A client busy this many cores of its one thread is the limit of what it measures. */
const CLIENT_SATURATED = 0.95;

export function staticSection(report: StaticReport): Section {
  const side = (s: StaticReport["ours"]) =>
    `${s.requestsPerSec} req/s (p99 ${s.p99Ms} ms, non-2xx ${s.non2xx}; server CPU ${s.serverCpuUsPerRequest} µs per request)`;
  const clientBound = Math.min(report.ours.clientCores, report.nginx.clientCores) >= CLIENT_SATURATED;
  return {
    title: `GET / from our server and from nginx (same files, same client, ${TARGETS.static.connections} connections, ${report.encoding})`,
    figures: [
      figure("our server", side(report.ours)),
      figure("nginx, 1 worker", side(report.nginx)),
      figure(
        "ours / nginx",
        `${report.ratio.toFixed(2)}`,
        `≥ ${TARGETS.static.ratio.toFixed(2)}`,
        report.ratio >= TARGETS.static.ratio,
      ),
    ],
    notes: [
      `legs ours, nginx, nginx, ours, ${TARGETS.static.legSeconds} s each; load at each leg: ${report.loads.join(" | ")}`,
      `the client (autocannon, one thread) was busy ${report.ours.clientCores.toFixed(2)} cores against ours and ${report.nginx.clientCores.toFixed(2)} against nginx` +
        (clientBound
          ? ": saturated both times, so both rates are the client's limit and only the CPU per request tells the servers apart"
          : ""),
    ],
  };
}
