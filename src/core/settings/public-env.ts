import { z } from "zod";
import {
  EnvError,
  flag,
  readSettings,
  setting,
  variablesOf,
  type Setting,
  type SettingValues,
} from "./env.ts";
import { LOCAL_ANON_KEY } from "./local-dev-keys.ts";
import { placeholderProblems } from "./placeholders.ts";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";

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

/** An ISO 4217 currency code that Intl can format, in any case ("eur" → "EUR"). */
const currencyCode = () =>
  z
    .string()
    .transform((value) => value.toUpperCase())
    .refine((code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code), {
      error: "must be an ISO 4217 currency code such as EUR, USD or BRL",
    });

/** A WhatsApp number in international format; a leading "+" is dropped. */
const whatsappNumber = () =>
  z
    .string()
    .transform((value) => value.replace(/^\+/, ""))
    .pipe(
      z.string().regex(/^[1-9]\d{6,14}$/, "must be 7 to 15 digits in international format, e.g. 15555550123"),
    );

const greeting = () => z.string().max(500, "must be at most 500 characters");

const DEFAULT_BOOKING_URL = "https://cal.example.com/chattobook/demo";

/** Every locale but the default one: those whose pages may have their own contact points. */
type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
const OTHER_LOCALES = SUPPORTED_LOCALES.filter((locale): locale is OtherLocale => locale !== DEFAULT_LOCALE);

/** The suffix of a locale's own variables: "pt-br" → "PT_BR" (PUBLIC_BOOKING_URL_PT_BR). */
export const localeVariableSuffix = (locale: string): string => locale.toUpperCase().replace(/-/g, "_");

/** A per-locale setting's shape: its schema and how the docs describe and exemplify it per locale. */
interface PerLocaleSpec {
  variable: string;
  schema: () => z.ZodType;
  description: (locale: OtherLocale) => string;
  example: (locale: OtherLocale) => string;
  /** What a locale without its own value uses. */
  defaultNote: string;
}

/** The example of a locale's own variable: its own when listed, else a generic one. */
const localeExample = (examples: Partial<Record<string, string>>, generic: string) => (locale: OtherLocale) =>
  examples[locale] ?? generic;

/**
 * The settings each locale may have of its own (decision 058), the one list of them: every locale
 * of the registry but the default gets `<variable>_<LOCALE>` for each (PUBLIC_BOOKING_URL_PT_BR…),
 * and a locale added to the registry gets its variables with no change here.
 */
const PER_LOCALE = {
  bookingUrl: {
    variable: "PUBLIC_BOOKING_URL",
    schema: httpsOrLocalUrl,
    description: (locale) => `Scheduling page of the /${locale}/ pages, e.g. in that language`,
    example: (locale) => `https://cal.com/acme/demo-${locale}`,
    defaultNote: "unset: `PUBLIC_BOOKING_URL`",
  },
  whatsappNumber: {
    variable: "PUBLIC_WHATSAPP_NUMBER",
    schema: whatsappNumber,
    description: (locale) => `WhatsApp number of the /${locale}/ pages, international format`,
    example: localeExample({ es: "5215512345678", "pt-br": "5511912345678" }, "447700900123"),
    defaultNote: "unset: `PUBLIC_WHATSAPP_NUMBER`",
  },
  whatsappGreeting: {
    variable: "PUBLIC_WHATSAPP_GREETING",
    schema: greeting,
    description: (locale) =>
      `Text prefilled in the WhatsApp chat from the /${locale}/ pages, in that language`,
    example: localeExample(
      { es: "¡Hola! Quiero ver una demo.", "pt-br": "Olá! Quero agendar uma demonstração." },
      "Hello! I'd like a demo.",
    ),
    defaultNote: "unset: the greeting of the language's copy file",
  },
  currency: {
    variable: "PUBLIC_CURRENCY",
    schema: currencyCode,
    description: (locale) => `Currency of the prices on the /${locale}/ pages (ISO 4217)`,
    example: localeExample({ es: "COP", "pt-br": "BRL" }, "USD"),
    defaultNote: "unset: `PUBLIC_CURRENCY`, else the market's currency in the locale registry",
  },
} satisfies Record<string, PerLocaleSpec>;

