import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, intlTag, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { CHAT_SCENARIO_IDS } from "./landing-schema.ts";
import { loadLocaleCopy } from "./load.ts";

/*
 * Rules the copy of every language keeps (decision 075), checked on the files themselves, so an
 * edit in the CMS that breaks one fails the build's tests. Expectations come from the files and
 * from Intl wherever they can; the few words listed here are each language's name for one thing.
 */

const copy = (locale: Locale) => loadLocaleCopy(locale);
const TRANSLATIONS = SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

describe("one label per action", () => {
  it("English submits with the spec's 'Get Started'; every translation names the action, sending", () => {
    expect(copy("en").landing.contact.form.submit).toBe("Get Started");
    for (const locale of TRANSLATIONS) {
      const { submit, thankYou } = copy(locale).landing.contact.form;
      // "Send another request" is the same action, so it starts with the same verb.
      const verb = (label: string) => label.split(" ")[0];
      expect(verb(submit), `${locale}: ${submit} / ${thankYou.sendAnother}`).toBe(verb(thankYou.sendAnother));
    }
  });

  it.each(SUPPORTED_LOCALES)("%s: 'Book a demo' reads the same wherever it appears", (locale) => {
    const { landing, privacy } = copy(locale);
    expect(landing.contact.form.unavailable.bookingLabel).toBe(landing.bookDemo);
    // The privacy page lists the clicks it counts by the labels the visitor sees.
    expect(privacy.measurement.items.clicks).toContain(landing.bookDemo);
    expect(privacy.measurement.items.clicks).toContain(landing.pricing.cta);
  });

  it.each(SUPPORTED_LOCALES)("%s: links to the privacy page call it by its own heading", (locale) => {
    const { landing, privacy } = copy(locale);
    const heading = privacy.heading.toLocaleLowerCase(intlTag(locale));
    expect(landing.contact.form.notice.link.toLocaleLowerCase(intlTag(locale))).toBe(heading);
    const privacyLinks = landing.faq.items.flatMap((item) =>
      item.link?.page === "privacy" ? [item.link] : [],
    );
    expect(privacyLinks.length).toBeGreaterThan(0);
    for (const link of privacyLinks) expect(link.label.toLocaleLowerCase(intlTag(locale))).toContain(heading);
  });

  it.each(SUPPORTED_LOCALES)("%s: the thank-you card does not repeat the toast's response time", (locale) => {
    const { success, thankYou } = copy(locale).landing.contact.form;
    const hours = success.description.match(/\d+/)?.[0];
    expect(hours).toBeDefined();
    expect(thankYou.body).not.toContain(hours);
    expect(thankYou.body).not.toContain(thankYou.title);
  });
});

describe("what the page bills", () => {
  /** Each language's words for a first visit, as its share's title says them. */
  const FIRST_VISIT: Record<Locale, string> = {
    en: "first visit",
    es: "primera consulta",
    "pt-br": "primeira consulta",
    ar: "الزيارة الأولى",
  };
  /** Revenue in general, which the page does not take a share of. */
  const SALES: Record<Locale, RegExp> = {
    en: /\bsales\b/,
    es: /\bventas\b/,
    "pt-br": /faturamento/,
    ar: /إيرادات/,
  };

  it.each(SUPPORTED_LOCALES)(
    "%s: a share of each new patient's first visit, everywhere it is named",
    (locale) => {
      const { pricing, faq } = copy(locale).landing;
      expect(pricing.share.title).toContain(FIRST_VISIT[locale]);
      // The answers that state the share (their `facts` add it) speak of the first visit too.
      const costAnswers = faq.items.filter((item) => item.facts === "share").map((item) => item.answer);
      expect(costAnswers.length).toBeGreaterThan(0);
      for (const text of [pricing.intro, pricing.points.share.body, ...costAnswers]) {
        expect(text).toContain(FIRST_VISIT[locale]);
        expect(text).not.toMatch(SALES[locale]);
      }
    },
  );
});

describe("the hero's example chat", () => {
  /** The scenarios' days, read from English's cards ("Thu, 18:15") with Intl's English names. */
  const weekdayOf = (abbreviation: string): number => {
    const english = new Intl.DateTimeFormat("en", { weekday: "short", timeZone: "UTC" });
    const day = [0, 1, 2, 3, 4, 5, 6].find(
      (index) => english.format(new Date(Date.UTC(2024, 0, 7 + index))) === abbreviation,
    );
    if (day === undefined) throw new Error(`not an English weekday: ${abbreviation}`);
    return day;
  };
  const days = CHAT_SCENARIO_IDS.map((id) =>
    weekdayOf(copy("en").landing.hero.visual.scenarios[id].confirmation.details.when.split(",")[0] ?? ""),
  );

  // Spanish and Portuguese abbreviate with a full stop (RAE, Academia Brasileira de Letras); Intl's
  // es-419 data drops it, so the stop is checked here and the letters against Intl.
  it.each(["es", "pt-br"] as const)(
    "%s: writes each card's day as Intl abbreviates it, with a full stop",
    (locale) => {
      const short = new Intl.DateTimeFormat(intlTag(locale), { weekday: "short", timeZone: "UTC" });
      CHAT_SCENARIO_IDS.forEach((id, index) => {
        const { when } = copy(locale).landing.hero.visual.scenarios[id].confirmation.details;
        const [day = ""] = when.split(",");
        const expected = short.format(new Date(Date.UTC(2024, 0, 7 + (days[index] ?? 0)))).replace(/\.$/, "");
        expect(day.toLocaleLowerCase(intlTag(locale)), when).toBe(`${expected}.`);
      });
    },
  );

  it("Arabic names the apps in Arabic script in running text, as the checklist does", () => {
    // The one exception is a product's name, as Meta writes it.
    const text = JSON.stringify(copy("ar").landing).replaceAll("WhatsApp Business API", "");
    expect(text.match(/\b(WhatsApp|Telegram|Facebook|Instagram)\b/g) ?? []).toEqual([]);
  });
});
