import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { moneyFormat } from "#src/lib/money.ts";
import { intlTag, LOCALE_INFO, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { homePageIn } from "#tests/support/page-content.ts";

// Built from explicit env objects, so a developer's .env cannot change the results.
const unset = loadPublicConfig({});
const fifteen = loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "15" });
const contentIn = (locale: (typeof SUPPORTED_LOCALES)[number], c = fifteen) =>
  homePageIn(locale, c, { localeUrl: (path) => `/${path}`, now: new Date("2031-06-15") });

/** What the money module writes for an amount on a locale's page (tested against Intl's strings there). */
const money = (locale: Locale, amount: number, currency = "EUR") =>
  moneyFormat(intlTag(locale), currency).amount(amount);

describe("the share, as each market writes it", () => {
  const percentIn = (locale: Locale, c = fifteen) => contentIn(locale, c).pricing.share?.percent;

  it("is written as the issue and the review ask: Spain for EUR, Mexico for MXN, Brazil for BRL", () => {
    const sign = (locale: Locale, currency: string) =>
      contentIn(locale, loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "15", PUBLIC_CURRENCY: currency }))
        .pricing.calculator.inputs.firstVisitValue;
    // Intl separates "15 %" with a no-break space; compared here as a plain one.
    expect(percentIn("es")?.replace(/[\u00a0\u202f]/g, " ")).toBe("15 %");
    expect(percentIn("en")).toBe("15%");
    expect(sign("es", "MXN")).toContain("(MX$)");
    expect(sign("pt-br", "BRL")).toContain("(R$)");
    expect(sign("en", "EUR")).toContain("(€)");
  });

  it("uses a locale's own currency when it has one", () => {
    const perLocale = loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "10", PUBLIC_CURRENCY_PT_BR: "BRL" });
    expect(contentIn("pt-br", perLocale).pricing.calculator.currency).toBe("BRL");
    expect(contentIn("en", perLocale).pricing.calculator.currency).toBe("EUR");
    expect(money("pt-br", 160, "BRL")).toBe("R$\u00a0160");
  });
});

describe("the pricing copy", () => {
  it.each(SUPPORTED_LOCALES)("%s: no share and no example while the percentage is unset", (locale) => {
    const { pricing } = contentIn(locale, unset);
    expect(pricing.share).toBeUndefined();
    expect(pricing.noLockIn).not.toBe("");
  });

  it("en: the share as a heading and what counts as a new patient", () => {
    expect(contentIn("en").pricing.share).toEqual({
      percent: "15%",
      title: "Our share: 15% of each new patient's first visit",
      newPatient: expect.stringMatching(
        /^A new patient is someone who contacts your clinic for the first time/,
      ),
    });
    expect(contentIn("en").pricing.noLockIn).toBe("No lock-in, cancel any time");
  });

  it.each(["es", "pt-br"] as const)("%s: its own words around its own formatting", (locale) => {
    const share = contentIn(locale).pricing.share;
    const english = contentIn("en").pricing.share;
    expect(share?.percent).toBe(moneyFormat(intlTag(locale), "EUR").percent(15));
    expect(share?.title).toContain(share?.percent);
    for (const key of ["title", "newPatient"] as const) expect(share?.[key]).not.toBe(english?.[key]);
  });

  it.each(SUPPORTED_LOCALES)(
    "%s: the calculator formats with the page's Intl tag and the currency",
    (locale) => {
      const { calculator } = contentIn(locale).pricing;
      expect(calculator.localeTag).toMatch(new RegExp(`^${LOCALE_INFO[locale].tag}-u-nu-`));
      expect(calculator.currency).toBe("EUR");
      expect(calculator.sharePercent).toBe(15);
      expect(calculator.inputs.firstVisitValue).toContain("€");
      expect(calculator.defaults.firstVisitValue).toBe(80);
      expect(contentIn(locale, unset).pricing.calculator.sharePercent).toBeUndefined();
    },
  );
});

describe("the FAQ's answer on cost", () => {
  const costAnswer = (locale: (typeof SUPPORTED_LOCALES)[number], c = fifteen) => {
    const { faq, pricing } = contentIn(locale, c);
    // The cost question is the one whose answer the share is added to; found by the unset build's text.
    const index = contentIn("en", unset).faq.items.findIndex(
      (item) => item.question === "What exactly does it cost?",
    );
    return { answer: faq.items[index]?.answer ?? "", percent: pricing.share?.percent };
  };

  it.each(SUPPORTED_LOCALES)("%s: names the configured share in the page's own formatting", (locale) => {
    const { answer, percent } = costAnswer(locale);
    expect(percent).toBeDefined();
    expect(answer).toContain(percent);
  });

  it.each(SUPPORTED_LOCALES)("%s: names no percentage while none is configured", (locale) => {
    expect(costAnswer(locale, unset).answer).not.toMatch(/\d\s?%/);
  });
});
