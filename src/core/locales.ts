/*
 * The locale registry: the one list of the languages the site can be built in. Everything else
 * derives from it: Astro's i18n routes (astro.config.mjs), hreflang, the sitemap, the switchers,
 * the 404 pages, `dir` on <html>, the Netlify and nginx 404 rules (scripts/locales/), the
 * analytics locales and the auto-reply's language. The database checks only a code's shape
 * (scripts/locales/add.ts, LOCALE_CODE_PATTERN; decision 074), so a new entry needs no migration. Each locale's words are in src/content/copy/.
 * `npm run locale:add` inserts entries before the marker line at the end of the list.
 * Imported by the config loader that astro.config.mjs runs under plain Node, so no imports.
 */

/** What the markup, routing and formatting need to know about a locale. */
export interface LocaleInfo {
  /** The id: its URL segment (`/es/`), Astro's locale name and the copy files' suffix. */
  code: string;
  /** The language's name in itself, as the language switcher shows it. */
  name: string;
  /** Short form of the name for tight spaces (the top bar's switcher). */
  short: string;
  /** BCP 47 tag for `<html lang>`, `hreflang` and `Intl` (e.g. "pt-BR"). */
  tag: string;
  /** Writing direction, for `<html dir>`. */
  dir: "ltr" | "rtl";
  /** Open Graph locale, language_TERRITORY as Meta lists them (e.g. "pt_BR"; "es_LA" for Latin America). */
  ogLocale: string;
  /** Digits that `Intl` writes numbers with (Unicode numbering system, e.g. "latn", "arab"). */
  numberingSystem: string;
  /** ISO 4217 currency of the market the language is written for: its prices' default (decision 092). */
  currency: string;
}

/** Every locale the site has copy for, the default (English) first. */
export const LOCALES = [
  {
    code: "en",
    name: "English",
    short: "EN",
    tag: "en",
    dir: "ltr",
    ogLocale: "en_US",
    numberingSystem: "latn",
    currency: "GBP",
  },
  {
    code: "es",
    name: "Español",
    short: "ES",
    // Spanish for Latin America (decision 056): "es-419" and Meta's "es_LA"; the URL stays /es/.
    // Its first market is Mexico: pesos, and +52 in the form's example (decision 092).
    tag: "es-419",
    dir: "ltr",
    ogLocale: "es_LA",
    numberingSystem: "latn",
    currency: "MXN",
  },
  {
    code: "pt-br",
    name: "Português (Brasil)",
    short: "PT",
    tag: "pt-BR",
    dir: "ltr",
    ogLocale: "pt_BR",
    numberingSystem: "latn",
    currency: "BRL",
  },
  {
    code: "ar",
    name: "العربية",
    short: "AR",
    tag: "ar",
    dir: "rtl",
    ogLocale: "ar_AR",
    numberingSystem: "latn",
    currency: "AED",
  },
  // locale:add inserts new entries above this line.
] as const satisfies readonly LocaleInfo[];

/** A locale's id: its URL segment (`/es/`, `/pt-br/`) and Astro's locale name. */
export type Locale = (typeof LOCALES)[number]["code"];

/** The codes of every locale, in the registry's order. */
export const SUPPORTED_LOCALES: readonly Locale[] = LOCALES.map((locale) => locale.code);

/** The locale at `/`, built always. */
export const DEFAULT_LOCALE = "en" satisfies Locale;

/** A language's home page: the default language at the site's root, the others under /<locale>/. */
export const homePath = (locale: Locale): string => (locale === DEFAULT_LOCALE ? "/" : `/${locale}/`);

export const LOCALE_INFO = Object.fromEntries(LOCALES.map((locale) => [locale.code, locale])) as Record<
  Locale,
  LocaleInfo
>;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);

/** The tag `Intl` formats this locale's numbers with: its BCP 47 tag plus its numbering system. */
export const intlTag = (locale: Locale): string =>
  `${LOCALE_INFO[locale].tag}-u-nu-${LOCALE_INFO[locale].numberingSystem}`;