/** A setting a locale may have of its own. */
export type PerLocaleField = keyof typeof PER_LOCALE;

type PerLocaleSettings = {
  [F in PerLocaleField as `${F}.${OtherLocale}`]: Setting<
    z.ZodOptional<ReturnType<(typeof PER_LOCALE)[F]["schema"]>>
  >;
};

/** Every locale's own settings, keyed "<field>.<locale>". */
function perLocaleSettings(): PerLocaleSettings {
  return Object.fromEntries(
    Object.entries(PER_LOCALE).flatMap(([field, spec]: [string, PerLocaleSpec]) =>
      OTHER_LOCALES.map((locale) => [
        `${field}.${locale}`,
        setting(`${spec.variable}_${localeVariableSuffix(locale)}`, spec.schema().optional(), {
          description: spec.description(locale),
          example: spec.example(locale),
          defaultNote: spec.defaultNote,
        }),
      ]),
    ),
  ) as PerLocaleSettings;
}

/**
 * Everything a site owner may change per deployment, read from PUBLIC_* variables at build time.
 * docs/configuration.md and .env.example are generated from it (scripts/env-docs.ts).
 */
export const PUBLIC_SETTINGS = {
  /** Brand shown in the top bar, headings, footer and the floating chat button. */
  brandName: setting(
    "PUBLIC_BRAND_NAME",
    z.string().max(40, "must be at most 40 characters").default("ChatToBook"),
    {
      description:
        "Brand in the top bar, headings, footer, floating button; the meta descriptions fit search results' 155 characters with a brand of up to 11 characters, and a longer one pushes their last words (the offer) past the cut",
      example: "SmileBot",
    },
  ),
  /** External scheduling page opened by 'Book a demo' and 'Get Started for Free'. */
  bookingUrl: setting("PUBLIC_BOOKING_URL", httpsOrLocalUrl().default(DEFAULT_BOOKING_URL), {
    description: "Scheduling page of 'Book a demo' and 'Get Started for Free'",
    example: "https://cal.com/acme/demo",
  }),
  /** When true, 'Get Started for Free' opens the scheduling page in an in-page dialog instead of a new tab. */
  bookingOverlay: setting("PUBLIC_BOOKING_OVERLAY", flag().default(false), {
    description: "Open 'Get Started for Free' in an in-page dialog (iframe) instead of a new tab",
    example: "true",
  }),
  /** WhatsApp number in international format, digits only (wa.me format), e.g. 15555550123. */
  whatsappNumber: setting("PUBLIC_WHATSAPP_NUMBER", whatsappNumber().default("15555550123"), {
    description: "Number of the floating 'Talk with …' button, international format, digits only",
    example: "447700900123",
  }),
  /** Text prefilled in the visitor's WhatsApp chat. Unset: a greeting that names the brand. */
  whatsappGreeting: setting("PUBLIC_WHATSAPP_GREETING", greeting().optional(), {
    description:
      "Text prefilled in the visitor's WhatsApp chat, in English; the other languages greet in their own words (their copy file, or `PUBLIC_WHATSAPP_GREETING_<LOCALE>`)",
    example: "Hello! I'd like a demo.",
    defaultNote: "Hi <brand>! I'd like to see how you can turn our WhatsApp chats into booked appointments.",
  }),
  /**
   * A WhatsApp number where the assistant itself answers, for 'Try it on WhatsApp' by the hero and
   * the pricing section (with a QR code on wide screens). Unset: neither renders.
   */
  demoWhatsappNumber: setting("PUBLIC_DEMO_WHATSAPP_NUMBER", whatsappNumber().optional(), {
    description:
      "Number where the assistant itself answers: 'Try it on WhatsApp' by the hero and pricing, with a QR code on wide screens",
    example: "447700900456",
    defaultNote: "unset (no 'Try it on WhatsApp')",
  }),
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
    description:
      "Data protection officer (LGPD: encarregado), if you have one; the LGPD (Art. 41) asks for the name to be published, so set it where the Brazilian page is built",
    example: "Ana Souza",
    defaultNote: "unset (not mentioned)",
  }),
  /** The data protection officer's address. */
  dpoEmail: setting("PUBLIC_DPO_EMAIL", email().optional(), {
    description: "The data protection officer's address",
    example: "dpo@chattobook.com",
    defaultNote: "unset (not mentioned)",
  }),
  /**
   * Where the data controller is established, which decides the GDPR the privacy notices name, its
   * transfer rules and its authority: `eu` (the EU GDPR, a supervisory authority of the EU) or `uk`
   * (the UK GDPR and the Data Protection Act 2018, the ICO). Decision 076.
   */
  controllerJurisdiction: setting(
    "PUBLIC_CONTROLLER_JURISDICTION",
    z.enum(["eu", "uk"], { error: 'must be "eu" or "uk"' }).default("eu"),
    {
      description:
        "Where the data controller is established: `eu` (privacy notices name the EU GDPR and the EU's supervisory authorities) or `uk` (the UK GDPR, the Data Protection Act 2018 and the ICO) ([decision 076](decisions/076-privacy-notices-true-where-they-are-read.md))",
      example: "uk",
    },
  ),
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
  /**
   * Currency of the prices on every page (ISO 4217). Unset: each language prices in its market's
   * currency from the locale registry; `PUBLIC_CURRENCY_<LOCALE>` sets one language's (decision 092).
   */
  currency: setting("PUBLIC_CURRENCY", currencyCode().optional(), {
    description:
      "ISO 4217 currency of the prices on every page (the pricing example), each language writing it as its readers do (£1,600; 1.600 €; R$ 1.600); a build warns when a language then prices in another market's currency ([decision 092](decisions/092-money-and-details-per-market.md))",
    example: "EUR",
    defaultNote: "unset: each language's market currency (registry: en GBP, es MXN, pt-br BRL, ar AED)",
  }),
  /** Locales to build, e.g. "en,es". English is always at `/`; the others get `/<locale>/` (decision 030). */
  locales: setting("PUBLIC_LOCALES", localeList().default([...SUPPORTED_LOCALES]), {
    description:
      "Languages built, comma-separated: English at `/`, the others at `/<code>/` (`/es/`, `/ar/`…) ([decision 030](decisions/030-languages.md))",
    example: "en,pt-br",
  }),
  /** Legal name of the company behind the site: the "who is behind it" block and the copyright line (decision 062). */
  legalEntity: setting("PUBLIC_LEGAL_ENTITY", text(200).optional(), {
    description:
      "Legal name of the company behind the site, in the 'who is behind it' block and the copyright line ([decision 062](decisions/062-who-is-behind-it.md))",
    example: "Smile Software GmbH",
    defaultNote:
      "unset: `PUBLIC_CONTROLLER_NAME`; neither set: no company named, the copyright names the brand",
  }),
  /** The company's registered address, shown under its name. */
  legalAddress: setting("PUBLIC_LEGAL_ADDRESS", text(300).optional(), {
    description: "The company's registered address, under its name in the 'who is behind it' block",
    example: "Hauptstraße 1, 10115 Berlin, Germany",
    defaultNote: "unset: `PUBLIC_CONTROLLER_ADDRESS` when the company is the controller, else none shown",
  }),
  /** The company's registration number, beside its name and address in the footer. */
  companyNumber: setting("PUBLIC_COMPANY_NUMBER", text(60).optional(), {
    description:
      "The company's registration number (e.g. Companies House), in the footer beside its name and address",
    example: "12345678",
    defaultNote: "unset (not shown)",
  }),
  /** The content editor on the published site (decision 083): the repository its saves commit to. */
  cmsRepo: setting(
    "PUBLIC_CMS_REPO",
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "must be the GitHub repository as owner/name, e.g. acme/clinic-site")
      .optional(),
    {
      description:
        "GitHub repository (`owner/name`) the content editor commits to: set, the build includes the editor at `/admin/`, where people with write access sign in with GitHub ([decision 083](decisions/083-the-editor-on-the-published-site.md))",
      example: "acme/clinic-site",
      defaultNote: "unset: no `/admin/` in the build (`npm run cms` edits locally)",
    },
  ),
  /** The branch the editor's commits go to; the host builds and deploys it. */
  cmsBranch: setting(
    "PUBLIC_CMS_BRANCH",
    z
      .string()
      .regex(/^[\w./-]+$/, "must be a branch name")
      .default("main"),
    {
      description:
        "Branch the content editor commits to; the host's build of that branch publishes the change",
      example: "main",
    },
  ),
  /** The OAuth client that signs editors in with GitHub (Decap's `base_url`). */
  cmsAuthUrl: setting("PUBLIC_CMS_AUTH_URL", httpsOrLocalUrl().optional(), {
    description:
      "Address of the OAuth client that signs editors in with GitHub (Decap's `base_url`, answering `/auth`)",
    example: "https://cms-auth.acme-clinic.com",
    defaultNote: "unset: Netlify's, for a site on Netlify with GitHub added as its OAuth provider",
  }),
  // Each locale's own contact points and currency (PUBLIC_BOOKING_URL_PT_BR…), from the registry.
  ...perLocaleSettings(),
};

