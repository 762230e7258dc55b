/*
 * `npm test`: everything CI checks, in one command, ending with one summary line.
 * The site builds first (default, booking overlay, demo number); then the static checks (lint,
 * types), Vitest (the unit and integration projects, then the browser test of `npm run dev`) and
 * the browser suite (Playwright: real Chromium against the real server) run side by side.
 * Each step prints how long it took. One job each, with the same summary line:
 *   `npm run test:unit` (`unit`): the in-memory unit tests alone, nothing built or started;
 *   `npm run test:integration` (`integration`): builds dist/, then the tests that start servers,
 *     databases (PostgreSQL at TEST_DATABASE_URL) and processes;
 *   `npm run test:e2e` (`e2e`): the three builds, then both browser suites.
 * It installs nothing: a missing Chromium is named with how to install it.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { Socket } from "node:net";
import { setPriority } from "node:os";
import { findChromium } from "./chromium.ts";
import { E2E_DEMO_NUMBER, OVERLAY_BUILD_LOCALE_ENV } from "./e2e-servers.ts";
import { blankPublicSettings } from "./site-build-env.ts";

const CI = Boolean(process.env.CI);
const DEFAULT_TEST_DATABASE_URL = "postgres://postgres:postgres@127.0.0.1:5432/postgres";

const failures: string[] = [];
const timings: string[] = [];

/**
 * Runs one step. In the foreground its output streams to this terminal; a step run `beside`
 * another keeps its output until it ends and prints it as one block, so the two never interleave.
 * A `yielding` step runs at a lower priority (nice 10, inherited by the processes it starts): it
 * takes the CPU the others leave.
 */
function step(
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  { beside = false, yielding = false } = {},
): Promise<boolean> {
  console.log(`\n▶ ${title}${beside ? " (beside the next step; its output follows when it ends)" : ""}`);
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  if (yielding && child.pid) setPriority(child.pid, 10);
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once("close", (code) => {
      const ok = code === 0;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (beside) console.log(`\n◀ ${title}\n${Buffer.concat(output).toString()}`);
      console.log(`${ok ? "✔" : "✘"} ${title}: ${seconds} s`);
      timings.push(`${seconds.padStart(7)} s  ${title}${beside ? " (beside)" : ""}`);
      if (!ok) failures.push(title);
      resolve(ok);
    });
  });
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1500);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
    socket.connect(Number(port || 5432), hostname);
  });
}

const MODES = ["all", "unit", "integration", "e2e"] as const;
const mode = (process.argv[2] ?? "all") as (typeof MODES)[number];
if (!MODES.includes(mode)) {
  console.error(`Usage: node scripts/test.ts [unit|integration|e2e]  (got "${process.argv[2]}")`);
  process.exit(2);
}
/** The Vitest projects (vitest.config.ts) each mode runs. */
const PROJECTS_OF: Record<(typeof MODES)[number], Array<"unit" | "integration">> = {
  all: ["unit", "integration"],
  unit: ["unit"],
  integration: ["integration"],
  e2e: [],
};
const VITEST_PROJECTS = PROJECTS_OF[mode];
const runs = {
  static: mode === "all",
  integration: VITEST_PROJECTS.includes("integration"),
  browser: mode === "all" || mode === "e2e",
};

// Found through Playwright's own API (see chromium.ts); installing it is the README's and CI's job.
const chromium = runs.browser ? findChromium() : undefined;
if (runs.browser && !chromium) {
  console.error(
    "No Chromium found for the browser tests. Install one of:\n" +
      "  - Debian/Ubuntu: sudo apt-get install -y chromium\n" +
      "  - any OS: npx playwright install chromium\n" +
      "or point CHROME_PATH at a Chrome/Chromium binary.",
  );
  process.exit(1);
}
if (chromium) console.log(`Chromium: ${chromium}`);

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
// Only the integration tests use PostgreSQL.
const postgresUp = runs.integration && (await reachable(databaseUrl));
if (runs.integration) {
  if (postgresUp) {
    console.log(`PostgreSQL: ${new URL(databaseUrl).host} (migration tests run on it too)`);
  } else if (CI) {
    console.error(
      `PostgreSQL is not reachable at ${new URL(databaseUrl).host}; in CI these tests may not be skipped.`,
    );
    process.exit(1);
  } else {
    console.log(
      `PostgreSQL: not reachable at ${new URL(databaseUrl).host}: the real-PostgreSQL migration tests will be SKIPPED.\n` +
        "  Start one (Debian: pg_ctlcluster 15 main start) or set TEST_DATABASE_URL to run them.",
    );
  }
}

