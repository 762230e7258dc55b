import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.ts";

/*
 * The browser test of `npm run dev` (tests/e2e-dev/), which starts `astro dev` itself. A config of
 * its own because a cold `astro dev` (dependency scan and bundling, the dev database's first start)
 * takes from about 20 s to well over a minute on a busy 2-core machine, so it runs alone, last in
 * `npm test`, with its own time limits; `npm run test:dev` runs just this one.
 */
export default defineConfig({
  testDir: "tests/e2e-dev",
  forbidOnly: true,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
