import type { PublicConfig } from "#src/core/settings/public-env.ts";
import type { LocaleCopy } from "#src/content/copy/schema.ts";
import { buildLandingContent, type LandingContent } from "./landing.ts";
import { buildPrivacyContent, privacyCopy, type PrivacyContent, type PrivacySettings } from "#src/sections/privacy/content.ts";
import type { Locale } from "#src/core/locales.ts";

/*
 * The site's pages in one locale, for one configuration: each locale's copy files (read from
 * src/content/copy/ unless given, as the Astro content collection gives them) filled in with the
 * configuration. Every locale goes through the same code; English is one locale among them.
 */

/** Options of `buildLocalizedContent`. */
export interface LocalizeOptions {
  /** The site's URL of a path in this locale, e.g. `privacy/` → `/es/privacy/` (astro:i18n in pages). */
  localeUrl: (path: string) => string;
  now?: Date;
  /** The locale's copy, when the caller has it (the content collection); else read from its file. */
  copy?: LocaleCopy["landing"];
  /** The demo chat's QR code (SVG), see `BuildOptions.demoQrSvg`. */
  demoQrSvg?: string;
}

/** The landing page, its 404 page and the contact form in one locale. */
export const buildLocalizedContent = (
  locale: Locale,
  c: PublicConfig,
  { localeUrl, now, copy, demoQrSvg }: LocalizeOptions,
): LandingContent => buildLandingContent(c, { locale, localeUrl, now, copy, demoQrSvg });

/** The privacy page in one locale. */
export const buildLocalizedPrivacy = (
  locale: Locale,
  c: PublicConfig,
  settings: PrivacySettings,
  copy?: LocaleCopy["privacy"],
): PrivacyContent => buildPrivacyContent(c, settings, privacyCopy(c, settings, locale, copy));
