import { describe, expect, it } from "vitest";
import { EMPTY_FACTS, type Facts } from "#src/content/copy/facts.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { fill } from "#src/core/fill.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { moneyFormat } from "#src/lib/money.ts";
import { intlTag, LOCALE_INFO, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { homePageIn } from "#tests/support/page-content.ts";

// Built from explicit env objects, so a developer's .env cannot change the results.
const unset = loadPublicConfig({});
const fifteen = loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "15" });
const contentIn = (locale: Locale, c = fifteen, facts: Facts = EMPTY_FACTS) =>
  homePageIn(locale, c, { localeUrl: (path) => `/${path}`, now: new Date("2031-06-15"), facts });

describe("money per market (decision 092)", () => {
  it.each(SUPPORTED_LOCALES)(
    "%s: prices in its market's currency by default, as that market writes it",
    (locale) => {
      const { calculator, share } = contentIn(locale).pricing;
      const currency = LOCALE_INFO[locale].currency;
      const money = moneyFormat(intlTag(locale), currency);
      expect(calculator.currency).toBe(currency);
      expect(calculator.inputs.firstVisitValue).toContain(`(${money.symbol})`);
      expect(share?.percent).toBe(money.percent(15));
      // The example's first visit is the market's own, from its copy file.
      expect(calculator.defaults).toEqual(loadLocaleCopy(locale).landing.pricing.calculator.example);
    },
  );

  it("writes the Brazilian real, the Mexican peso and the pound as their markets do", () => {
    expect(contentIn("pt-br").pricing.calculator.inputs.firstVisitValue).toContain("(R$)");
    expect(contentIn("es").pricing.calculator.inputs.firstVisitValue).toContain("(MX$)");
    expect(contentIn("en").pricing.calculator.inputs.firstVisitValue).toContain("(£)");
  });

  it("uses a locale's own currency when it has one, and PUBLIC_CURRENCY for the rest", () => {
    const perLocale = loadPublicConfig({ PUBLIC_CURRENCY: "EUR", PUBLIC_CURRENCY_PT_BR: "BRL" });
    expect(contentIn("pt-br", perLocale).pricing.calculator.currency).toBe("BRL");
    expect(contentIn("en", perLocale).pricing.calculator.currency).toBe("EUR");
    expect(contentIn("es", perLocale).pricing.calculator.currency).toBe("EUR");
  });
});

describe("the pricing copy", () => {
  it.each(SUPPORTED_LOCALES)("%s: no share and no example while the percentage is unset", (locale) => {
    const { pricing } = contentIn(locale, unset);
    expect(pricing.share).toBeUndefined();
    expect(pricing.noLockIn).not.toBe("");
    expect(pricing.calculator.sharePercent).toBeUndefined();
  });

  it.each(SUPPORTED_LOCALES)("%s: the share as a heading and what counts as a new patient", (locale) => {
    const words = loadLocaleCopy(locale).landing.pricing.share;
    const share = contentIn(locale).pricing.share;
    expect(share?.title).toBe(fill(words.title, { percent: share?.percent }));
    expect(share?.newPatient).toBe(words.newPatient);
  });
});

describe("the FAQ's answers on cost and billing", () => {
  const answerOf = (
    locale: Locale,
    facts: "share" | "billing",
    c = fifteen,
    company: Facts = EMPTY_FACTS,
  ) => {
    const { faq } = contentIn(locale, c, company);
    const id = loadLocaleCopy(locale).landing.faq.items.find((item) => item.facts === facts)?.id;
    return faq.items.find((item) => item.id === id)?.answer ?? "";
  };

  it.each(SUPPORTED_LOCALES)(
    "%s: the cost answer names the configured share, and no percentage without one",
    (locale) => {
      expect(answerOf(locale, "share")).toContain(contentIn(locale).pricing.share?.percent);
      expect(answerOf(locale, "share", unset)).not.toMatch(/\d\s?%/);
    },
  );

  it.each(SUPPORTED_LOCALES)(
    "%s: the billing answer states each billing fact that is set, and only those",
    (locale) => {
      const words = loadLocaleCopy(locale).landing.billing;
      const bare = answerOf(locale, "billing");
      for (const sentence of [
        words.statement.monthly,
        words.noShows.notBilled,
        words.freeFirstVisits.notBilled,
      ])
        expect(bare).not.toContain(sentence);
      const billing: Facts = {
        ...EMPTY_FACTS,
        billing: {
          statement: "monthly",
          noShowsBilled: "no",
          freeFirstVisitsBilled: "no",
          capPerNewPatient: { amount: 25, currency: "EUR" },
        },
      };
      const stated = answerOf(locale, "billing", fifteen, billing);
      const cap = moneyFormat(intlTag(locale), "EUR").amount(25);
      for (const sentence of [
        words.statement.monthly,
        words.noShows.notBilled,
        words.freeFirstVisits.notBilled,
        fill(words.cap, { amount: cap }),
      ])
        expect(stated).toContain(sentence);
      expect(stated.startsWith(bare)).toBe(true);
    },
  );
});
