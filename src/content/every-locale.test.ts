import { describe, expect, it } from "vitest";
import { loadPublicConfig, type PublicConfig } from "#src/core/settings/public-env.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { textsIn } from "#src/content/copy/text.ts";
import { homePageIn, privacyPageIn } from "#tests/support/page-content.ts";

// Built from an explicit env object, so a developer's .env cannot change the results.
const config = loadPublicConfig({});
const now = new Date("2031-06-15T12:00:00Z");
// Every optional value set too, so copy that only shows when configured (the imprint link) is checked.
const everything = loadPublicConfig({
  PUBLIC_IMPRINT_URL: "https://example.com/imprint",
  PUBLIC_CONTROLLER_NAME: "Example Ltd",
  PUBLIC_CONTROLLER_ADDRESS: "1 Example Street",
  PUBLIC_PRIVACY_EMAIL: "privacy@example.com",
  PUBLIC_DPO_NAME: "Ana Souza",
  PUBLIC_DPO_EMAIL: "dpo@example.com",
  PUBLIC_HOSTING_PROVIDER: "Example Hosting (USA)",
  PUBLIC_DATA_RECIPIENTS: "Zapier, Inc. (USA)",
  PUBLIC_SUPABASE_URL: "https://example.supabase.co",
  PUBLIC_BOOKING_OVERLAY: "true",
  PUBLIC_REVENUE_SHARE_PERCENT: "15",
});
const configs: [string, PublicConfig][] = [
  ["defaults", config],
  ["every option set", everything],
  ["a controller in the UK", loadPublicConfig({ PUBLIC_CONTROLLER_JURISDICTION: "uk" })],
];

/** Every string in a value, depth first. */
const strings = (value: unknown): string[] => textsIn(value).map(([, text]) => text);

// Every locale's files pass the one schema (src/content/copy/copy.test.ts tests the checks themselves).
describe("every locale's copy", () => {
  it.each(SUPPORTED_LOCALES)("%s: its files are complete and valid", (locale) => {
    expect(() => loadLocaleCopy(locale)).not.toThrow();
  });

  // Every sentence of every configuration is filled in: no placeholder is left for a visitor to see.
  it.each(SUPPORTED_LOCALES.flatMap((locale) => configs.map(([name, c]) => [locale, name, c] as const)))(
    "%s leaves no placeholder unfilled (%s)",
    (locale, _, c) => {
      const localeUrl = (path: string) => `/${locale}/${path}`;
      const landing = homePageIn(locale, c, { localeUrl, now });
      // The calculator's templates are filled in by the island (RevenueCalculator.test.tsx checks it).
      const { templates, ...calculator } = landing.pricing.calculator;
      expect(Object.keys(templates).length).toBeGreaterThan(0);
      const pages = [
        { ...landing, pricing: { ...landing.pricing, calculator } },
        privacyPageIn(locale, c, { retentionDays: 30 }),
      ];
      expect(strings(pages).filter((text) => /\{[^{}]*\}/.test(text))).toEqual([]);
    },
  );
});

