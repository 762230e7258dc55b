/*
 * Regenerates the shipped raster images from their sources, with the same Chromium the tests use:
 *   public/og-image.png        1200×630 social card, from og-card.html (no brand name on it, so it
 *                              stays right when PUBLIC_BRAND_NAME changes)
 *   public/favicon-32x32.png   from public/favicon.svg, rounded, transparent corners
 *   public/apple-touch-icon.png 180×180 from public/favicon.svg, square (iOS rounds it)
 * Run: node scripts/brand-images/render.ts
 */
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CHROMIUM_ARGS, findChromium } from "../chromium.ts";

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const card = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await card.goto(new URL("./og-card.html", import.meta.url).href);
await card.screenshot({ path: "public/og-image.png" });

const svg = readFileSync("public/favicon.svg", "utf8");
for (const { size, file, rounded } of [
  { size: 32, file: "favicon-32x32.png", rounded: true },
  { size: 180, file: "apple-touch-icon.png", rounded: false },
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const icon = (rounded ? svg : svg.replace('rx="9"', 'rx="0"')).replace(
    "<svg ",
    `<svg width="${size}" height="${size}" `,
  );
  await page.setContent(`<html><body style="margin:0;background:transparent">${icon}</body></html>`);
  await page.screenshot({
    path: `public/${file}`,
    omitBackground: rounded,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
await browser.close();
