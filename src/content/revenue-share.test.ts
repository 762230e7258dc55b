import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "@/config/public-env.ts";
import { buildLocalizedContent } from "./localized.ts";
import { LOCALE_INFO, SUPPORTED_LOCALES } from "./i18n/locales.ts";
import { revenueShareAmounts, revenueShareFigures } from "./revenue-share.ts";

// Built from explicit env objects, so a developer's .env cannot change the results.
const unset = loadPublicConfig({});
const fifteen = loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "15" });
const contentIn = (locale: (typeof SUPPORTED_LOCALES)[number], c = fifteen) =>
  buildLocalizedContent(locale, c, { localeUrl: (path) => `/${path}`, now: new Date("2031-06-15") });

/** What Intl itself writes for an amount of money in a locale, whole amounts without decimals. */
const money = (tag: string, amount: number, currency = "EUR") =>
  new Intl.NumberFormat(tag, { style: "currency", currency, trailingZeroDisplay: "stripIfInteger" }).format(
    amount,
  );

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
    expect(revenueShareFigures(c, "en")).toMatchObject({
      percent: "12.5%",
      firstVisitPrice: "€79.90",
      revenue: "€559.30",
      fee: "€69.91",
    });
  });
});

describe("figures per locale, as Intl writes them", () => {
  it.each(SUPPORTED_LOCALES)("%s", (locale) => {
    const { tag } = LOCALE_INFO[locale];
    expect(revenueShareFigures(fifteen, tag)).toEqual({
      percent: new Intl.NumberFormat(tag, { style: "percent" }).format(0.15),
      newPatients: "20",
      firstVisitPrice: money(tag, 80),
      revenue: money(tag, 1600),
      fee: money(tag, 240),
    });
  });

  it("differ between the languages the way each market writes them", () => {
    // Intl's output, not a guess: the locales really do differ, so the page must not hard-code one.
    expect(revenueShareFigures(fifteen, "en")?.firstVisitPrice).toBe("€80");
    expect(revenueShareFigures(fifteen, "en")?.revenue).toBe("€1,600");
    expect(revenueShareFigures(fifteen, "es")?.firstVisitPrice).toBe(money("es", 80));
    expect(money("es", 80)).not.toBe(money("en", 80));
    expect(money("pt-BR", 1600)).not.toBe(money("en", 1600));
  });

  it("use the configured currency", () => {
    const brl = loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "10", PUBLIC_PRICING_CURRENCY: "BRL" });
    expect(revenueShareFigures(brl, "pt-BR")?.fee).toBe(money("pt-BR", 160, "BRL"));
    expect(revenueShareFigures(brl, "en")?.fee).toBe(money("en", 160, "BRL"));
  });
});

describe("the pricing copy", () => {
  it.each(SUPPORTED_LOCALES)("%s: no share and no example while the percentage is unset", (locale) => {
    expect(revenueShareFigures(unset, LOCALE_INFO[locale].tag)).toBeUndefined();
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
    const { tag } = LOCALE_INFO[locale];
    const share = contentIn(locale).pricing.share;
    const english = contentIn("en").pricing.share;
    expect(share?.percent).toBe(new Intl.NumberFormat(tag, { style: "percent" }).format(0.15));
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