/** Variables a production build must set: the privacy page names the controller and a contact. */
const REQUIRED_FOR_PRODUCTION = ["controllerName", "privacyEmail"] as const;

/** Settings whose default is a stand-in that must never be published (decision 063). */
const PLACEHOLDER_DEFAULTS = ["bookingUrl", "whatsappNumber", "socialUrl"] as const;

/**
 * What the placeholder rules look at: every link the page shows and the WhatsApp number. Found by
 * value and name prefix, not a fixed list, so a per-locale variant (`bookingUrlEs`, or a map of
 * locale → value) is checked too. Not PUBLIC_SITE_URL: it decides that the build is published.
 */
function valuesToCheck(values: SettingValues<typeof PUBLIC_SETTINGS>) {
  const settings: Record<string, { variable: string } | undefined> = PUBLIC_SETTINGS;
  const checked = Object.entries(values).flatMap(([field, value]) => {
    const variable = settings[field]?.variable;
    if (field === "siteUrl" || variable === undefined) return [];
    const base = PLACEHOLDER_DEFAULTS.find((name) => field.startsWith(name));
    const placeholderDefault =
      base && (PUBLIC_SETTINGS[base].schema.safeParse(undefined).data as string | undefined);
    const kind = field.startsWith("whatsappNumber") ? ("phone" as const) : ("url" as const);
    return [{ variable, value, kind, placeholderDefault }];
  });
  return checked;
}

