import { PAGES } from "#src/core/pages.ts";
import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { LOCALE_INFO, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { buildStructuredData, faqAnswerText, serializeJsonLd } from "./seo.ts";
import { homePageIn, privacyPageIn } from "#tests/support/page-content.ts";

describe("structured data", () => {
  const site = loadPublicConfig({
    PUBLIC_SITE_URL: "https://chattobook.example",
    // Real links: a published build refuses the placeholder defaults (decision 063).
    PUBLIC_BOOKING_URL: "https://cal.com/acme/demo",
    PUBLIC_WHATSAPP_NUMBER: "5511987654321",
    PUBLIC_SOCIAL_URL: "https://www.linkedin.com/company/acme",
    PUBLIC_BRAND_NAME: "Acme",
    // A published site must name its data controller (the privacy page).
    PUBLIC_CONTROLLER_NAME: "Acme Ltd",
    PUBLIC_PRIVACY_EMAIL: "privacy@chattobook.example",
  });
  const page = { url: "https://chattobook.example/", language: "en", languages: ["en", "es", "pt-BR"] };
  const data = buildStructuredData(site, homePageIn("en", site), page);
  const [organization, service, webPage] = data["@graph"];

  it("describes the organisation and the service it provides", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Acme",
      url: "https://chattobook.example/",
      sameAs: [site.socialUrl],
    });
    expect(service).toMatchObject({
      "@type": "Service",
      serviceType: "AI-Powered Booking Assistant",
      provider: { "@id": organization?.["@id"] },
      url: "https://chattobook.example/",
    });
  });

  it("names the page's language, and every language the organisation answers in", () => {
    expect(webPage).toMatchObject({ "@type": "WebPage", url: page.url, inLanguage: "en" });
    expect(organization).toMatchObject({ contactPoint: { availableLanguage: ["en", "es", "pt-BR"] } });
    const es = homePageIn("es", site, { localeUrl: (path) => `/es/${path}` });
    const spanish = buildStructuredData(site, es, {
      ...page,
      url: "https://chattobook.example/es/",
      language: "es-419",
    });
    const [spanishOrganization, spanishService, spanishPage] = spanish["@graph"];
    expect(spanishPage).toMatchObject({ inLanguage: "es-419", name: es.meta.title });
    expect(spanishService).toMatchObject({
      serviceType: "Asistente de citas con IA",
      url: "https://chattobook.example/es/",
    });
    // One organisation across languages, reached on WhatsApp with the page's own greeting.
    expect(spanishOrganization?.["@id"]).toBe(organization?.["@id"]);
    expect(spanishOrganization).toMatchObject({ contactPoint: { url: es.floatingChat.href } });
    expect(decodeURIComponent(es.floatingChat.href)).toContain("¡Hola, Acme!");
  });

  it.each(SUPPORTED_LOCALES)("%s: names the service by its brand and lists the offer's points", (locale) => {
    const content = homePageIn(locale, site, { localeUrl: (path) => `/${path}` });
    const service = buildStructuredData(site, content, page)["@graph"][1];
    expect(service).toMatchObject({ name: "Acme", serviceType: content.hero.badge });
    const offer = (service as { offers: { description: string } }).offers.description;
    expect(offer).toBe(content.pricing.points.map((point) => point.title).join(" · "));
    // No title glued into a sentence after a comma ("…gratis, Sin cuotas").
    expect(offer).not.toMatch(/, \p{Lu}/u);
  });

  describe.each(SUPPORTED_LOCALES)("the FAQ in %s", (locale) => {
    const localeUrl = (path: string) => (locale === "en" ? `/${path}` : `/${locale}/${path}`);
    const content = homePageIn(locale, site, { localeUrl });
    const url = `https://chattobook.example${localeUrl("")}`;
    const language = LOCALE_INFO[locale].tag;
    const graph = buildStructuredData(site, content, { ...page, url, language })["@graph"];
    const faqPage = graph.find((node) => node["@type"] === "FAQPage");

    it("has six to ten questions, each with a real answer", () => {
      const { items } = content.faq;
      expect(items.length).toBeGreaterThanOrEqual(6);
      expect(items.length).toBeLessThanOrEqual(10);
      for (const item of items) {
        expect(item.question.trim()).not.toBe("");
        expect(item.answer.trim().length).toBeGreaterThan(20);
        if (item.link) expect(item.link.label.trim()).not.toBe("");
      }
      expect(new Set(items.map((item) => item.question)).size).toBe(items.length);
    });

    it("gives search engines the visible questions and answers, in the page's language", () => {
      expect(faqPage).toMatchObject({ "@id": `${url}#faq`, url, inLanguage: language });
      expect(faqPage?.mainEntity).toEqual(
        content.faq.items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: faqAnswerText(item) },
        })),
      );
    });

    it("links the privacy page of its own language from the answer about stored data", () => {
      const links = content.faq.items.flatMap((item) => (item.link ? [item.link] : []));
      expect(links.map((link) => link.href)).toEqual([localeUrl(PAGES.privacy.slice(1))]);
      const withLink = content.faq.items.find((item) => item.link);
      expect(withLink && faqAnswerText(withLink)).toBe(`${withLink?.answer} ${withLink?.link?.label}`);
    });
  });

  it("serialises safely inside a <script> element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("meta descriptions", () => {
  // Search results cut a description after about 155 characters; the offer comes last and must show.
  const MAX = 155;
  const defaults = loadPublicConfig({});

  it.each(SUPPORTED_LOCALES)(
    "%s: the home and privacy pages' descriptions fit in %i characters",
    (locale) => {
      const localeUrl = (path: string) => `/${path}`;
      const { meta } = homePageIn(locale, defaults, { localeUrl });
      const privacy = privacyPageIn(locale, defaults, { retentionDays: 0 });
      for (const description of [meta.description, privacy.description]) {
        expect(description).toContain(defaults.brandName);
        expect([...description].length, description).toBeLessThanOrEqual(MAX);
      }
    },
  );
});
