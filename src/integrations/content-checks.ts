import type { AstroIntegration } from "astro";
import { loadFacts, type Facts } from "#src/content/copy/facts.ts";
import { loadLocaleCopy } from "#src/content/copy/load.ts";
import { untranslated } from "#src/content/copy/untranslated.ts";
import { DEFAULT_LOCALE, LOCALE_INFO, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { placeholderProblems } from "#src/core/settings/placeholders.ts";
import { foreignCurrencies, isPublishedSite, type PublicConfig } from "#src/core/settings/public-env.ts";

/*
 * What a build checks in the copy and the company's facts beyond their schemas (decision 092): a
 * production build refuses to publish a language that is mostly another's words, or a founder's
 * profile link that is an example address; it warns, naming what to set, when a language prices in
 * another market's currency and when nothing is said about patients' data.
 */

/** The patient-data facts a published page should state, as facts.yaml names them. */
const PATIENT_DATA_KEYS = [
  "processors",
  "dataProcessingAgreement",
  "usedForTraining",
  "retentionDays",
  "humanTakeover",
] as const;

/** Problems that stop a production build, and warnings for any build. */
export function contentProblems(config: PublicConfig, facts: Facts = loadFacts()) {
  const published = isPublishedSite(config.siteUrl);
  const copies = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, loadLocaleCopy(locale)]));
  const drafts = config.locales.flatMap((locale) => {
    if (locale === DEFAULT_LOCALE) return [];
    const { [locale]: own, ...others } = copies;
    const found = own && untranslated(own, others);
    return found
      ? [
          `${locale}: ${found.same} of its ${found.total} texts are still ${LOCALE_INFO[found.like as keyof typeof LOCALE_INFO].name}'s (${found.like}): translate src/content/copy/*.${locale}.yaml, or leave ${locale} out of PUBLIC_LOCALES`,
        ]
      : [];
  });
  const profiles = placeholderProblems([
    {
      variable: "facts.yaml founders",
      value: Object.fromEntries(facts.founders.map((founder) => [founder.id, founder.profileUrl])),
      kind: "url",
    },
  ]).map(([where, problem]) => `${where}: ${problem}`);
  const { processors, ...patientData } = facts.patientData;
  const saysNothing =
    processors.length === 0 && Object.values(patientData).every((value) => value === undefined);
  return {
    errors: published ? [...drafts, ...profiles] : [],
    warnings: [
      ...(published
        ? []
        : drafts.map((draft) => `${draft} (a production build refuses it; these pages say so)`)),
      ...foreignCurrencies(config),
      ...(published && saysNothing
        ? [
            `facts.yaml states nothing about patients' data (patientData: ${PATIENT_DATA_KEYS.join(", ")}): the page cannot answer where patients' messages go`,
          ]
        : []),
    ],
  };
}

export function contentChecks(config: PublicConfig): AstroIntegration {
  return {
    name: "chattobook:content-checks",
    hooks: {
      "astro:build:start": ({ logger }) => {
        const { errors, warnings } = contentProblems(config);
        for (const warning of warnings) logger.warn(warning);
        if (errors.length > 0)
          throw new Error(`This production build cannot be published:\n  ${errors.join("\n  ")}`);
      },
    },
  };
}
