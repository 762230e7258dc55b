import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { LOCALE_INFO, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { ogCardText } from "#src/site/seo.ts";
import { keepNamesTogether } from "#src/sections/hero/hero-chat.ts";
import { ogCardSvg, renderOgCard } from "./og-card.ts";
import { homePageIn } from "#tests/support/page-content.ts";

const config = loadPublicConfig({});
const contentIn = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
  homePageIn(locale, config, { localeUrl: (path) => `/${path}` });

describe("the social card of each locale", () => {
  it.each(SUPPORTED_LOCALES)("%s: shows the locale's own words, which its alt text names", (locale) => {
    const content = contentIn(locale);
    const { texts, svg } = ogCardSvg(ogCardText(content, locale));
    expect(texts).toEqual([
      content.hero.badge,
      content.hero.heading,
      content.hero.highlights.join("\u00a0· "),
      content.hero.visual.contactName,
      ...ogCardText(content, locale).lines,
      content.hero.visual.scenarios[0]?.confirmation.title,
      ogCardText(content, locale).confirmation.detail,
    ]);
    // The alt text starts with the card's headline, in the same language.
    expect(content.meta.ogImageAlt.startsWith(content.hero.heading)).toBe(true);
    // Words are outlines: no <text> that would need the viewer's fonts.
    expect(svg).not.toContain("<text");
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => LOCALE_INFO[locale].dir === "rtl"))(
    "%s: mirrored as its page is, the brand's mark at the right edge",
    (locale) => {
      const card = ogCardSvg(ogCardText(contentIn(locale), locale)).svg;
      expect(card).toContain('<svg x="1064" y="70"');
      expect(ogCardSvg(ogCardText(contentIn("en"), "en")).svg).toContain('<svg x="72" y="70"');
    },
  );

  it.each(SUPPORTED_LOCALES)(
    "%s: never ends a line on a name's title or starts one with a separator",
    (locale) => {
      const { lines } = ogCardSvg(ogCardText(contentIn(locale), locale));
      for (const line of lines.flat()) {
        expect(line).not.toMatch(/(^|\s)(Dr|Dra|د)\.$/u);
        expect(line).not.toMatch(/^·/);
      }
    },
  );

  it("keeps a title with its name wherever a line would break between them", () => {
    const base = ogCardText(contentIn("pt-br"), "pt-br");
    // Moves the title one word further each time, so some line ends right at it.
    for (let words = 0; words < 14; words++) {
      const offer = keepNamesTogether(`${"Na quinta ".repeat(words)}a Dra. Souza tem horário às 17h30.`);
      const { lines } = ogCardSvg({ ...base, lines: [base.lines[0], offer, base.lines[2]] });
      const bubble = lines.find((wrapped) => wrapped.join(" ") === offer) ?? [];
      expect(
        bubble.some((line) => line.includes("Dra.\u00a0Souza")),
        bubble.join(" / "),
      ).toBe(true);
    }
  });

  it("is a 1200×630 PNG, different for every locale", async () => {
    const pngs = await Promise.all(
      SUPPORTED_LOCALES.map(async (locale) => renderOgCard(ogCardText(contentIn(locale), locale))),
    );
    for (const png of pngs) {
      const view = new DataView(png.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
      // WhatsApp and others skip larger previews; the test of the built site asserts the same.
      expect(png.length).toBeLessThan(100 * 1024);
    }
    expect(new Set(pngs.map((png) => Buffer.from(png).toString("base64"))).size).toBe(pngs.length);
  });
});