/**
 * The variables still at their stand-in defaults (an example booking page, a fictional number…): a
 * development build says so on its pages; a production build refuses them (placeholders.ts).
 */
export function standIns(c: PublicConfig): string[] {
  return PLACEHOLDER_DEFAULTS.filter(
    (field) => c[field] === PUBLIC_SETTINGS[field].schema.safeParse(undefined).data,
  ).map((field) => PUBLIC_SETTINGS[field].variable);
}

/** True when PUBLIC_SITE_URL is a public address, not this machine: the build is a production build. */
export const isPublishedSite = (siteUrl: string): boolean =>
  !/^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0|.+\.localhost)$/.test(new URL(siteUrl).hostname);

/** Names of every public variable, e.g. for tools that must clear them all. */
export const PUBLIC_VARIABLES = variablesOf(PUBLIC_SETTINGS);

type PublicValues = SettingValues<typeof PUBLIC_SETTINGS>;

/** The validated public configuration, baked into the static pages; each locale's own values are optional. */
export type PublicConfig = Omit<PublicValues, keyof PerLocaleSettings> &
  Partial<Pick<PublicValues, keyof PerLocaleSettings>>;

/** Variables that moved into the copy files, where the editor reaches them (decision 092). */
const MOVED: Record<string, string> = {
  PUBLIC_PRICING_CURRENCY: "was renamed: set PUBLIC_CURRENCY (and PUBLIC_CURRENCY_<LOCALE> per language)",
  PUBLIC_FOUNDERS:
    "moved to src/content/copy/facts.yaml (`founders`, the editor's Company facts): remove it here",
  PUBLIC_FIRST_VISIT_PRICE:
    "moved to each language's copy (`pricing.calculator.example.firstVisitValue` in landing.<locale>.yaml): remove it here",
};

