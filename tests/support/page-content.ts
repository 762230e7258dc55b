import { loadFacts, type Facts } from "#src/content/copy/facts.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import type { LandingCopy } from "#src/content/copy/landing-schema.ts";
import type { PrivacyFileCopy } from "#src/content/copy/schema.ts";
import { DEFAULT_LOCALE, type Locale } from "#src/core/locales.ts";
import type { PublicConfig } from "#src/core/settings/public-env.ts";
import { buildContactForm } from "#src/sections/contact/content.ts";
import { buildHomePage } from "#src/sections/home.ts";
import { pageContext, type PageContextOptions } from "#src/sections/page-context.ts";
import { buildPrivacyContent, privacyCopy, type PrivacySettings } from "#src/sections/privacy/content.ts";

/*
 * The pages' content as the build makes it, for tests: a locale's copy files (or the given copy)
 * through the same builders, for any configuration.
 */

/** The home page in one locale: every section and the frame (top bar, footer, meta…). */
export const homePageIn = (
  locale: Locale,
  config: PublicConfig,
  options: PageContextOptions & { copy?: LandingCopy; facts?: Facts } = {},
) =>
  buildHomePage(
    pageContext(
      config,
      locale,
      options.copy ?? loadLocaleCopy(locale).landing,
      options.facts ?? loadFacts(),
      {
        sourceCopy: loadLocaleCopy(DEFAULT_LOCALE).landing,
        ...options,
      },
    ),
  );

/** The contact form island's copy in one locale. */
export const contactFormIn = (config: PublicConfig, locale: Locale = DEFAULT_LOCALE) =>
  buildContactForm(config, loadLocaleCopy(locale).landing, locale);

/** The privacy page in one locale. */
export const privacyPageIn = (
  locale: Locale,
  config: PublicConfig,
  settings: PrivacySettings,
  copy?: PrivacyFileCopy,
) => buildPrivacyContent(config, settings, privacyCopy(config, settings, locale, copy));

/** Patient-data facts as an owner would state them, every one set (test values, never shipped). */
export const STATED_PATIENT_DATA = {
  processors: [{ id: "ai", role: "ai", name: "Test AI Ltd", region: "IE" }],
  dataProcessingAgreement: "yes",
  usedForTraining: "no",
  retentionDays: 90,
  humanTakeover: "yes",
} satisfies Facts["patientData"];
