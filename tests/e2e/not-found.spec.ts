import { expect, test } from "@playwright/test";
import {
  collectConsoleErrors,
  expectFloatingChat,
  expectLogicalHeadings,
  seriousAxeViolations,
} from "./landing-helpers.ts";

/* Any path that is not a page: the 404 page, with HTTP status 404. */

const MISSING = "/this-page-does-not-exist";

test.describe("404 page", () => {
  test("answers with HTTP 404 and shows '404', 'Oops! Page not found' and 'Return to Home'", async ({
    page,
  }) => {
    const response = await page.goto(MISSING);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toMatch(/text\/html/);
    const main = page.getByRole("main");
    await expect(main.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page).toHaveTitle("Page not found | ChatToBook");
    await expectLogicalHeadings(page);
  });

  test("'Return to Home' leads to the home page", async ({ page }) => {
    await page.goto(MISSING);
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn chats into confirmed bookings");
  });

  test("logs the missing path with console.error", async ({ page }) => {
    const path = "/pricing/old-plans";
    const errors = collectConsoleErrors(page);
    await page.goto(`${path}?utm_source=ad`);
    await expect
      .poll(() => errors)
      .toContain(`404 Error: User attempted to access non-existent route: ${path}`);
  });

  test("logs nothing else and throws nothing", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(MISSING, { waitUntil: "networkidle" });
    const unexpected = errors.filter(
      (text) =>
        !text.startsWith("404 Error: User attempted to access non-existent route:") &&
        // Chromium reports the 404 status of the document itself.
        !/Failed to load resource: .*404/.test(text),
    );
    expect(unexpected).toEqual([]);
  });

  test("has the floating 'Talk with ChatToBook' button with the greeting prefilled", async ({ page }) => {
    await page.goto(MISSING);
    await expectFloatingChat(page);
  });

  test("the brand link and section links lead back to the home page", async ({ page }) => {
    await page.goto(MISSING);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "ChatToBook", exact: true }),
    ).toHaveAttribute("href", "/");
    await expect(
      page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Pricing" }),
    ).toHaveAttribute("href", "/#pricing");
  });

  test("is not indexed as a page: no canonical URL, not in the sitemap", async ({ page, request }) => {
    await page.goto(MISSING);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toMatch(/404/);
  });

  test("no serious or critical accessibility violations (axe-core, WCAG 2.2 AA)", async ({ page }) => {
    await page.goto(MISSING);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("no horizontal overflow at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(MISSING);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
