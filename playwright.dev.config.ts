import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.ts";

/*
 * `npm run test:dev`: the browser test of `npm run dev` (tests/e2e-dev/), which starts `astro dev`
 * itself. Separate from `npm test` because a cold `astro dev` (dependency scan and bundling, the
 * dev database's first start) takes from about 20 s to well over a minute on a busy 2-core machine.
 */
export default defineConfig({
  testDir: "tests/e2e-dev",
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
