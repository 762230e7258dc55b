import { getEntry } from "astro:content";
import QRCode from "qrcode";
import { getRelativeLocaleUrl } from "astro:i18n";
import { loadPublicConfig, type PublicConfig } from "#src/core/settings/public-env.ts";
import { absoluteUrl } from "#src/lib/urls.ts";
import { readRetentionDays } from "#src/core/settings/retention.ts";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, SUPPORTED_LOCALES, type Locale } from "#src/core/locales.ts";
import { loadFacts, type Facts } from "#src/content/copy/facts.ts";
import { CopyError, loadLocaleCopy } from "#src/content/copy/load.ts";
import { untranslated } from "#src/content/copy/untranslated.ts";
import type { LocaleCopy } from "#src/content/copy/schema.ts";
import { demoChatUrl } from "#src/sections/try-on-whatsapp/content.ts";
import { pageContext, type PageContext } from "#src/sections/page-context.ts";
import { buildPrivacyContent, privacyCopy, type PrivacyContent } from "#src/sections/privacy/content.ts";
import type { StructuredDataPage } from "./seo.ts";

/*
 * This build's configuration and the copy made from it: what pages and layouts import. The
 * builders (each section's content.ts, seo.ts) take both as arguments, so tests can build any
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

/**
 * One locale's checked copy, from the `copy` content collection (src/content.config.ts). Under
 * `astro dev` each page reads the files again: Astro's content store could keep the copy from
 * before a CMS save that met a render (decision 052). A file caught mid-save fails its check, and
 * the collection's last good copy serves until the save is whole.
 */
async function copyOf(locale: Locale): Promise<LocaleCopy> {
  if (import.meta.env.DEV) {
    try {
      return loadLocaleCopy(locale);
    } catch (error) {
      if (!(error instanceof CopyError)) throw error;
    }
  }
  const entry = await getEntry("copy", locale);
  if (!entry) throw new Error(`No copy for the locale "${locale}" (src/content/copy/*.${locale}.yaml)`);
  return entry.data as unknown as LocaleCopy;
}

/** The company's facts, from the same collection, read again under `astro dev` as the copy is. */
async function factsOf(): Promise<Facts> {
  if (import.meta.env.DEV) {
    try {
      return loadFacts();
    } catch (error) {
      if (!(error instanceof CopyError)) throw error;
    }
  }
  const entry = await getEntry("copy", DEFAULT_LOCALE);
  if (!entry) throw new Error("No company facts (src/content/copy/facts.yaml)");
  return (entry.data as unknown as { facts: Facts }).facts;
}

/**
 * The language whose words this locale's texts mostly still are (a scaffolded language nobody has
 * translated yet), or undefined: a development build marks such a page, a production build refuses
 * to publish it (src/integrations/content-checks.ts).
 */
export async function draftOf(locale: Locale): Promise<Locale | undefined> {
  if (locale === DEFAULT_LOCALE) return undefined;
  const others = Object.fromEntries(
    await Promise.all(
      SUPPORTED_LOCALES.filter((other) => other !== locale).map(
        async (other) => [other, await copyOf(other)] as const,
      ),
    ),
  );
  return untranslated(await copyOf(locale), others)?.like as Locale | undefined;
}

/** What a page's builders start from in one locale, for this build's configuration. */
export async function pageContextFor(locale: Locale): Promise<PageContext> {
  const copy = (await copyOf(locale)).landing;
  const demoUrl = demoChatUrl(config, copy);
  return pageContext(config, locale, copy, await factsOf(), {
    sourceCopy: locale === DEFAULT_LOCALE ? copy : (await copyOf(DEFAULT_LOCALE)).landing,
    localeUrl: (path) => localeUrl(locale, path),
    // Made here, at build time: no QR code library in the browser.
    demoQrSvg: demoUrl && (await QRCode.toString(demoUrl, { type: "svg", margin: 2 })),
  });
}

/**
 * The privacy page in one locale. The retention period is the server's LEAD_RETENTION_DAYS, read
 * here at build time, so build and server need the same value (README).
 */
export async function privacyFor(locale: Locale): Promise<PrivacyContent> {
  const settings = { retentionDays: readRetentionDays(import.meta.env) };
  return buildPrivacyContent(
    config,
    settings,
    privacyCopy(config, settings, locale, (await copyOf(locale)).privacy),
  );
}

/** The structured-data description of a page, by its path within the site ("/" for home). */
export const structuredDataPage = (locale: Locale, path: string): StructuredDataPage => ({
  url: absoluteUrl(config, localeUrl(locale, path)),
  language: LOCALE_INFO[locale].tag,
  languages: config.locales.map((other) => LOCALE_INFO[other].tag),
});

/** `getStaticPaths` of the pages under `src/pages/[locale]/`: every built locale but English. */
export const translatedLocalePaths = () =>
  config.locales.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({ params: { locale } }));
