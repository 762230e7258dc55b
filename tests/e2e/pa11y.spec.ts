import { expect, test } from "@playwright/test";
import pa11y from "pa11y";
import puppeteer, { type Browser } from "puppeteer";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium.ts";
import { E2E_SERVERS } from "#scripts/e2e-servers.ts";

/*
 * HTML_CodeSniffer through pa11y at WCAG 2 AA: a second accessibility engine beside axe (which
 * the other specs run), catching different things. Zero errors on every page at a phone and a
 * desktop width. A new page only needs a line in PAGES.
 */

const PAGES = [
  "/",
  "/es/",
  "/pt-br/",
  "/privacy/",
  "/es/privacy/",
  "/pt-br/privacy/",
  "/this-page-does-not-exist",
];
const WIDTHS = [375, 1440];
const HEIGHT = 900;

// pa11y drives Puppeteer, not Playwright: one Puppeteer browser per worker serves all its pages.
let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});
test.afterAll(async () => {
  await browser?.close();
});

for (const path of PAGES) {
  test(`HTML_CodeSniffer finds no WCAG 2 AA error on ${path} at ${WIDTHS.join(" and ")} px`, async () => {
    for (const width of WIDTHS) {
      const { issues } = await pa11y(`${E2E_SERVERS.main.url}${path}`, {
        standard: "WCAG2AA",
        runners: ["htmlcs"],
        viewport: { width, height: HEIGHT },
        browser,
      });
      const errors = issues
        .filter((issue) => issue.type === "error")
        .map((issue) => `${issue.code}\n    at ${issue.selector}\n    ${issue.message}`);
      expect(errors, `${path} at ${width} px`).toEqual([]);
    }
  });
}
