import { fill } from "#src/core/fill.ts";
import { intlTag } from "#src/core/locales.ts";
import { SECTION_IDS, type PageContext } from "#src/sections/page-context.ts";

/**
 * What the company states about patients' messages and voice notes (facts.yaml `patientData`),
 * each fact in the page's words: only the facts that are set, in a fixed order.
 */
export function patientDataStatements({ facts, copy, config, locale }: PageContext): string[] {
  const fact = facts.patientData;
  const words = copy.patientData;
  const brand = { brand: config.brandName };
  // Intl writes the number and agrees the unit with it: "1 day", "90 days", "365 يومًا".
  const period =
    fact.retentionDays &&
    new Intl.NumberFormat(intlTag(locale), { style: "unit", unit: "day", unitDisplay: "long" }).format(
      fact.retentionDays,
    );
  return [
    fact.dataProcessingAgreement && fill(words.agreement[fact.dataProcessingAgreement], brand),
    fact.usedForTraining && words.training[fact.usedForTraining],
    period && fill(words.retention, { period }),
    fact.humanTakeover && words.humanTakeover[fact.humanTakeover],
  ].filter((statement): statement is string => Boolean(statement));
}

/** Each processor as the page names it: what it does, who it is, where (the region by Intl). */
export function processorLines({ facts, copy, locale }: PageContext): string[] {
  const regions = new Intl.DisplayNames(intlTag(locale), { type: "region" });
  return facts.patientData.processors.map(({ role, name, region }) =>
    fill(copy.patientData.processor, {
      role: copy.patientData.roles[role],
      name,
      region: regions.of(region) ?? region,
    }),
  );
}

/** The processors as one sentence, for an FAQ answer: "Who processes them: A (Ireland), and B (US)." */
export function processorsSentence(ctx: PageContext): string | undefined {
  const lines = processorLines(ctx);
  if (lines.length === 0) return undefined;
  const list = new Intl.ListFormat(intlTag(ctx.locale), { type: "conjunction" }).format(lines);
  return `${ctx.copy.patientData.processorsHeading}: ${list}.`;
}

/**
 * The patient-data block before the FAQ: who processes patients' messages, where, and what
 * happens to them. Undefined, and nothing renders, while facts.yaml states none of it.
 */
export function buildPatientData(ctx: PageContext) {
  const statements = patientDataStatements(ctx);
  const processors = processorLines(ctx);
  if (statements.length === 0 && processors.length === 0) return undefined;
  const words = ctx.copy.patientData;
  return {
    id: SECTION_IDS.patientData,
    eyebrow: words.eyebrow,
    heading: ctx.t(words.heading),
    intro: ctx.t(words.intro),
    processorsHeading: words.processorsHeading,
    processors,
    statements,
  };
}

export type PatientDataContent = NonNullable<ReturnType<typeof buildPatientData>>;
