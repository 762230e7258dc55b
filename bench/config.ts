import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { ARABIC_TYPE_LOCALES } from "#src/integrations/arabic-face.ts";

/*
 * What `npm run bench` measures and the targets it holds each figure to. Change the lists here,
 * not the code: a locale's home page is benched as soon as the registry and the build have it.
 */

/** A page Lighthouse loads repeatedly to count blocking time. */
export interface BenchedPage {
  /** URL path on the local server. */
  path: string;
  /** The file in dist/ that must exist for the page to be benched (locales not built yet are skipped). */
  file: string;
  /** Also take its median LCP against the bare-HTML floor (only the main page: one floor per run). */
  lcp?: boolean;
  /** Hold its median LCP to at most TARGETS.lcpToHome times this page's, in the same runs. */
  lcpAgainst?: string;
  /**
   * With `--baseline`: its main-thread work (pooled median) may be at most this many times the
   * reference baseline's `/`: a cheap phone does every task of the page, long or short.
   */
  mainThreadToBaselineHome?: number;
}

/**
 * Every locale's home page, from the locale registry, each held to the TBT target and to at most a
 * tenth more main-thread work than the baseline's English home; one missing from dist/ (a locale
 * left out of PUBLIC_LOCALES) is reported as skipped. A locale with a web font of its own
 * (decision 065) must not cost the largest paint more than a tenth of English's, and its font
 * switch and right-to-left shaping a quarter more main-thread work.
 */
export const HOME_PAGES: BenchedPage[] = SUPPORTED_LOCALES.map((locale) => {
  const ownFont = (ARABIC_TYPE_LOCALES as readonly string[]).includes(locale);
  return locale === DEFAULT_LOCALE
    ? { path: "/", file: "index.html", lcp: true, mainThreadToBaselineHome: 1.1 }
    : {
        path: `/${locale}/`,
        file: `${locale}/index.html`,
        mainThreadToBaselineHome: ownFont ? 1.25 : 1.1,
        ...(ownFont ? { lcpAgainst: "/" } : {}),
      };
});

/** Loaded once for its scores: it must log the missing path and answer 404 (decision 009). */
export const NOT_FOUND_PATH = "/this-page-does-not-exist";

/**
 * The bare-HTML floor: one paragraph, no CSS, no script, served by the same server as the real
 * page (same headers, same compression), so the ratio shows what the page itself costs. Its icon
 * is inline like the real page's: without one Chrome fetched /favicon.ico before the paint in 6 of
 * 10 runs, and Lighthouse's pessimistic LCP counts every request finished by then (754 against
 * 620 ms), which flattered the ratio.
 */
export const FLOOR_FILE = "bench-floor.html";
export const FLOOR_PATH = "/bench-floor";
export const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>' +
  '<link rel="icon" href="data:,"></head>' +
  "<body><p>One paragraph of plain text, the least a page can paint.</p></body></html>\n";

export const TARGETS = {
  /** Lighthouse mobile runs per page. */
  lighthouseRuns: 10,
  /** Runs with 0 ms Total Blocking Time, out of lighthouseRuns. */
  tbtZeroRuns: 9,
  lcpMs: 850,
  /** LCP median divided by the floor's LCP median. */
  lcpToFloor: 1.35,
  /** A translated page's LCP median divided by the English page's (/ar/ and its font, decision 065). */
  lcpToHome: 1.1,
  /** Contact form island, brotli. */
  islandBytes: 90 * 1024,
  /** Scripts Lighthouse fetched without scrolling. */
  jsBeforeScrollBytes: 5 * 1024,
  /** HTML, CSS, fonts and images of the first view (transfer size). */
  firstViewBytes: 60 * 1024,
  /**
   * The HTML document with its headers, as transferred. Lighthouse's simulated connection starts
   * with a 10-packet TCP window (14,600 bytes): past it the page needs a second 150 ms round trip
   * before it can paint. A guide for the LCP target, not one of the page's targets: padding the
   * floor page from 13.5 to 19.7 KB moved its LCP from ~645 to ~800 ms (decision 023).
   */
  documentBytes: 14_600,
  inserts: {
    connections: 50,
    /** autocannon overallRate of the paced run, requests per second. */
    pacedRate: 1000,
    /** Requests in the paced run (fixed, so nothing is in flight when rows are counted). */
    pacedRequests: 10_000,
    /** Requests of the same pace before it, not measured: JIT, caches, first WAL pages. */
    warmupRequests: 2_000,
    p99Ms: 50,
    /** Requests of the unpaced run that finds the maximum rate. */
    maxRequests: 20_000,
    maxRate: 2000,
  },
  static: {
    connections: 50,
    /** Seconds per leg; legs run ours, nginx, nginx, ours so drift in the machine's load cancels. */
    legSeconds: 5,
    /** Our req/s divided by nginx's. */
    ratio: 1.0,
  },
} as const;

/** The bench's port when BENCH_PORT is not set; `--baseline` serves the baseline on the next one. */
export const DEFAULT_BENCH_PORT = 4390;

/** BENCH_PORT (a whole number, 1024–65534, so the baseline's port +1 is valid too), else the default. */
export function benchPort(value: string | undefined): number {
  if (value === undefined || value === "") return DEFAULT_BENCH_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65_534) {
    throw new Error(`BENCH_PORT must be a whole number from 1024 to 65534, not "${value}"`);
  }
  return port;
}
