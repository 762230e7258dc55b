import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";

/** Flags that keep Chromium quiet and working on a closed network, as root, without a GPU. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Where distributions install Chromium (Debian's `chromium`, Ubuntu's older name, Google's). */
const SYSTEM_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The browser `npx playwright install chromium` puts in Playwright's cache, if it is there. */
function playwrightChromium(): string | undefined {
  try {
    // Playwright knows its own cache layout and browser revision; it names the path either way.
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined; // A platform Playwright has no build for.
  }
}

/** Finds a Chromium in this order: CHROME_PATH, a Playwright-installed browser, the system package. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return playwrightChromium() ?? SYSTEM_BROWSERS.find((path) => existsSync(path));
}
