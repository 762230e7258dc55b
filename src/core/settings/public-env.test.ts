import { describe, expect, it } from "vitest";
import { EnvError } from "./env.ts";
import { LOCAL_ANON_KEY } from "./local-dev-keys.ts";
import { LOCALE_INFO, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import {
  loadPublicConfig,
  foreignCurrencies,
  localeSettings,
  localeVariableSuffix,
  PUBLIC_VARIABLES,
  type PublicConfig,
} from "./public-env.ts";

/** The message of the error `loadPublicConfig(env)` throws, failing the test if it does not throw one. */
function configError(env: Record<string, string>): EnvError {
  try {
    loadPublicConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

describe("loadPublicConfig defaults", () => {
  const config = loadPublicConfig({});

  it("uses the ChatToBook brand and placeholder values that are obviously examples", () => {
    expect(config).toEqual({
      brandName: "ChatToBook",
      bookingUrl: "https://cal.example.com/chattobook/demo",
      bookingOverlay: false,
      whatsappNumber: "15555550123",
      demoWhatsappNumber: undefined,
      whatsappGreeting: undefined,
      socialUrl: "https://www.linkedin.com/company/example",
      siteUrl: "http://localhost:4321",
      supabaseUrl: undefined,
      supabaseAnonKey: LOCAL_ANON_KEY,
      controllerName: undefined,
      controllerAddress: undefined,
      privacyEmail: undefined,
      dpoName: undefined,
      dpoEmail: undefined,
      controllerJurisdiction: "eu",
      hostingProvider: undefined,
      dataRecipients: [],
      imprintUrl: undefined,
      analytics: true,
      revenueSharePercent: undefined,
      currency: undefined,
      locales: [...SUPPORTED_LOCALES],
      legalEntity: undefined,
      legalAddress: undefined,
      companyNumber: undefined,
      cmsRepo: undefined,
      cmsBranch: "main",
      cmsAuthUrl: undefined,
    } satisfies PublicConfig);
    expect(new URL(config.bookingUrl).hostname).toMatch(/(^|\.)example\.com$/);
    expect(config.socialUrl).toContain("example");
    // 555-01xx numbers are reserved for fiction in the North American numbering plan.
    expect(config.whatsappNumber).toMatch(/^1555555/);
  });

  it("treats empty and blank variables as unset, so a blank line in .env keeps the default", () => {
    const names = [
      "PUBLIC_BRAND_NAME",
      "PUBLIC_BOOKING_URL",
      "PUBLIC_BOOKING_OVERLAY",
      "PUBLIC_WHATSAPP_NUMBER",
      "PUBLIC_WHATSAPP_GREETING",
      "PUBLIC_DEMO_WHATSAPP_NUMBER",
      "PUBLIC_SOCIAL_URL",
      "PUBLIC_SITE_URL",
      "PUBLIC_SUPABASE_URL",
      "PUBLIC_SUPABASE_ANON_KEY",
      "PUBLIC_CONTROLLER_NAME",
      "PUBLIC_CONTROLLER_ADDRESS",
      "PUBLIC_PRIVACY_EMAIL",
      "PUBLIC_DPO_NAME",
      "PUBLIC_DPO_EMAIL",
      "PUBLIC_CONTROLLER_JURISDICTION",
      "PUBLIC_HOSTING_PROVIDER",
      "PUBLIC_DATA_RECIPIENTS",
      "PUBLIC_IMPRINT_URL",
      "PUBLIC_ANALYTICS",
      "PUBLIC_REVENUE_SHARE_PERCENT",
      "PUBLIC_CURRENCY",
      "PUBLIC_LOCALES",
      "PUBLIC_LEGAL_ENTITY",
      "PUBLIC_LEGAL_ADDRESS",
      "PUBLIC_COMPANY_NUMBER",
      "PUBLIC_CMS_REPO",
      "PUBLIC_CMS_BRANCH",
      "PUBLIC_CMS_AUTH_URL",
    ];
    // Then each locale's own contact points and currency, for every locale of the registry but English.
    const perLocale = ["BOOKING_URL", "WHATSAPP_NUMBER", "WHATSAPP_GREETING", "CURRENCY"].flatMap((base) =>
      SUPPORTED_LOCALES.filter((locale) => locale !== "en").map(
        (locale) => `PUBLIC_${base}_${locale.toUpperCase().replace("-", "_")}`,
      ),
    );
    expect(PUBLIC_VARIABLES).toEqual([...names, ...perLocale]);
    expect(perLocale).toContain("PUBLIC_BOOKING_URL_PT_BR");
    const blank = Object.fromEntries(
      [...names, ...perLocale].map((name, index) => [name, index % 2 ? "" : "   "]),
    );
    expect(loadPublicConfig(blank)).toEqual(config);
  });

  it("ignores variables that are not part of the public configuration", () => {
    expect(loadPublicConfig({ SECRET_KEY: "x", PUBLIC_OTHER: "y", MODE: "production" })).toEqual(config);
  });
});

describe("loadPublicConfig overrides", () => {
  const cases: [string, string, Partial<PublicConfig>][] = [
    ["PUBLIC_BRAND_NAME", "  Smile Assist ", { brandName: "Smile Assist" }],
    [
      "PUBLIC_BOOKING_URL",
      "https://calendly.com/smile/demo/",
      { bookingUrl: "https://calendly.com/smile/demo" },
    ],
    ["PUBLIC_BOOKING_OVERLAY", "true", { bookingOverlay: true }],
    ["PUBLIC_BOOKING_OVERLAY", "1", { bookingOverlay: true }],
    ["PUBLIC_BOOKING_OVERLAY", "false", { bookingOverlay: false }],
    ["PUBLIC_BOOKING_OVERLAY", "0", { bookingOverlay: false }],
    ["PUBLIC_BOOKING_OVERLAY", "yes", { bookingOverlay: true }],
    ["PUBLIC_BOOKING_OVERLAY", "On", { bookingOverlay: true }],
    ["PUBLIC_BOOKING_OVERLAY", "NO", { bookingOverlay: false }],
    ["PUBLIC_BOOKING_OVERLAY", "off", { bookingOverlay: false }],
    ["PUBLIC_WHATSAPP_NUMBER", "+447700900123", { whatsappNumber: "447700900123" }],
    ["PUBLIC_WHATSAPP_NUMBER", "4915112345678", { whatsappNumber: "4915112345678" }],
    ["PUBLIC_WHATSAPP_GREETING", " Hello & welcome? ", { whatsappGreeting: "Hello & welcome?" }],
    [
      "PUBLIC_SOCIAL_URL",
      "https://www.instagram.com/smileassist",
      { socialUrl: "https://www.instagram.com/smileassist" },
    ],
    // A local address: a public one also needs the privacy values (tested below).
    ["PUBLIC_SITE_URL", "http://127.0.0.1:8080/", { siteUrl: "http://127.0.0.1:8080" }],
    ["PUBLIC_PRIVACY_EMAIL", "privacy@smile.example", { privacyEmail: "privacy@smile.example" }],
    [
      "PUBLIC_DATA_RECIPIENTS",
      " Zapier (USA) ;; Postmark ",
      { dataRecipients: ["Zapier (USA)", "Postmark"] },
    ],
    ["PUBLIC_SUPABASE_URL", "https://abc.supabase.co", { supabaseUrl: "https://abc.supabase.co" }],
    ["PUBLIC_SUPABASE_ANON_KEY", "eyJhbGciOi.public", { supabaseAnonKey: "eyJhbGciOi.public" }],
    ["PUBLIC_ANALYTICS", "false", { analytics: false }],
    ["PUBLIC_LOCALES", "en", { locales: ["en"] }],
    // Any order, case and spacing; duplicates dropped; always in the site's own order.
    ["PUBLIC_LOCALES", " PT-BR, en,pt-br ", { locales: ["en", "pt-br"] }],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "15", { revenueSharePercent: 15 }],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "12.5", { revenueSharePercent: 12.5 }],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "100", { revenueSharePercent: 100 }],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "0.5", { revenueSharePercent: 0.5 }],
    ["PUBLIC_COMPANY_NUMBER", " 12345678 ", { companyNumber: "12345678" }],
    ["PUBLIC_CURRENCY", "brl", { currency: "BRL" }],
    ["PUBLIC_CURRENCY", "USD", { currency: "USD" }],
  ];

  it.each(cases)("%s=%j overrides only its own field(s)", (name, value, expected) => {
    const defaults = loadPublicConfig({});
    expect(loadPublicConfig({ [name]: value })).toEqual({ ...defaults, ...expected });
  });

  it("names the variables that moved to the copy files, and where they went", () => {
    for (const [name, where] of [
      ["PUBLIC_FOUNDERS", /facts\.yaml/],
      ["PUBLIC_FIRST_VISIT_PRICE", /pricing\.calculator\.example\.firstVisitValue/],
    ] as const) {
      const error = configError({ [name]: "1" });
      expect(error.message).toContain(`${name}:`);
      expect(error.message).toMatch(where);
    }
  });
});

