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

/**
 * One optional setting per locale of the registry (but the default), named after `variable` plus
 * the locale's suffix, keyed "<field>.<locale>". Unset, the locale uses `variable`'s value, so a
 * locale added to the registry gets its variables with no change here (decision 058).
 */
function perLocale<F extends string, S extends z.ZodType>(
  field: F,
  variable: string,
  schema: () => S,
  description: (locale: OtherLocale) => string,
  example: (locale: OtherLocale) => string,
) {
  return Object.fromEntries(
    OTHER_LOCALES.map((locale) => [
      `${field}.${locale}`,
      setting(`${variable}_${localeVariableSuffix(locale)}`, schema().optional(), {
        description: description(locale),
        example: example(locale),
        defaultNote:
          field === "whatsappGreeting"
            ? "unset: the greeting of the language's copy file"
            : `unset: \`${variable}\``,
      }),
    ]),
  ) as Record<`${F}.${OtherLocale}`, Setting<z.ZodOptional<S>>>;
}

/** The example of a locale's own variable: its own when listed, else a generic one. */
const localeExample = (examples: Partial<Record<string, string>>, generic: string) => (locale: OtherLocale) =>
  examples[locale] ?? generic;

/** One founder as PUBLIC_FOUNDERS lists them; nothing is invented or filled in. */
const founder = z.strictObject({
  name: z.string().trim().min(1, "needs a name").max(80, "name must be at most 80 characters"),
  role: z.string().trim().min(1, "needs a role").max(80, "role must be at most 80 characters"),
  /** A file under public/ ("/team/ana.jpg") or an https URL. */
  photo: z
    .string()
    .regex(
      /^(\/(?!\/)|https:\/\/)\S+$/,
      "photo must be a path under public/ such as /team/ana.jpg, or an https URL",
    )
    .optional(),
  /** The photo's intrinsic size, so the page reserves its box before it loads (no layout shift). */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** A public profile (LinkedIn, a personal page). */
  url: z.url({ protocol: /^https$/, error: "url must be an https URL" }).optional(),
});

/** A JSON list of founders, each with a photo's width and height whenever it has a photo. */
const founderList = () =>
  z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.issues.push({ code: "custom", message: "must be a JSON list of founders", input: value });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          founder.refine((f) => !f.photo || (f.width !== undefined && f.height !== undefined), {
            error: "a founder with a photo needs its width and height in pixels",
          }),
        )
        .max(8, "must list at most 8 founders"),
    );

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
  /** Starting value of a first visit in the revenue calculator, in the page's currency (decimals allowed). */
  firstVisitPrice: setting(
    "PUBLIC_FIRST_VISIT_PRICE",
    decimal()
      .pipe(z.number().gt(0, "must be more than 0").max(1_000_000, "must be at most 1000000"))
      .default(80),
    {
      description:
        "Starting value of a first visit in the revenue calculator, in the page's currency (the visitor can change it)",
      example: "79.90",
    },
  ),
  /** Currency of the prices on the page (ISO 4217); each locale may have its own (PUBLIC_CURRENCY_<LOCALE>). */
  currency: setting("PUBLIC_CURRENCY", currencyCode().default("EUR"), {
    description:
      "ISO 4217 currency of the prices on the page (the pricing example); each language writes it as its readers do (€1,600; 1.600 €; R$ 1.600), and `PUBLIC_CURRENCY_<LOCALE>` sets one per language ([decision 058](decisions/058-money-and-contact-points-per-locale.md))",
    example: "BRL",
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
  /** The founders, as JSON: who they are, as they want to be shown (decision 062). */
  founders: setting("PUBLIC_FOUNDERS", founderList().default([]), {
    description:
      'The founders, a JSON list of `{"name", "role", "photo", "width", "height", "url"}` (photo: a file under `public/` or an https URL, with its size in pixels; photo and url optional), in the \'who is behind it\' block',
    example: '[{"name":"Ana Souza","role":"CEO","photo":"/team/ana.jpg","width":400,"height":400}]',
    defaultNote: "unset: no founders shown",
  }),
  // Each locale's own contact points and currency (PUBLIC_BOOKING_URL_PT_BR…), from the registry.
  ...perLocale(
    "bookingUrl",
    "PUBLIC_BOOKING_URL",
    httpsOrLocalUrl,
    (locale) => `Scheduling page of the /${locale}/ pages, e.g. in that language`,
    (locale) => `https://cal.com/acme/demo-${locale}`,
  ),
  ...perLocale(
    "whatsappNumber",
    "PUBLIC_WHATSAPP_NUMBER",
    whatsappNumber,
    (locale) => `WhatsApp number of the /${locale}/ pages, international format`,
    localeExample({ es: "5215512345678", "pt-br": "5511912345678" }, "447700900123"),
  ),
  ...perLocale(
    "whatsappGreeting",
    "PUBLIC_WHATSAPP_GREETING",
    greeting,
    (locale) => `Text prefilled in the WhatsApp chat from the /${locale}/ pages, in that language`,
    localeExample(
      { es: "¡Hola! Quiero ver una demo.", "pt-br": "Olá! Quero agendar uma demonstração." },
      "Hello! I'd like a demo.",
    ),
  ),
  ...perLocale(
    "currency",
    "PUBLIC_CURRENCY",
    currencyCode,
    (locale) => `Currency of the prices on the /${locale}/ pages (ISO 4217)`,
    localeExample({ es: "MXN", "pt-br": "BRL" }, "USD"),
  ),
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
  const links = values.founders.flatMap((f) => [f.url, f.photo].filter((link) => link?.startsWith("https:")));
  const profiles = Object.fromEntries(links.map((link, index) => [index, link]));
  return [...checked, { variable: "PUBLIC_FOUNDERS", value: profiles, kind: "url" as const }];
}

/** True when PUBLIC_SITE_URL is a public address, not this machine: the build is a production build. */
export const isPublishedSite = (siteUrl: string): boolean =>
  !/^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0|.+\.localhost)$/.test(new URL(siteUrl).hostname);

