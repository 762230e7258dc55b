import { defineConfig } from "@playwright/test";
import { availableParallelism } from "node:os";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.ts";
import { E2E_SERVERS } from "./tests/e2e/servers.ts";

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
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: E2E_SERVERS.main.url,
    trace: "retain-on-failure",
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