describe("loadPublicConfig rejects bad values with a clear message", () => {
  const cases: [string, string, RegExp][] = [
    ["PUBLIC_BRAND_NAME", "x".repeat(41), /at most 40 characters/],
    ["PUBLIC_BOOKING_URL", "cal.example.com/demo", /absolute http\(s\) URL/],
    ["PUBLIC_BOOKING_URL", "javascript:alert(1)", /absolute http\(s\) URL/],
    ["PUBLIC_BOOKING_OVERLAY", "maybe", /must be true or false/],
    ["PUBLIC_WHATSAPP_NUMBER", "555-0123", /7 to 15 digits in international format/],
    ["PUBLIC_WHATSAPP_NUMBER", "0044770090012", /7 to 15 digits in international format/],
    ["PUBLIC_WHATSAPP_GREETING", "x".repeat(501), /at most 500 characters/],
    ["PUBLIC_SOCIAL_URL", "linkedin.com/company/x", /absolute http\(s\) URL/],
    ["PUBLIC_SITE_URL", "ftp://chattobook.example", /absolute http\(s\) URL/],
    ["PUBLIC_SUPABASE_URL", "not a url", /absolute http\(s\) URL/],
    ["PUBLIC_LOCALES", "en,fr", /lists "fr"; the site has catalogues for en, es, pt-br/],
    ["PUBLIC_LOCALES", "en,pt-BR,pt", /lists "pt"/],
    ["PUBLIC_LOCALES", "es,pt-br", /must include "en", the language of the pages at \//],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "0", /must be more than 0/],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "100.5", /must be at most 100/],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "15%", /must be a number such as 15 or 12\.5/],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "12,5", /must be a number such as 15 or 12\.5/],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "-5", /must be a number such as 15 or 12\.5/],
    ["PUBLIC_REVENUE_SHARE_PERCENT", "ten", /must be a number such as 15 or 12\.5/],
    ["PUBLIC_CURRENCY", "€", /must be an ISO 4217 currency code such as EUR, USD or BRL/],
    ["PUBLIC_CURRENCY", "EURO", /must be an ISO 4217 currency code/],
    ["PUBLIC_CURRENCY", "XYZ", /must be an ISO 4217 currency code/],
  ];

  it.each(cases)("%s=%j", (name, value, hint) => {
    const error = configError({ [name]: value });
    expect(error.name).toBe("EnvError");
    expect(error.message).toMatch(/^Invalid public configuration:/);
    // The message names the variable, so the person fixing .env knows which line to look at.
    expect(error.message).toContain(`${name}:`);
    expect(error.message).toMatch(hint);
  });

  it("lists every invalid variable at once", () => {
    const error = configError({
      PUBLIC_BOOKING_URL: "nope",
      PUBLIC_WHATSAPP_NUMBER: "12",
      PUBLIC_BOOKING_OVERLAY: "enabled",
    });
    expect(error.message.split("\n").filter((line) => line.startsWith("  - "))).toHaveLength(3);
    for (const name of ["PUBLIC_BOOKING_URL", "PUBLIC_WHATSAPP_NUMBER", "PUBLIC_BOOKING_OVERLAY"]) {
      expect(error.message).toContain(name);
    }
  });
});

describe("a production build (PUBLIC_SITE_URL not on this machine)", () => {
  // Real-looking links: the placeholder defaults fail a production build (placeholders.test.ts).
  const published = {
    PUBLIC_SITE_URL: "https://smile-dental.com",
    PUBLIC_BOOKING_URL: "https://cal.com/smile/demo",
    PUBLIC_WHATSAPP_NUMBER: "5511987654321",
    PUBLIC_SOCIAL_URL: "https://www.linkedin.com/company/smile-dental",
  };
  const privacy = { PUBLIC_CONTROLLER_NAME: "Smile Ltd", PUBLIC_PRIVACY_EMAIL: "privacy@smile-dental.com" };

  it.each(["PUBLIC_CONTROLLER_NAME", "PUBLIC_PRIVACY_EMAIL"])("fails without %s, naming it", (name) => {
    expect(() => loadPublicConfig({ ...published, ...privacy, [name]: "" })).toThrow(
      new RegExp(`${name}: required for a production build`),
    );
  });

  it("builds with both, and local addresses need neither", () => {
    expect(loadPublicConfig({ ...published, ...privacy }).controllerName).toBe("Smile Ltd");
    for (const local of ["http://localhost:4321", "http://127.0.0.1:8080", "http://app.localhost"])
      expect(() => loadPublicConfig({ PUBLIC_SITE_URL: local })).not.toThrow();
  });
});

describe("each locale's own contact points and currency", () => {
  const others = SUPPORTED_LOCALES.filter((locale) => locale !== "en");

  it("fall back to the defaults, the greeting to the locale's copy file, the currency to its market's", () => {
    const config = loadPublicConfig({ PUBLIC_BOOKING_URL: "https://cal.example.com/all" });
    for (const locale of SUPPORTED_LOCALES)
      expect(localeSettings(config, locale)).toEqual({
        bookingUrl: "https://cal.example.com/all",
        whatsappNumber: "15555550123",
        whatsappGreeting: undefined,
        currency: LOCALE_INFO[locale].currency,
      });
    expect(foreignCurrencies(config)).toEqual([]);
  });

  it("price every page in PUBLIC_CURRENCY when set, and the build warns for each market it is not", () => {
    const config = loadPublicConfig({ PUBLIC_CURRENCY: "EUR", PUBLIC_CURRENCY_PT_BR: "BRL" });
    for (const locale of SUPPORTED_LOCALES)
      expect(localeSettings(config, locale).currency).toBe(locale === "pt-br" ? "BRL" : "EUR");
    // English's own variable is PUBLIC_CURRENCY; Brazil has its own; the other markets are warned about.
    const warnings = foreignCurrencies(config);
    expect(warnings).toHaveLength(SUPPORTED_LOCALES.length - 2);
    expect(warnings.join("\n")).toMatch(
      /\/es\/ prices in EUR \(PUBLIC_CURRENCY\), not its market's MXN: set PUBLIC_CURRENCY_ES=MXN/,
    );
  });

  it("are read for every locale of the registry from variables named after it", () => {
    for (const locale of others) {
      const suffix = localeVariableSuffix(locale);
      const config = loadPublicConfig({
        [`PUBLIC_BOOKING_URL_${suffix}`]: `https://cal.example.com/${locale}`,
        [`PUBLIC_WHATSAPP_NUMBER_${suffix}`]: "+5511912345678",
        [`PUBLIC_WHATSAPP_GREETING_${suffix}`]: " Olá! ",
        [`PUBLIC_CURRENCY_${suffix}`]: "brl",
      });
      expect(localeSettings(config, locale)).toEqual({
        bookingUrl: `https://cal.example.com/${locale}`,
        whatsappNumber: "5511912345678",
        whatsappGreeting: "Olá!",
        currency: "BRL",
      });
      // The default locale and the other locales keep the defaults.
      expect(localeSettings(config, "en").bookingUrl).toBe("https://cal.example.com/chattobook/demo");
      for (const other of others.filter((o) => o !== locale))
        expect(localeSettings(config, other).currency).toBe(LOCALE_INFO[other].currency);
    }
    expect(localeVariableSuffix("pt-br")).toBe("PT_BR");
  });

  it("name the locale's variable when a value is invalid", () => {
    expect(() => loadPublicConfig({ PUBLIC_BOOKING_URL_PT_BR: "cal.example.com" })).toThrow(
      /PUBLIC_BOOKING_URL_PT_BR: must be an absolute http\(s\) URL/,
    );
    expect(() => loadPublicConfig({ PUBLIC_CURRENCY_ES: "PESOS" })).toThrow(
      /PUBLIC_CURRENCY_ES: must be an ISO 4217/,
    );
  });

  it("say that PUBLIC_PRICING_CURRENCY is now PUBLIC_CURRENCY", () => {
    expect(() => loadPublicConfig({ PUBLIC_PRICING_CURRENCY: "BRL" })).toThrow(
      /PUBLIC_PRICING_CURRENCY: was renamed: set PUBLIC_CURRENCY/,
    );
  });
});
