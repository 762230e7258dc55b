import { expect, test } from "@playwright/test";
import { collectConsoleErrors } from "./landing-helpers.ts";

/*
 * The integrations show each brand's own mark (decision 039): a static SVG file per brand, drawn
 * by <img> so it costs the page's HTML almost nothing, decorative because the tile names the brand.
 */

const BRANDS = ["Google Calendar", "Gmail", "WhatsApp", "Telegram", "Zapier", "HubSpot"];

test("every integration tile shows its brand's mark, loaded lazily, decorative and allowed by the CSP", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const svgs: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/marks/")) {
      svgs.push(`${response.status()} ${response.headers()["content-type"]}`);
    }
  });
  await page.goto("/");
  const tiles = page.locator("#integrations li");
  await expect(tiles).toHaveCount(BRANDS.length);
  await tiles.first().scrollIntoViewIfNeeded();
  for (const [index, brand] of BRANDS.entries()) {
    const tile = tiles.nth(index);
    await expect(tile).toContainText(brand);
    const mark = tile.locator("img");
    await expect(mark).toHaveAttribute("src", /^\/marks\/[a-z]+\.svg$/);
    await expect(mark).toHaveAttribute("alt", "");
    await expect(mark).toHaveAttribute("loading", "lazy");
    // Width and height reserve its box before it loads: no layout shift.
    await expect(mark).toHaveAttribute("width", "24");
    await expect(mark).toHaveAttribute("height", "24");
    await mark.scrollIntoViewIfNeeded();
    await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(svgs).toHaveLength(BRANDS.length);
  for (const answer of svgs) expect(answer).toMatch(/^200 image\/svg\+xml\b/);
  expect(errors).toEqual([]);
});
