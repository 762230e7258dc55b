import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "@/config/public-env.ts";
import { buildLocalizedContent } from "./localized.ts";
import { moneyFormat } from "@/lib/money.ts";
import { intlTag, SUPPORTED_LOCALES, type Locale } from "./i18n/locales.ts";
import { revenueShareAmounts, revenueShareFigures } from "./revenue-share.ts";

// Built from explicit env objects, so a developer's .env cannot change the results.
const unset = loadPublicConfig({});
const fifteen = loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "15" });
const contentIn = (locale: (typeof SUPPORTED_LOCALES)[number], c = fifteen) =>
  buildLocalizedContent(locale, c, { localeUrl: (path) => `/${path}`, now: new Date("2031-06-15") });

/** What the money module writes for an amount on a locale's page (tested against Intl's strings there). */
const money = (locale: Locale, amount: number, currency = "EUR") =>
  moneyFormat(intlTag(locale), currency).amount(amount);

describe("the worked example's arithmetic", () => {
  it("is new patients × first visit, and the share of that", () => {
    expect(revenueShareAmounts(15, 20, 80)).toEqual({ revenue: 1600, fee: 240 });
    expect(revenueShareAmounts(12.5, 20, 80)).toEqual({ revenue: 1600, fee: 200 });
    expect(revenueShareAmounts(100, 3, 50)).toEqual({ revenue: 150, fee: 150 });
    // 1600 × 0.15 would be 240.00000000000003; multiplying before dividing keeps it exact.
    expect(revenueShareAmounts(15, 20, 80).fee).toBe(240);
  });

  it("rounds to the currency's cents only when it prints", () => {
    const c = loadPublicConfig({
      PUBLIC_REVENUE_SHARE_PERCENT: "12.5",
      PUBLIC_EXAMPLE_NEW_PATIENTS: "7",
      PUBLIC_FIRST_VISIT_PRICE: "79.90",
    });
    // 7 × 79.90 = 559.30; 12.5 % of it = 69.9125, printed as 69.91.
    expect(revenueShareFigures(c, intlTag("en"))).toMatchObject({
      percent: "12.5%",
      firstVisitPrice: "€79.90",
      revenue: "€559.30",
      fee: "€69.91",
    });
  });
});

describe("figures per locale, as each market writes them", () => {
  it.each(SUPPORTED_LOCALES)("%s", (locale) => {
    expect(revenueShareFigures(fifteen, intlTag(locale))).toEqual({
      percent: moneyFormat(intlTag(locale), "EUR").percent(15),
      newPatients: "20",
      firstVisitPrice: money(locale, 80),
      revenue: money(locale, 1600),
      fee: money(locale, 240),
    });
  });

  it("are written as the issue and the review ask: Spain for EUR, Mexico for MXN, Brazil for BRL", () => {
    const figures = (locale: Locale, currency: string) => {
      const all = revenueShareFigures(fifteen, intlTag(locale), currency);
      // Intl separates "15 %" and "1.600 €" with a no-break space; compared here as a plain one.
      const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
      return all && { percent: plain(all.percent), revenue: plain(all.revenue) };
    };
    expect(figures("en", "EUR")).toEqual({ percent: "15%", revenue: "€1,600" });
    expect(figures("es", "EUR")).toEqual({ percent: "15 %", revenue: "1.600 €" });
    expect(figures("es", "MXN")).toEqual({ percent: "15%", revenue: "MX$1,600" });
    expect(figures("pt-br", "BRL")).toEqual({ percent: "15%", revenue: "R$ 1.600" });
  });

  it("use the configured currency, and a locale's own when it has one", () => {
    const brl = loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "10", PUBLIC_CURRENCY: "BRL" });
    expect(revenueShareFigures(brl, intlTag("pt-br"))?.fee).toBe(money("pt-br", 160, "BRL"));
    expect(revenueShareFigures(brl, intlTag("en"))?.fee).toBe(money("en", 160, "BRL"));
    const perLocale = loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "10", PUBLIC_CURRENCY_PT_BR: "BRL" });
    expect(contentIn("pt-br", perLocale).pricing.share?.result).toContain(money("pt-br", 160, "BRL"));
    expect(contentIn("en", perLocale).pricing.share?.result).toContain("€160");
  });
});

describe("the pricing copy", () => {
  it.each(SUPPORTED_LOCALES)("%s: no share and no example while the percentage is unset", (locale) => {
    expect(revenueShareFigures(unset, intlTag(locale))).toBeUndefined();
    const { pricing } = contentIn(locale, unset);
    expect(pricing.share).toBeUndefined();
    expect(pricing.noLockIn).not.toBe("");
  });

  it("en: the share and the example with the configured figures", () => {
    expect(contentIn("en").pricing.share).toEqual({
      percent: "15%",
      title: "Our share: 15% of each new patient's first visit",
      newPatient: expect.stringMatching(
        /^A new patient is someone who contacts your clinic for the first time/,
      ),
      calculation: "Example: 20 new patients × €80 first visit = €1,600",
      result: "You pay €240",
    });
    expect(contentIn("en").pricing.noLockIn).toBe("No lock-in, cancel any time");
  });

  it.each(["es", "pt-br"] as const)("%s: its own words around its own formatting", (locale) => {
    const share = contentIn(locale).pricing.share;
    const english = contentIn("en").pricing.share;
    expect(share?.percent).toBe(moneyFormat(intlTag(locale), "EUR").percent(15));
    expect(share?.calculation).toContain(money(locale, 80));
    expect(share?.calculation).toContain(money(locale, 1600));
    expect(share?.result).toContain(money(locale, 240));
    for (const key of ["title", "newPatient", "calculation", "result"] as const)
      expect(share?.[key]).not.toBe(english?.[key]);
  });
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
