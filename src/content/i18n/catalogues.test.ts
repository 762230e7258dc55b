import { describe, expect, it } from "vitest";
import { loadPublicConfig, type PublicConfig } from "@/config/public-env.ts";
import { buildLandingContent } from "../landing.ts";
import { missingStrings, staleStrings, withFallback } from "./catalogue.ts";
import { englishPrivacyCopy } from "../privacy.ts";
import {
  buildLocalizedContent,
  buildLocalizedPrivacy,
  CATALOGUES,
  englishSource,
  PRIVACY_CATALOGUES,
} from "./localized.ts";
import { SUPPORTED_LOCALES } from "./locales.ts";

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
];
const shipped = Object.entries(CATALOGUES).flatMap(([locale, catalogue]) =>
  configs.map(([name, c]) => [locale, name, c, catalogue] as const),
);

describe("catalogue completeness", () => {
  it("has a catalogue for every supported locale but English, the source", () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(SUPPORTED_LOCALES.filter((l) => l !== "en").sort());
  });

  // The message is the to-do list: every English string the catalogue lacks, by its path in landing.ts.
  it.each(shipped)("%s translates every English string (%s)", (locale, _, c, catalogue) => {
    const missing = missingStrings(englishSource(c, now), catalogue(c, now));
    expect(
      missing,
      `${missing.length} string(s) missing from src/content/i18n/${locale}.ts (add them there; ` +
        `the English source is src/content/landing.ts):\n  ${missing.join("\n  ")}`,
    ).toEqual([]);
  });

  // With every option set, so that copy English shows only when configured is not taken for stale.
  it.each(Object.entries(CATALOGUES))("%s has no string English no longer has", (locale, catalogue) => {
    const stale = staleStrings(englishSource(everything, now), catalogue(everything, now));
    expect(
      stale,
      `remove these from src/content/i18n/${locale}.ts (English dropped or moved them):\n  ${stale.join("\n  ")}`,
    ).toEqual([]);
  });
});

// The privacy page's words are a catalogue of their own (they need the retention period too).
describe("privacy page catalogue completeness", () => {
  const settings = { retentionDays: 30 };
  const privacyShipped = Object.entries(PRIVACY_CATALOGUES).flatMap(([locale, catalogue]) =>
    configs.map(([name, c]) => [locale, name, c, catalogue] as const),
  );

  it("has a privacy catalogue for every locale that has a page catalogue", () => {
    expect(Object.keys(PRIVACY_CATALOGUES).sort()).toEqual(Object.keys(CATALOGUES).sort());
  });

  it.each(privacyShipped)("%s translates every English privacy sentence (%s)", (locale, _, c, catalogue) => {
    const missing = missingStrings(englishPrivacyCopy(c, settings), catalogue(c, settings));
    expect(
      missing,
      `${missing.length} privacy string(s) missing from src/content/i18n/${locale}.ts (the English ` +
        `source is englishPrivacyCopy in src/content/privacy.ts):\n  ${missing.join("\n  ")}`,
    ).toEqual([]);
  });

  it.each(Object.entries(PRIVACY_CATALOGUES))(
    "%s has no privacy string English no longer has",
    (locale, catalogue) => {
      const stale = staleStrings(englishPrivacyCopy(everything, settings), catalogue(everything, settings));
      expect(stale, `remove these from src/content/i18n/${locale}.ts:\n  ${stale.join("\n  ")}`).toEqual([]);
    },
  );

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
    for (const locale of ["en", "es", "pt-br"] as const) {
      const page = JSON.stringify(buildLocalizedPrivacy(locale, everything, settings));
      for (const value of values) expect(page, `${locale} privacy page lacks ${value}`).toContain(value);
    }
  });

  it("names Brazil's law and authority in Portuguese, never the English GDPR", () => {
    const pt = JSON.stringify(buildLocalizedPrivacy("pt-br", everything, settings));
    expect(pt).toContain("LGPD");
    expect(pt).toContain("ANPD");
    expect(pt).toContain("encarregado");
    expect(pt).not.toMatch(/GDPR/);
    const es = JSON.stringify(buildLocalizedPrivacy("es", everything, settings));
    expect(es).toContain("RGPD");
    expect(es).toContain("autoridad de control");
    expect(es).not.toMatch(/\bGDPR/);
  });
});

describe("missingStrings and the English fallback", () => {
  const source = {
    title: "Hello",
    items: [{ title: "One", href: "/one" }, { title: "Two" }],
    link: { label: "Home", href: "/" },
  };

  it("lists each absent or empty string by path, and never links or ids", () => {
    expect(missingStrings(source, { title: "Hola", items: [{ title: "" }] })).toEqual([
      "items.0.title",
      "items.1.title",
      "link.label",
    ]);
    expect(missingStrings(source, undefined)).toEqual([
      "title",
      "items.0.title",
      "items.1.title",
      "link.label",
    ]);
  });

  it("fills every missing string from English and keeps English links", () => {
    expect(withFallback(source, { items: [undefined, { title: "Dos" }], link: { href: "/x" } })).toEqual({
      title: "Hello",
      items: [{ title: "One", href: "/one" }, { title: "Dos" }],
      link: { label: "Home", href: "/" },
    });
  });

  it("lists strings a catalogue has that English does not", () => {
    expect(
      staleStrings(source, { title: "Hola", gone: "x", items: [undefined, undefined, { title: "Tres" }] }),
    ).toEqual(["gone", "items.2.title"]);
  });
});

describe("buildLocalizedContent", () => {
  const localeUrl = (locale: string) => (path: string) => `/${locale}/${path}`;

  it("returns English exactly as landing.ts builds it", () => {
    expect(buildLocalizedContent("en", config, { localeUrl: localeUrl("en"), now })).toEqual(
      buildLandingContent(config, now),
    );
  });

  it("points links into the site at the locale's pages, and leaves anchors and other sites alone", () => {
    const es = buildLocalizedContent("es", config, { localeUrl: localeUrl("es"), now });
    expect(es.notFound.home.href).toBe("/es/");
    expect(es.topBar.links[0]?.href).toBe("#features");
    expect(es.topBar.bookDemo.href).toBe(config.bookingUrl);
  });

  it("greets on WhatsApp in the locale's language and keeps the configured number", () => {
    const pt = buildLocalizedContent("pt-br", config, { localeUrl: localeUrl("pt-br"), now });
    const url = new URL(pt.floatingChat.href);
    expect(url.pathname).toBe(`/${config.whatsappNumber}`);
    expect(url.searchParams.get("text")).toMatch(/^Olá, ChatToBook!/);
    expect(pt.meta.locale).toBe("pt_BR");
  });

  it("keeps brand and product names untranslated", () => {
    const custom = loadPublicConfig({ PUBLIC_BRAND_NAME: "Smile Assist" });
    for (const locale of ["es", "pt-br"] as const) {
      const content = buildLocalizedContent(locale, custom, { localeUrl: localeUrl(locale), now });
      expect(content.topBar.brandName).toBe("Smile Assist");
      expect(content.hero.body).toContain("Smile Assist");
      expect(content.integrations.items.map((item) => item.name)).toEqual(
        buildLandingContent(custom, now).integrations.items.map((item) => item.name),
      );
    }
  });
});
