import { expect, test } from "@playwright/test";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { homePath, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { DEFAULTS } from "./landing-helpers.ts";
import { homePageIn } from "#tests/support/page-content.ts";
import { E2E_SERVERS } from "#scripts/e2e-servers.ts";

/*
 * Concrete pricing and proof never invented (decisions 037, 038), on the tested build: the default
 * configuration, so no revenue share is set and facts.yaml lists no testimonial. The configured
 * share is covered by src/sections/pricing/Pricing.test.tsx and content.test.ts.
 */

const copy = (locale: Locale, c = DEFAULTS) =>
  homePageIn(locale, c, { localeUrl: (path) => `${homePath(locale)}${path}` });
// What the page would say with a share configured: none of it may ship while none is.
const configured = loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "15" });

for (const locale of SUPPORTED_LOCALES) {
  const { pricing } = copy(locale);
  const share = copy(locale, configured).pricing.share;

  test.describe(`${homePath(locale)}`, () => {
    test.use({ viewport: { width: 320, height: 568 } });

    test("pricing: no share and no example box while no percentage is set; 'no lock-in' is shown", async ({
      page,
    }) => {
      await page.goto(homePath(locale));
      const section = page.locator(`section#${pricing.id}`);
      const noLockIn = section.getByText(pricing.noLockIn, { exact: true });
      await noLockIn.scrollIntoViewIfNeeded();
      await expect(noLockIn).toBeVisible();
      // The spec's three points and the calculator (decision 061), nothing else under the section's heading.
      await expect(section.getByRole("heading", { level: 3 })).toHaveText([
        ...pricing.points.map((point) => point.title),
        pricing.calculator.heading,
      ]);
      expect(share).toBeDefined();
      for (const text of Object.values(share ?? {}).filter((value) => value !== share?.percent))
        await expect(section.getByText(text)).toHaveCount(0);
    });

    test("no testimonials section, and none of its copy in the HTML", async ({ page, request }) => {
      const response = await request.get(homePath(locale));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(pricing.noLockIn);
      const words = loadLocaleCopy(locale).landing.testimonials;
      for (const text of [words.eyebrow, words.heading, words.intro]) expect(html, text).not.toContain(text);
      expect(html).not.toContain('id="testimonials"');
      expect(html).not.toContain("<blockquote");
      await page.goto(homePath(locale));
      await expect(page.locator("#testimonials")).toHaveCount(0);
    });
  });
}

test.describe("the pricing card's calls to action on a phone", () => {
  // Below 640 px both are as wide as their column, as the hero's are (decision 086): 'Get Started
  // for Free' at its label's width sat over a wider 'Try it on WhatsApp', out of line.
  for (const [name, baseURL] of [
    ["default build", E2E_SERVERS.main.url],
    ["with a demo number", E2E_SERVERS.demo.url],
  ] as const)
    test(`are full width below 640 px and at their label's width from 640 px (${name})`, async ({ page }) => {
      for (const width of [320, 375, 639, 768]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${baseURL}/`);
        const card = page.locator("#pricing");
        const start = card.getByRole("link", { name: "Get Started for Free" });
        await start.scrollIntoViewIfNeeded();
        const buttons = [start, ...(await card.getByRole("link", { name: "Try it on WhatsApp" }).all())];
        const column = await start.evaluate((el) => el.parentElement?.getBoundingClientRect().width ?? 0);
        for (const button of buttons) {
          const box = await button.boundingBox();
          if (width < 640)
            expect(Math.round(box?.width ?? 0), `${name} at ${width} px`).toBe(Math.round(column));
          else expect(box?.width ?? 0, `${name} at ${width} px`).toBeLessThan(column * 0.8);
        }
      }
    });
});