mkdirSync(".tmp", { recursive: true });
const REPORTS = {
  vitest: ".tmp/vitest.json",
  playwright: ".tmp/playwright.json",
  dev: ".tmp/playwright-dev.json",
};
for (const report of Object.values(REPORTS)) rmSync(report, { force: true });
// Tests assert the default brand and links, so a developer's PUBLIC_* overrides must not leak in.
const defaults = blankPublicSettings();
const testEnv = {
  ...defaults,
  CHROME_PATH: chromium ?? "",
  TEST_DATABASE_URL: postgresUp ? databaseUrl : "",
};

// The integration tests serve and read dist/, so the builds come first. Then three lanes run at once, as each
// spends much of its time waiting (on servers, databases, the browser) while the others use the
// CPU: the static checks; Vitest; Playwright. The test of `npm run dev` waits for the types, Vitest
// and the main browser suite: `astro dev` and `astro check` both write .astro/. Playwright streams its output; the
// other lanes print theirs when they end.
const buildStep = (title: string, env: NodeJS.ProcessEnv) => step(title, "npx", ["astro", "build"], env);
const siteBuilt = (runs.browser || runs.integration) && (await buildStep("Build the site", defaults));
const built =
  runs.browser &&
  siteBuilt &&
  (await buildStep("Build the booking-overlay variant", {
    ...defaults,
    PUBLIC_BOOKING_OVERLAY: "true",
    ...OVERLAY_BUILD_LOCALE_ENV,
    ASTRO_OUT_DIR: ".tmp/dist-overlay",
  })) &&
  (await buildStep("Build the demo-number variant", {
    ...defaults,
    PUBLIC_DEMO_WHATSAPP_NUMBER: E2E_DEMO_NUMBER,
    ASTRO_OUT_DIR: ".tmp/dist-demo",
  }));
const beside = { beside: runs.browser };

// The types first: the dev test waits for them alone. The lint yields the CPU to the other lanes,
// each of which takes longer than it does.
const types = runs.static
  ? step("Types (astro check)", "npm", ["run", "--silent", "typecheck"], {}, { beside: true })
  : Promise.resolve(true);
const staticLane = (async () => {
  const typed = await types;
  const linted = runs.static
    ? await step(
        "Lint (ESLint, Prettier)",
        "npm",
        ["run", "--silent", "lint"],
        {},
        { beside: true, yielding: true },
      )
    : true;
  return typed && linted;
})();

// Without the build the integration tests would fail on a missing dist/: the build's own failure
// is the one to read.
const vitestProjects = VITEST_PROJECTS.filter((name) => name !== "integration" || siteBuilt);
const browserLane = built
  ? step("Browser tests (Playwright + Chromium)", "npx", ["playwright", "test"], {
      ...testEnv,
      PLAYWRIGHT_JSON_OUTPUT_NAME: REPORTS.playwright,
    })
  : Promise.resolve(true);

const vitestLane = (async () => {
  if (vitestProjects.length > 0) {
    await step(
      `Vitest: ${vitestProjects.join(" and ")} tests`,
      "npx",
      [
        "vitest",
        "run",
        ...vitestProjects.flatMap((name) => ["--project", name]),
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${REPORTS.vitest}`,
      ],
      testEnv,
      beside,
    );
  }
  await types;
  // After the main browser suite too: beside it, astro dev's first bundling and the editor's saves
  // outran their limits on a 2-core machine.
  await browserLane;
  if (built) {
    await step(
      "Browser test of npm run dev (astro dev + its REST backend)",
      "npx",
      ["playwright", "test", "-c", "playwright.dev.config.ts"],
      { ...testEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: REPORTS.dev },
      beside,
    );
  }
})();

await Promise.all([staticLane, vitestLane, browserLane]);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
const readJson = (file: string): unknown =>
  existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;

const vitest = readJson(REPORTS.vitest) as
  | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
  | undefined;
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
for (const report of [REPORTS.playwright, REPORTS.dev]) {
  const playwright = readJson(report) as
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  if (!playwright) continue;
  counts.passed += playwright.stats.expected + playwright.stats.flaky;
  counts.failed += playwright.stats.unexpected;
  counts.skipped += playwright.stats.skipped;
}

if (CI && counts.skipped > 0) failures.push(`${counts.skipped} skipped test(s): CI runs everything`);
console.log(`\nTime per step:\n${timings.join("\n")}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join("; ")}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