/**
 * What a production build (`astro build` with a published PUBLIC_SITE_URL) must not ship: the
 * local-dev anon key, which would make the published page post to an API whose server, when
 * exposed, refuses that key, or to one that accepts it, whose service key is then as public
 * (decision 071). Checked when the build starts (src/integrations/published-build.ts), not when
 * the settings are read, so `astro dev` and tests still read any configuration.
 */
export function publishedBuildProblems(
  config: Pick<PublicConfig, "siteUrl" | "supabaseAnonKey">,
): Array<[variable: string, message: string]> {
  if (!isPublishedSite(config.siteUrl) || config.supabaseAnonKey !== LOCAL_ANON_KEY) return [];
  return [
    [
      "PUBLIC_SUPABASE_ANON_KEY",
      `is the local-dev key, published in this repository, and PUBLIC_SITE_URL is ${config.siteUrl}: set your Supabase project's anon key (or your server's SUPABASE_ANON_KEY)`,
    ],
  ];
}

/** Names of every public variable, e.g. for tools that must clear them all. */
export const PUBLIC_VARIABLES = variablesOf(PUBLIC_SETTINGS);

/** The per-locale settings' keys ("bookingUrl.pt-br"…): optional, read through localeSettings(). */
type PerLocaleKey = `${"bookingUrl" | "whatsappNumber" | "whatsappGreeting" | "currency"}.${OtherLocale}`;

type PublicValues = SettingValues<typeof PUBLIC_SETTINGS>;

/** The validated public configuration, baked into the static pages. */
export type PublicConfig = Omit<PublicValues, "whatsappGreeting" | PerLocaleKey> &
  Partial<Pick<PublicValues, PerLocaleKey>> & {
    /** The greeting, the brand-naming default filled in. */
    whatsappGreeting: string;
  };

/** Reads and validates the PUBLIC_* variables (see env.ts for blanks, flags and the error). */
export function loadPublicConfig(env: Record<string, unknown>): PublicConfig {
  const renamed = env.PUBLIC_PRICING_CURRENCY;
  if (typeof renamed === "string" && renamed.trim() !== "")
    throw new EnvError("public configuration", [
      [
        "PUBLIC_PRICING_CURRENCY",
        "was renamed: set PUBLIC_CURRENCY (and PUBLIC_CURRENCY_<LOCALE> per language)",
      ],
    ]);
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
  return {
    ...values,
    whatsappGreeting:
      values.whatsappGreeting ??
      `Hi ${values.brandName}! I'd like to see how you can turn our WhatsApp chats into booked appointments.`,
  };
}

/** What one locale's pages link to and price in. */
export interface LocaleSettings {
  bookingUrl: string;
  whatsappNumber: string;
  /** Undefined for a locale without its own: its copy file's greeting is used. */
  whatsappGreeting: string | undefined;
  currency: string;
}

/**
 * A locale's contact points and currency: its own variables (PUBLIC_BOOKING_URL_PT_BR…), each
 * falling back to the default's. The default locale uses the defaults themselves.
 */
export function localeSettings(c: PublicConfig, locale: Locale): LocaleSettings {
  if (locale === DEFAULT_LOCALE)
    return {
      bookingUrl: c.bookingUrl,
      whatsappNumber: c.whatsappNumber,
      whatsappGreeting: c.whatsappGreeting,
      currency: c.currency,
    };
  return {
    bookingUrl: c[`bookingUrl.${locale}`] ?? c.bookingUrl,
    whatsappNumber: c[`whatsappNumber.${locale}`] ?? c.whatsappNumber,
    whatsappGreeting: c[`whatsappGreeting.${locale}`],
    currency: c[`currency.${locale}`] ?? c.currency,
  };
}
