import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS } from "../scripts/chromium.ts";
import { progress } from "./report.ts";

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** One Lighthouse run, reduced to what the bench reports. */
export interface LighthouseRun {
  path: string;
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer bytes by resource type, as Lighthouse's resource summary counts them. */
  bytes: Record<string, number>;
  /** The longest main-thread task (simulated), with Lighthouse's breakdown by kind of work. */
  longestTask: { startMs: number; durationMs: number; breakdown: Record<string, number> } | null;
  /** The saved HTML report, relative to the working directory. */
  report: string;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function summarise(lhr: Lhr, path: string, report: string): LighthouseRun {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary =
    (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const tasks =
    (
      lhr.audits["long-tasks"]?.details as
        | { debugData?: { tasks?: ({ startTime: number; duration: number } & Record<string, number>)[] } }
        | undefined
    )?.debugData?.tasks ?? [];
  const longest = [...tasks].sort((a, b) => b.duration - a.duration)[0];
  const breakdown = longest
    ? Object.fromEntries(
        Object.entries(longest).filter(([key]) => !["startTime", "duration", "urlIndex"].includes(key)),
      )
    : {};
  return {
    path,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]),
    ) as LighthouseRun["scores"],
    fcpMs: Math.round(audit("first-contentful-paint")),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: audit("cumulative-layout-shift"),
    bytes: Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize])),
    longestTask: longest
      ? { startMs: Math.round(longest.startTime), durationMs: Math.round(longest.duration), breakdown }
      : null,
    report,
  };
}

/**
 * Lighthouse mobile (its default: simulated Moto G Power on slow 4G) on each path, `runs` rounds.
 * Every run gets a fresh Chromium, as the `lighthouse` command does, so each pays for a cold
 * renderer (decision 012). Rounds interleave the pages, so a busy moment hits all of them alike.
 */
export async function lighthouseRounds(options: {
  origin: string;
  paths: string[];
  runs: number;
  chromePath: string;
  reportDir: string;
}): Promise<LighthouseRun[]> {
  mkdirSync(options.reportDir, { recursive: true });
  const results: LighthouseRun[] = [];
  const total = options.runs * options.paths.length;
  for (let round = 1; round <= options.runs; round++) {
    for (const path of options.paths) {
      progress(`Lighthouse ${round}/${options.runs} ${path}  (${results.length + 1} of ${total})`);
      const chrome = await chromeLauncher.launch({
        chromePath: options.chromePath,
        chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
      });
      try {
        const result = await lighthouse(`${options.origin}${path}`, {
          port: chrome.port,
          output: "html",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          // The 404 page must answer 404; Lighthouse refuses such pages unless told to carry on.
          ignoreStatusCode: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const slug = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
        const report = join(options.reportDir, `${slug}-${round}.html`);
        writeFileSync(report, String(result.report));
        results.push(summarise(result.lhr, path, report));
      } finally {
        chrome.kill();
      }
    }
  }
  return results;
}