/** Reads and validates the PUBLIC_* variables (see env.ts for blanks, flags and the error). */
export function loadPublicConfig(env: Record<string, unknown>): PublicConfig {
  const moved = Object.entries(MOVED).filter(([variable]) => {
    const value = env[variable];
    return typeof value === "string" && value.trim() !== "";
  });
  if (moved.length > 0) throw new EnvError("public configuration", moved);
  const values = readSettings(PUBLIC_SETTINGS, env, "public configuration");
  if (isPublishedSite(values.siteUrl)) {
    const missing = REQUIRED_FOR_PRODUCTION.filter((field) => !values[field]);
    const problems: Array<[string, string]> = [
      ...missing.map((field): [string, string] => [
        PUBLIC_SETTINGS[field].variable,
        `required for a production build (PUBLIC_SITE_URL is ${values.siteUrl}): the privacy page names the data controller and a privacy contact`,
      ]),
      ...placeholderProblems(valuesToCheck(values)),
    ];
    if (problems.length > 0) throw new EnvError("public configuration", problems);
  }
  return values;
}

/** What one locale's pages link to, greet with and price in. */
export interface LocaleSettings {
  bookingUrl: string;
  whatsappNumber: string;
  /** Undefined without a setting of its own: the language's copy file greets. */
  whatsappGreeting: string | undefined;
  currency: string;
}

/**
 * A locale's contact points, greeting and currency: its own variables (PUBLIC_BOOKING_URL_PT_BR…),
 * each falling back to the default's; the currency then to the market's in the registry.
 */
export function localeSettings(c: PublicConfig, locale: Locale): LocaleSettings {
  const own = <F extends PerLocaleField>(field: F) =>
    locale === DEFAULT_LOCALE ? undefined : c[`${field}.${locale as OtherLocale}`];
  return {
    bookingUrl: own("bookingUrl") ?? c.bookingUrl,
    whatsappNumber: own("whatsappNumber") ?? c.whatsappNumber,
    whatsappGreeting: own("whatsappGreeting") ?? c.whatsappGreeting,
    currency: own("currency") ?? c.currency ?? LOCALE_INFO[locale].currency,
  };
}

/**
 * The languages that price in another market's currency than their own, because PUBLIC_CURRENCY
 * applies to them and they have no PUBLIC_CURRENCY_<LOCALE>: the build warns with these (decision 092).
 */
export function foreignCurrencies(c: PublicConfig): string[] {
  return c.locales.flatMap((locale) => {
    if (locale === DEFAULT_LOCALE) return [];
    const { currency } = localeSettings(c, locale);
    const market = LOCALE_INFO[locale].currency;
    if (currency === market || c[`currency.${locale}`] !== undefined) return [];
    return [
      `/${locale}/ prices in ${currency} (PUBLIC_CURRENCY), not its market's ${market}: set PUBLIC_CURRENCY_${localeVariableSuffix(locale)}=${market}, or to ${currency} if that is meant`,
    ];
  });
}
