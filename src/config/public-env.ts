import { z } from "zod";
import { EnvError, flag, readSettings, setting, variablesOf, type SettingValues } from "./env.ts";
import { LOCAL_ANON_KEY } from "./local-dev-keys.ts";
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from "../content/i18n/locales.ts";

const httpsOrLocalUrl = () =>
  z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, for example https://example.com" })
    .transform((value) => value.replace(/\/+$/, ""));

/** Free text of at most `max` characters (company names, addresses). */
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

const email = () => z.email({ error: "must be an email address, for example privacy@example.com" });

/**
 * A comma-separated list of locales with catalogues, which must include the default one; any case
 * and order, duplicates dropped, returned in the site's own order.
 */
const localeList = () =>
  z.string().transform((value, ctx): Locale[] => {
    const listed = value.split(",").map((part) => part.trim().toLowerCase());
    const unknown = listed.filter((locale) => !isLocale(locale));
    const problem =
      unknown.length > 0
        ? `lists ${unknown.map((locale) => `"${locale}"`).join(", ")}; the site has catalogues for ${SUPPORTED_LOCALES.join(", ")}`
        : !listed.includes(DEFAULT_LOCALE)
          ? `must include "${DEFAULT_LOCALE}", the language of the pages at /`
          : undefined;
    if (problem === undefined) return SUPPORTED_LOCALES.filter((locale) => listed.includes(locale));
    ctx.issues.push({ code: "custom", message: problem, input: value });
    return z.NEVER;
  });

/** A plain decimal number such as "15" or "12.5": digits, at most one dot, no thousands separators. */
const decimal = () =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, "must be a number such as 15 or 12.5 (a dot for decimals, no other signs)")
    .transform(Number);

/** A whole number such as "20". */
const wholeNumber = () => z.string().regex(/^\d+$/, "must be a whole number such as 20").transform(Number);

/** An ISO 4217 currency code that Intl can format, in any case ("eur" → "EUR"). */
const currencyCode = () =>
  z
    .string()
    .transform((value) => value.toUpperCase())
    .refine((code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code), {
      error: "must be an ISO 4217 currency code such as EUR, USD or BRL",
    });

/**
 * Everything a site owner may change per deployment, read from PUBLIC_* variables at build time.
 * docs/configuration.md and .env.example are generated from it (scripts/env-docs.ts).
 */
