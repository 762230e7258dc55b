import type { PublicConfig } from "@/config/public-env.ts";
import { buildLandingContent, type LandingContent } from "../landing.ts";
import {
  buildPrivacyContent,
  englishPrivacyCopy,
  type PrivacyContent,
  type PrivacyCopy,
  type PrivacySettings,
} from "../privacy.ts";
import { withFallback, type Catalogue } from "./catalogue.ts";
import { spanish, spanishPrivacy } from "./es.ts";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "./locales.ts";
import { brazilianPortuguese, brazilianPortuguesePrivacy } from "./pt-br.ts";

/**
 * What a translator writes for one locale: the page copy (any string may be missing; English fills
 * in) and the WhatsApp greeting, which in English comes from PUBLIC_WHATSAPP_GREETING.
 */
export type LocaleCatalogue = Catalogue<LandingContent> & { whatsappGreeting?: string };

/** The catalogue of every locale other than English, built for one configuration and build date. */
export const CATALOGUES: Record<
  Exclude<Locale, typeof DEFAULT_LOCALE>,
  (c: PublicConfig, now: Date) => LocaleCatalogue
> = { es: spanish, "pt-br": brazilianPortuguese };

/** The privacy page's catalogue of every locale other than English (the page's own words). */
export const PRIVACY_CATALOGUES: Record<
  Exclude<Locale, typeof DEFAULT_LOCALE>,
  (c: PublicConfig, settings: PrivacySettings) => Catalogue<PrivacyCopy>
> = { es: spanishPrivacy, "pt-br": brazilianPortuguesePrivacy };

/** The privacy page in one locale: English's sentences with the locale's laid over them. */
export function buildLocalizedPrivacy(
  locale: Locale,
  c: PublicConfig,
  settings: PrivacySettings,
): PrivacyContent {
  const english = englishPrivacyCopy(c, settings);
  const copy =
    locale === DEFAULT_LOCALE ? english : withFallback(english, PRIVACY_CATALOGUES[locale](c, settings));
  return buildPrivacyContent(c, settings, copy);
}

/** English, as a catalogue is compared with it: the content plus the greeting. */
export const englishSource = (c: PublicConfig, now: Date) => ({
  ...buildLandingContent(c, now),
  whatsappGreeting: c.whatsappGreeting,
});

/** Options of `buildLocalizedContent`. */
export interface LocalizeOptions {
  /** The site's URL of a path in this locale, e.g. `privacy/` → `/es/privacy/` (astro:i18n in pages). */
  localeUrl: (path: string) => string;
  now?: Date;
}

/** Every `href` that points into the site (`/…`), rewritten to the same page in this locale. */
function localizeLinks<T>(value: T, localeUrl: (path: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localizeLinks(item, localeUrl)) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "href" && typeof item === "string" && /^\/(?!\/)/.test(item)
        ? localeUrl(item.slice(1))
        : localizeLinks(item, localeUrl),
    ]),
  ) as T;
}

/**
 * The site's copy in one locale: English as landing.ts builds it, with every string the locale's
 * catalogue has laid over it, the locale's WhatsApp greeting and Open Graph locale, and links into
 * the site pointing at this locale's pages. English comes back exactly as landing.ts builds it.
 */
export function buildLocalizedContent(
  locale: Locale,
  c: PublicConfig,
  options: LocalizeOptions,
): LandingContent {
  const now = options.now ?? new Date();
  if (locale === DEFAULT_LOCALE) return buildLandingContent(c, now);
  const catalogue = CATALOGUES[locale](c, now);
  const english = buildLandingContent(
    { ...c, whatsappGreeting: catalogue.whatsappGreeting ?? c.whatsappGreeting },
    now,
  );
  const content = withFallback(english, catalogue);
  return localizeLinks(
    { ...content, meta: { ...content.meta, locale: LOCALE_INFO[locale].ogLocale } },
    options.localeUrl,
  );
}
