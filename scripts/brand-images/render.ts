/*
 * Regenerates the shipped raster icons from their source, with the same Chromium the tests use:
 *   public/favicon-32x32.png   from public/favicon.svg, rounded, transparent corners
 *   public/apple-touch-icon.png 180×180 from public/favicon.svg, square (iOS rounds it)
 * Run: node scripts/brand-images/render.ts
 */
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium.ts";

// The social cards are drawn at build time, one per language (src/lib/og-card.ts, decision 057).
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

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
