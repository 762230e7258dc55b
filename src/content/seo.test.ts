import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "@/config/public-env.ts";
import { buildLocalizedContent } from "./i18n/localized.ts";
import { buildLandingContent } from "./landing.ts";
import { buildStructuredData, serializeJsonLd } from "./seo.ts";

describe("structured data", () => {
  const site = loadPublicConfig({
    PUBLIC_SITE_URL: "https://chattobook.example",
    PUBLIC_BRAND_NAME: "Acme",
    // A published site must name its data controller (the privacy page).
    PUBLIC_CONTROLLER_NAME: "Acme Ltd",
    PUBLIC_PRIVACY_EMAIL: "privacy@chattobook.example",
  });
  const page = { url: "https://chattobook.example/", language: "en", languages: ["en", "es", "pt-BR"] };
  const data = buildStructuredData(site, buildLandingContent(site), page);
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
    const es = buildLocalizedContent("es", site, { localeUrl: (path) => `/es/${path}` });
    const spanish = buildStructuredData(site, es, {
      ...page,
      url: "https://chattobook.example/es/",
      language: "es",
    });
    const [spanishOrganization, spanishService, spanishPage] = spanish["@graph"];
    expect(spanishPage).toMatchObject({ inLanguage: "es", name: es.meta.title });
    expect(spanishService).toMatchObject({
      serviceType: "Asistente de citas con IA",
      url: "https://chattobook.example/es/",
    });
    // One organisation across languages, reached on WhatsApp with the page's own greeting.
    expect(spanishOrganization?.["@id"]).toBe(organization?.["@id"]);
    expect(spanishOrganization).toMatchObject({ contactPoint: { url: es.floatingChat.href } });
    expect(decodeURIComponent(es.floatingChat.href)).toContain("¡Hola, Acme!");
  });

  it("serialises safely inside a <script> element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