export const PUBLIC_SETTINGS = {
  /** Brand shown in the top bar, headings, footer and the floating chat button. */
  brandName: setting(
    "PUBLIC_BRAND_NAME",
    z.string().max(40, "must be at most 40 characters").default("ChatToBook"),
    { description: "Brand in the top bar, headings, footer, floating button", example: "SmileBot" },
  ),
  /** External scheduling page opened by 'Book a demo' and 'Get Started for Free'. */
  bookingUrl: setting(
    "PUBLIC_BOOKING_URL",
    httpsOrLocalUrl().default("https://cal.example.com/chattobook/demo"),
    {
      description: "Scheduling page of 'Book a demo' and 'Get Started for Free'",
      example: "https://cal.com/acme/demo",
    },
  ),
  /** When true, 'Get Started for Free' opens the scheduling page in an in-page dialog instead of a new tab. */
  bookingOverlay: setting("PUBLIC_BOOKING_OVERLAY", flag().default(false), {
    description: "Open 'Get Started for Free' in an in-page dialog (iframe) instead of a new tab",
    example: "true",
  }),
  /** WhatsApp number in international format, digits only (wa.me format), e.g. 15555550123. */
  whatsappNumber: setting(
    "PUBLIC_WHATSAPP_NUMBER",
    z
      .string()
      .transform((value) => value.replace(/^\+/, ""))
      .pipe(
        z
          .string()
          .regex(/^[1-9]\d{6,14}$/, "must be 7 to 15 digits in international format, e.g. 15555550123"),
      )
      .default("15555550123"),
    {
      description: "Number of the floating 'Talk with …' button, international format, digits only",
      example: "447700900123",
    },
  ),
  /** Text prefilled in the visitor's WhatsApp chat. Unset: a greeting that names the brand. */
  whatsappGreeting: setting(
    "PUBLIC_WHATSAPP_GREETING",
    z.string().max(500, "must be at most 500 characters").optional(),
    {
      description:
        "Text prefilled in the visitor's WhatsApp chat, in English; every other language's pages greet in their own",
      example: "Hello! I'd like a demo.",
      defaultNote:
        "Hi <brand>! I'd like to see how you can turn our WhatsApp chats into booked appointments.",
    },
  ),
  /** The provider's social media profile, linked from the footer. */
  socialUrl: setting(
    "PUBLIC_SOCIAL_URL",
    httpsOrLocalUrl().default("https://www.linkedin.com/company/example"),
    { description: "Footer's social profile link", example: "https://www.instagram.com/acme" },
  ),
  /** Public origin of the site, used for canonical URLs, the sitemap and social cards. */
  siteUrl: setting("PUBLIC_SITE_URL", httpsOrLocalUrl().default("http://localhost:4321"), {
    description:
      "Canonical URL, sitemap, social cards; the server accepts anon writes from browser pages of this origin (and its own) only. Anything but a local address makes a production build",
    example: "https://chattobook.com",
  }),
  /** Supabase project URL. Unset: the page posts to its own origin, i.e. the local server of `npm start`. */
  supabaseUrl: setting("PUBLIC_SUPABASE_URL", httpsOrLocalUrl().optional(), {
    description: "Where the form sends leads; also allowed in the CSP",
    example: "https://xyzcompany.supabase.co",
    defaultNote: "unset: the page posts to its own origin (the local server)",
  }),
  /** Supabase anon (publishable) key. Public by design; row-level security protects the data. */
  supabaseAnonKey: setting("PUBLIC_SUPABASE_ANON_KEY", z.string().default(LOCAL_ANON_KEY), {
    description: "Public anon (publishable) key the form sends; row-level security protects the data",
    example: "sb_publishable_…",
    defaultNote: "local-dev anon key",
  }),
  /** Legal name of the data controller, on the privacy page. Required for a production build. */
  controllerName: setting("PUBLIC_CONTROLLER_NAME", text(200).optional(), {
    description: "Legal name of the data controller, on the privacy page",
    example: "Smile Software GmbH",
    defaultNote: "unset; **required** when `PUBLIC_SITE_URL` is not local",
  }),
  /** Postal address of the data controller, on the privacy page. */
  controllerAddress: setting("PUBLIC_CONTROLLER_ADDRESS", text(300).optional(), {
    description: "Controller's postal address, on the privacy page",
    example: "Hauptstraße 1, 10115 Berlin",
  }),
  /** Where people send privacy requests. Required for a production build. */
  privacyEmail: setting("PUBLIC_PRIVACY_EMAIL", email().optional(), {
    description: "Where people send privacy requests (privacy page)",
    example: "privacy@chattobook.com",
    defaultNote: "unset; **required** when `PUBLIC_SITE_URL` is not local",
  }),
  /** Data protection officer (LGPD: encarregado), when one is appointed. */
  dpoName: setting("PUBLIC_DPO_NAME", text(200).optional(), {
    description: "Data protection officer (LGPD: encarregado), if you have one",
    example: "Ana Souza",
    defaultNote: "unset (not mentioned)",
  }),
  /** The data protection officer's address. */
  dpoEmail: setting("PUBLIC_DPO_EMAIL", email().optional(), {
    description: "The data protection officer's address",
    example: "dpo@chattobook.com",
    defaultNote: "unset (not mentioned)",
  }),
  /** Company that hosts the website, e.g. "Netlify, Inc. (USA)". Unset: your own server. */
  hostingProvider: setting("PUBLIC_HOSTING_PROVIDER", text(200).optional(), {
    description: "Who hosts the site: a recipient on the privacy page",
    example: "Netlify, Inc. (USA)",
    defaultNote: 'unset: "served from our own server"',
  }),
  /** Further recipients of the leads (webhook, e-mail service), separated by ";". */
  dataRecipients: setting(
    "PUBLIC_DATA_RECIPIENTS",
    z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(";")
          .map((recipient) => recipient.trim())
          .filter(Boolean),
      ),
    {
      description: "Other recipients of leads (webhook, e-mail), `;`-separated, on the privacy page",
      example: "Zapier, Inc. (USA); Postmark (USA)",
    },
  ),
  /** Imprint / legal notice page, linked from the footer when set. */
  imprintUrl: setting("PUBLIC_IMPRINT_URL", httpsOrLocalUrl().optional(), {
    description: "Footer link 'Imprint' (legal notice)",
    example: "https://chattobook.com/imprint",
    defaultNote: "unset (no link)",
  }),
  /** First-party, cookieless measurement (decision 027). `false` leaves every byte of it out of the build. */
  analytics: setting("PUBLIC_ANALYTICS", flag().default(true), {
    description:
      "First-party, cookieless measurement of visits, clicks, leads and Web Vitals (`npm run stats`, decision 027); `false` leaves it out of the build",
    example: "false",
  }),
  /**
   * The revenue share, in percent of a new patient's first visit (decimals allowed, e.g. 12.5).
   * Unset: the pricing section names no percentage and shows no worked example (decision 037).
   */
  revenueSharePercent: setting(
    "PUBLIC_REVENUE_SHARE_PERCENT",
    decimal().pipe(z.number().gt(0, "must be more than 0").max(100, "must be at most 100")).optional(),
    {
      description:
        "Share of each new patient's first visit, shown in the pricing section with a worked example formatted per language ([decision 037](decisions/037-concrete-pricing.md)); a number > 0 and ≤ 100, a dot for decimals",
      example: "15",
      defaultNote: "unset: no share and no example, as the spec has it",
    },
  ),
  /** New patients in a month, in the pricing section's worked example (only with a percentage). */
  exampleNewPatients: setting(
    "PUBLIC_EXAMPLE_NEW_PATIENTS",
    wholeNumber()
      .pipe(z.number().min(1, "must be at least 1").max(100_000, "must be at most 100000"))
      .default(20),
    { description: "New patients in a month, in that worked example (a whole number)", example: "35" },
  ),
  /** Price of a first visit in the worked example, in PUBLIC_PRICING_CURRENCY (decimals allowed). */
  firstVisitPrice: setting(
    "PUBLIC_FIRST_VISIT_PRICE",
    decimal()
      .pipe(z.number().gt(0, "must be more than 0").max(1_000_000, "must be at most 1000000"))
      .default(80),
    { description: "Price of a first visit in that worked example, in the currency below", example: "79.90" },
  ),
  /** Currency of the worked example (ISO 4217), formatted in each locale's own way. */
  pricingCurrency: setting("PUBLIC_PRICING_CURRENCY", currencyCode().default("EUR"), {
    description:
      "ISO 4217 currency of the worked example; each language formats amounts its own way (€80, 80 €, € 80)",
    example: "BRL",
  }),
  /** Locales to build, e.g. "en,es". English is always at `/`; the others get `/<locale>/` (decision 030). */
  locales: setting("PUBLIC_LOCALES", localeList().default([...SUPPORTED_LOCALES]), {
    description:
      "Languages built, comma-separated: English at `/`, the others at `/<code>/` (`/es/`, `/ar/`…) ([decision 030](decisions/030-languages.md))",
    example: "en,pt-br",
  }),
};