describe("the privacy page in every locale", () => {
  const settings = { retentionDays: 30 };

  it("keeps every configured value exactly as English has it", () => {
    const values = [
      "Example Ltd",
      "1 Example Street",
      "privacy@example.com",
      "Ana Souza",
      "dpo@example.com",
      "Example Hosting (USA)",
      "Zapier, Inc. (USA)",
      "30",
    ];
    for (const locale of SUPPORTED_LOCALES) {
      const page = JSON.stringify(privacyPageIn(locale, everything, settings));
      for (const value of values) expect(page, `${locale} privacy page lacks ${value}`).toContain(value);
    }
  });

  it("names the GDPR as each market does: GDPR in Brazil, RGPD in Spanish", () => {
    const pt = JSON.stringify(privacyPageIn("pt-br", everything, settings));
    expect(pt).toContain("LGPD");
    expect(pt).toContain("ANPD");
    expect(pt).toContain("encarregado");
    // RGPD is Portugal's name; Brazilian lawyers say GDPR.
    expect(pt).toContain("GDPR");
    expect(pt).not.toMatch(/RGPD/);
    const es = JSON.stringify(privacyPageIn("es", everything, settings));
    expect(es).toContain("RGPD");
    expect(es).toContain("autoridad de control");
    expect(es).not.toMatch(/\bGDPR/);
  });

  it("tests international transfers against the EEA or the UK (GDPR) and Brazil (LGPD), never 'your country'", () => {
    const area = {
      en: ["European Economic Area", "outside the United Kingdom"],
      es: ["Espacio Económico Europeo", "fuera del Reino Unido"],
      "pt-br": ["Espaço Econômico Europeu", "fora do Reino Unido"],
      ar: ["خارج المنطقة الاقتصادية الأوروبية", "خارج المملكة المتحدة"],
    };
    for (const locale of SUPPORTED_LOCALES) {
      const { gdpr, recipients } = loadLocaleCopy(locale).privacy;
      expect(gdpr.eu.transfers).toContain(area[locale][0]);
      expect(gdpr.uk.transfers).toContain(area[locale][1]);
      expect(recipients.transfers).toMatch(/Brazil|Brasil|البرازيل/);
      for (const text of [gdpr.eu.transfers, gdpr.uk.transfers])
        expect(text).not.toMatch(/your country|tu país|seu país/);
    }
  });

  it("names the EU's authorities for a controller in the EU, and the ICO for one in the UK", () => {
    const uk = loadPublicConfig({ PUBLIC_CONTROLLER_JURISDICTION: "uk" });
    for (const locale of SUPPORTED_LOCALES) {
      const inEu = JSON.stringify(privacyPageIn(locale, config, settings));
      const inUk = JSON.stringify(privacyPageIn(locale, uk, settings));
      expect(inEu, locale).toMatch(/77/);
      expect(inEu, locale).not.toMatch(/ICO|UK GDPR/);
      expect(inUk, locale).toMatch(/\bICO\b/);
      expect(inUk, locale).toContain("UK GDPR");
      expect(inUk, locale).not.toMatch(/\(GDPR\)|Art\. 77|art\. 77|المادة 77/);
    }
  });

  it("names the Latin American laws and authorities on the Spanish page", () => {
    const es = JSON.stringify(privacyPageIn("es", everything, settings));
    for (const rule of [
      "LFPDPPP",
      "derechos ARCO",
      "Secretaría Anticorrupción y Buen Gobierno",
      "Ley 1581 de 2012",
      "Superintendencia de Industria y Comercio",
      "Ley 25.326",
      "Agencia de Acceso a la Información Pública",
    ])
      expect(es).toContain(rule);
  });

  it("gives each Latin American law's deadlines and Colombia's and Argentina's authorisation in Spanish", () => {
    const es = privacyPageIn("es", everything, settings);
    const text = JSON.stringify(es);
    for (const rule of [
      "20 días hábiles", // Mexico: the answer, then 15 days to carry it out
      "10 días hábiles", // Colombia: consultas (Ley 1581, art. 14)
      "15 días hábiles", // Colombia: reclamos (art. 15)
      "10 días corridos", // Argentina: access (Ley 25.326, art. 14)
      "5 días hábiles", // Argentina: rectification and erasure (art. 16)
      "autorización previa, expresa e informada",
      "finalidades primarias",
      // Argentina's fixed legend (Disposición DNPDP 10/2008, as the AAIP publishes it).
      "a intervalos no inferiores a seis meses",
    ])
      expect(text).toContain(rule);
    expect(text).not.toMatch(/un mes, y en 15 días/);
    // Each country's deadline is a paragraph of its own.
    const rights = es.sections.find((section) => section.id === "rights");
    expect(rights?.blocks.filter((block) => block.type === "paragraph").length).toBeGreaterThan(4);
  });

  it("names the UAE's and Saudi Arabia's data protection laws exactly in Arabic, transfers tested against the EEA", () => {
    const ar = JSON.stringify(privacyPageIn("ar", everything, settings));
    expect(ar).toContain("المرسوم بقانون اتحادي رقم (45) لسنة 2021 بشأن حماية البيانات الشخصية");
    expect(ar).toContain("نظام حماية البيانات الشخصية (PDPL) الصادر بالمرسوم الملكي رقم (م/19)");
    expect(ar).toContain("خارج المنطقة الاقتصادية الأوروبية");
  });

  it("gives Gulf readers their laws' substance in Arabic: authorities, transfers, bases, marketing consent", () => {
    const ar = JSON.stringify(privacyPageIn("ar", everything, settings));
    for (const rule of [
      "وتعديلاته", // the PDPL as amended by Royal Decree M/148
      "الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا)",
      "مكتب الإمارات للبيانات",
      "المادتان 22 و23 من المرسوم بقانون اتحادي رقم 45 لسنة 2021",
      "المادة 29 من نظام حماية البيانات الشخصية",
      "المادة 4 من المرسوم بقانون اتحادي رقم 45 لسنة 2021",
      "المادة 25 من نظام حماية البيانات الشخصية",
    ])
      expect(ar).toContain(rule);
  });
});

describe("the home page in each locale", () => {
  const localeUrl = (locale: string) => (path: string) => `/${locale}/${path}`;

  it("builds English with its links as written", () => {
    expect(homePageIn("en", config, { localeUrl: localeUrl("en"), now })).toEqual(
      homePageIn("en", config, { now }),
    );
  });

  it("points links into the site at the locale's pages, and leaves anchors and other sites alone", () => {
    const es = homePageIn("es", config, { localeUrl: localeUrl("es"), now });
    expect(es.footer.privacy.href).toBe("/es/privacy/");
    expect(es.topBar.links[0]?.href).toBe("#features");
    expect(es.topBar.bookDemo.href).toBe(config.bookingUrl);
  });

  it("greets on WhatsApp in the locale's language and keeps the configured number", () => {
    const pt = homePageIn("pt-br", config, { localeUrl: localeUrl("pt-br"), now });
    const url = new URL(pt.floatingChat.href);
    expect(url.pathname).toBe(`/${config.whatsappNumber}`);
    expect(url.searchParams.get("text")).toMatch(/^Olá, ChatToBook!/);
    expect(pt.meta.locale).toBe("pt_BR");
  });

  it("keeps brand and product names untranslated", () => {
    const custom = loadPublicConfig({ PUBLIC_BRAND_NAME: "Smile Assist" });
    for (const locale of ["es", "pt-br"] as const) {
      const content = homePageIn(locale, custom, { localeUrl: localeUrl(locale), now });
      expect(content.topBar.brandName).toBe("Smile Assist");
      expect(content.hero.body).toContain("Smile Assist");
      // Product names are the products' own, which in Brazil is "Google Agenda" for Google Calendar.
      const english = homePageIn("en", custom, { now }).integrations.items.map((item) => item.name);
      expect(content.integrations.items.map((item) => item.name)).toEqual(
        locale === "pt-br"
          ? english.map((name) => name.replace("Google Calendar", "Google Agenda"))
          : english,
      );
    }
  });
});
