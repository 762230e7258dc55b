import { expect, test, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { homePath, LOCALE_INFO, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { DEFAULTS } from "./landing-helpers.ts";
import { E2E_SERVERS, OVERLAY_BUILD_LOCALE_ENV } from "#scripts/e2e-servers.ts";
import { homePageIn } from "#tests/support/page-content.ts";

/*
 * Each market's own page (decisions 056 to 058): Spanish for Latin America, a social card per language whose
 * alt text is true to it, and each language's own booking page and WhatsApp number.
 */

/** Words and phrases that mark Spanish as Spain's (decision 056), as a reader would find them. */
const SPAIN_ONLY = [
  /\bcualific/i,
  /\bcostes?\b/i,
  /\bhuecos?\b/i,
  /\bplantilla\b/i,
  /\bañad/i,
  /¡Vaya!/,
  /\btu web\b/i,
  /\bpermanencia\b/i,
  /\bte viene\b/i,
  /\btienen? libre\b/i,
  /\bcita previa\b/i,
];

test.describe("Spanish for Latin America", () => {
  for (const path of ["/es/", "/es/privacy/", "/es/404.html"]) {
    test(`${path} uses no word of Spain's Spanish, in its text, attributes or data`, async ({ request }) => {
      // The HTML as served: visible text, labels, placeholders, meta tags and JSON-LD alike.
      const html = await (await request.get(path)).text();
      expect(html).toContain('lang="es-419"');
      for (const word of SPAIN_ONLY) expect(html, String(word)).not.toMatch(word);
    });
  }
});

test.describe("social cards", () => {
  const meta = (page: Page, selector: string) => page.locator(selector).getAttribute("content");

  test("each language shares its own card, and its alt text names the words on it", async ({
    page,
    request,
  }) => {
    const digests = new Set<string>();
    for (const locale of SUPPORTED_LOCALES) {
      await page.goto(homePath(locale));
      const image = `${DEFAULTS.siteUrl}/og/${locale}.png`;
      expect(await meta(page, 'meta[property="og:image"]')).toBe(image);
      expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
      // The card's headline is the page's: the alt text says it, in the page's language.
      const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      const alt = (await meta(page, 'meta[property="og:image:alt"]')) ?? "";
      expect(alt.startsWith(heading), `${alt} / ${heading}`).toBe(true);
      expect(await meta(page, 'meta[name="twitter:image:alt"]')).toBe(alt);

      const response = await request.get(`/og/${locale}.png`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      digests.add(createHash("sha256").update(png).digest("hex"));
    }
    expect(digests.size).toBe(SUPPORTED_LOCALES.length);
  });
});

test.describe("each language's contact points", () => {
  // The overlay build gives /pt-br/ its own booking page, number and greeting (scripts/test.ts).
  test.use({ baseURL: E2E_SERVERS.overlay.url });
  const own = OVERLAY_BUILD_LOCALE_ENV;

  const links = async (page: Page, locale: Locale) => {
    await page.goto(homePath(locale));
    const content = homePageIn(locale, DEFAULTS, { localeUrl: (path) => path });
    const bookDemo = page
      .getByRole("banner")
      .getByRole("link", { name: content.topBar.bookDemo.label, exact: true });
    const chat = page
      .getByRole("complementary", { name: content.floatingChat.regionLabel })
      .getByRole("link");
    const whatsapp = new URL((await chat.getAttribute("href")) ?? "");
    return { booking: await bookDemo.getAttribute("href"), whatsapp };
  };

  test("/pt-br/ books on its own page and chats with its own number and greeting", async ({ page }) => {
    const { booking, whatsapp } = await links(page, "pt-br");
    expect(booking).toBe(own.PUBLIC_BOOKING_URL_PT_BR);
    expect(whatsapp.pathname).toBe(`/${own.PUBLIC_WHATSAPP_NUMBER_PT_BR}`);
    expect(whatsapp.searchParams.get("text")).toBe(own.PUBLIC_WHATSAPP_GREETING_PT_BR);
    await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO["pt-br"].tag);
  });

  for (const locale of ["en", "es"] as const) {
    test(`${homePath(locale)} keeps the default booking page and number`, async ({ page }) => {
      const { booking, whatsapp } = await links(page, locale);
      expect(booking).toBe(DEFAULTS.bookingUrl);
      expect(whatsapp.pathname).toBe(`/${DEFAULTS.whatsappNumber}`);
      expect(whatsapp.searchParams.get("text")).not.toBe(own.PUBLIC_WHATSAPP_GREETING_PT_BR);
    });
  }
});