/** Variables a production build must set: the privacy page names the controller and a contact. */
const REQUIRED_FOR_PRODUCTION = ["controllerName", "privacyEmail"] as const;

/** True when PUBLIC_SITE_URL is a public address, not this machine: the build is a production build. */
export const isPublishedSite = (siteUrl: string): boolean =>
  !/^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0|.+\.localhost)$/.test(new URL(siteUrl).hostname);

/** Names of every public variable, e.g. for tools that must clear them all. */
export const PUBLIC_VARIABLES = variablesOf(PUBLIC_SETTINGS);

/** The validated public configuration, baked into the static pages. */
export type PublicConfig = Omit<SettingValues<typeof PUBLIC_SETTINGS>, "whatsappGreeting"> & {
  /** The greeting, the brand-naming default filled in. */
  whatsappGreeting: string;
};

/** Reads and validates the PUBLIC_* variables (see env.ts for blanks, flags and the error). */
export function loadPublicConfig(env: Record<string, unknown>): PublicConfig {
  const values = readSettings(PUBLIC_SETTINGS, env, "public configuration");
  if (isPublishedSite(values.siteUrl)) {
    const missing = REQUIRED_FOR_PRODUCTION.filter((field) => !values[field]);
    if (missing.length > 0)
      throw new EnvError(
        "public configuration",
        missing.map((field) => [
          PUBLIC_SETTINGS[field].variable,
          `required for a production build (PUBLIC_SITE_URL is ${values.siteUrl}): the privacy page names the data controller and a privacy contact`,
        ]),
      );
  }
  return {
    ...values,
    whatsappGreeting:
      values.whatsappGreeting ??
      `Hi ${values.brandName}! I'd like to see how you can turn our WhatsApp chats into booked appointments.`,
  };
}
