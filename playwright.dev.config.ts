import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium.ts";

/*
 * The browser test of `npm run dev` (tests/e2e-dev/), which starts `astro dev` itself. A config of
 * its own because a cold `astro dev` (dependency scan and bundling, the dev database's first start)
 * takes from about 20 s to well over a minute on a busy 2-core machine, so it has its own time
 * limits; `npm run test:dev` runs just this one. In `npm test` it runs beside the main browser
 * suite, so it writes its traces to a folder of its own: Playwright empties its output folder as
 * it starts, and `test-results/` holds the other run's.
 */
export default defineConfig({
  testDir: "tests/e2e-dev",
  forbidOnly: true,
  retries: 0,
  outputDir: ".tmp/test-results-dev",
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
