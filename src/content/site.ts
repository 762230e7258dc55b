import { getRelativeLocaleUrl } from "astro:i18n";
import { loadPublicConfig, type PublicConfig } from "@/config/public-env.ts";
import { absoluteUrl } from "@/lib/links.ts";
import { readRetentionDays } from "@/lib/retention.ts";
import { buildLocalizedContent, buildLocalizedPrivacy } from "./i18n/localized.ts";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale } from "./i18n/locales.ts";
import type { LandingContent } from "./landing.ts";
import type { PrivacyContent } from "./privacy.ts";
import type { StructuredDataPage } from "./seo.ts";

/*
 * This build's configuration and the copy made from it: what pages and layouts import. The
 * builders (landing.ts, privacy.ts, i18n/, seo.ts) take both as arguments, so tests can build any
 * configuration.
 */

/** The configuration this build was made with (PUBLIC_* variables, validated). */
export const config: PublicConfig = loadPublicConfig(import.meta.env);

/** The locale of the page being rendered, from Astro's `Astro.currentLocale`. */
export const pageLocale = (current: string | undefined): Locale =>
  isLocale(current) ? current : DEFAULT_LOCALE;

/** This page's URL in a locale, for a path within the site such as "/" or "/privacy/". */
export const localeUrl = (locale: Locale, path: string): string =>
  getRelativeLocaleUrl(locale, path.replace(/^\//, ""));

const cache = new Map<Locale, LandingContent>();

/** The site's copy in one locale for this build's configuration (built once per locale). */
export function contentFor(locale: Locale): LandingContent {
  let content = cache.get(locale);
  if (!content) {
    content = buildLocalizedContent(locale, config, { localeUrl: (path) => localeUrl(locale, path) });
    cache.set(locale, content);
  }
  return content;
}

/**
 * The privacy page in one locale. The retention period is the server's LEAD_RETENTION_DAYS, read
 * here at build time, so build and server need the same value (README).
 */
export const privacyFor = (locale: Locale): PrivacyContent =>
  buildLocalizedPrivacy(locale, config, {
    retentionDays: readRetentionDays(import.meta.env),
  });

/** The structured-data description of a page, by its path within the site ("/" for home). */
export const structuredDataPage = (locale: Locale, path: string): StructuredDataPage => ({
  url: absoluteUrl(config, localeUrl(locale, path)),
  language: LOCALE_INFO[locale].tag,
  languages: config.locales.map((other) => LOCALE_INFO[other].tag),
});

/** `getStaticPaths` of the pages under `src/pages/[locale]/`: every built locale but English. */
export const translatedLocalePaths = () =>
  config.locales.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({ params: { locale } }));
