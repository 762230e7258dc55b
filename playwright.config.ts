import { defineConfig } from "@playwright/test";
import { availableParallelism } from "node:os";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium.ts";
import { E2E_SERVERS } from "#scripts/e2e-servers.ts";

/*
 * Browser tests drive the real built site (dist/, built by `npm test` before this runs) through the
 * real server of `npm start`, each server on its own port with a fresh database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  forbidOnly: true,
  fullyParallel: true,
  // At least two: Playwright's default, half the cores, is one on a 2-core machine, and a worker
  // spends much of its time waiting on the page and the server, so two keep both cores busy.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  // A bound for a hung test, not a measure: Vitest and the static checks run beside this suite.
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: E2E_SERVERS.main.url,
    trace: "retain-on-failure",
    // As a visitor who asked for less motion: the hero's chat then shows at once instead of playing
    // for about 15 s, which without a GPU kept a quarter of a core busy in every test. The chat's
    // own spec plays it; the specs of smooth scrolling set it themselves. Layout is the same either
    // way (the chat moves by transform and opacity only), so layout-shift checks hold for both.
    reducedMotion: "reduce",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: Object.values(E2E_SERVERS).map((server) => ({
    command: server.command,
    url: `${server.url}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
