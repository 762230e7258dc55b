/*
 * The languages the site can be built in. Astro's i18n routing (astro.config.mjs) uses the `path`
 * as the locale and URL segment; English is the default locale and keeps the unprefixed URLs.
 * Imported by the config loader that astro.config.mjs runs under plain Node, so relative imports only.
 */

/** Every locale the site has a catalogue for, English (the complete source) first. */
export const SUPPORTED_LOCALES = ["en", "es", "pt-br"] as const;

/** A locale's id: its URL segment (`/es/`, `/pt-br/`) and Astro's locale name. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The locale at `/`, built always, and the fallback of every string another catalogue lacks. */
export const DEFAULT_LOCALE = "en" satisfies Locale;

/** What the markup and formatting need to know about a locale. */
export interface LocaleInfo {
  /** BCP 47 tag for `<html lang>`, `hreflang` and `Intl` (e.g. "pt-BR"). */
  tag: string;
  /** Open Graph locale, language_TERRITORY (e.g. "pt_BR"). */
  ogLocale: string;
  /** The language's name in itself, as the language switcher shows it. */
  name: string;
  /** Short form of the name for tight spaces (the top bar's switcher). */
  short: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { tag: "en", ogLocale: "en_US", name: "English", short: "EN" },
  es: { tag: "es", ogLocale: "es_ES", name: "Español", short: "ES" },
  "pt-br": { tag: "pt-BR", ogLocale: "pt_BR", name: "Português (Brasil)", short: "PT" },
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
