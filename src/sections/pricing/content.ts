import { LIST_IDS } from "#src/content/copy/landing-schema.ts";
import { fill } from "#src/core/fill.ts";
import { intlTag } from "#src/core/locales.ts";
import { moneyFormat } from "#src/lib/money.ts";
import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";
import { buildTryOnWhatsApp } from "#src/sections/try-on-whatsapp/content.ts";
import { INPUT_LIMITS, type EstimateInputs } from "./billing.ts";

/**
 * The configured revenue share in the page's language, or undefined while
 * PUBLIC_REVENUE_SHARE_PERCENT is unset, and then nothing of it renders (decision 037).
 */
export function buildShare({ config, copy, money }: PageContext) {
  if (config.revenueSharePercent === undefined) return undefined;
  const percent = money.percent(config.revenueSharePercent);
  return {
    /** The percentage as this locale writes it ("15%", "15 %"), for copy that names the share. */
    percent,
    /** The share as a heading, e.g. "Our share: 15% of each new patient's first visit". */
    title: fill(copy.pricing.share.title, { percent }),
    /** What counts as a new patient: the billing rule (billing.ts). */
    newPatient: copy.pricing.share.newPatient,
  };
}

/**
 * How the share is billed, as the company states it (facts.yaml `billing`), in the page's words:
 * only the facts that are set, in a fixed order.
 */
export function billingStatements({ facts, copy, locale }: PageContext): string[] {
  const fact = facts.billing;
  const words = copy.billing;
  const cap = fact.capPerNewPatient;
  const yesNo = (answer: "yes" | "no" | undefined, say: { billed: string; notBilled: string }) =>
    answer && (answer === "yes" ? say.billed : say.notBilled);
  return [
    fact.statement && words.statement[fact.statement],
    yesNo(fact.noShowsBilled, words.noShows),
    yesNo(fact.freeFirstVisitsBilled, words.freeFirstVisits),
    cap && fill(words.cap, { amount: moneyFormat(intlTag(locale), cap.currency).amount(cap.amount) }),
  ].filter((statement): statement is string => Boolean(statement));
}

/** The company's cap on the share per new patient, when it is in the page's currency. */
const capIn = ({ facts, own }: PageContext): number | undefined => {
  const cap = facts.billing.capPerNewPatient;
  return cap && cap.currency === own.currency ? cap.amount : undefined;
};

/**
 * The revenue calculator island's props (decision 061): its copy, the templates it fills in the
 * browser, and what it formats with (the page's Intl tag, the currency, the configured share).
 */
export function buildCalculator(ctx: PageContext) {
  const { copy, money, own, config } = ctx;
  const calc = copy.pricing.calculator;
  const percent = config.revenueSharePercent === undefined ? "" : money.percent(config.revenueSharePercent);
  const limit = (value: number) => new Intl.NumberFormat(intlTag(ctx.locale)).format(value);
  return {
    heading: calc.heading,
    intro: calc.intro,
    legend: calc.legend,
    inputs: {
      ...calc.inputs,
      firstVisitValue: fill(calc.inputs.firstVisitValue, { currency: money.symbol }),
    } satisfies Record<keyof EstimateInputs, string>,
    /** Under an input: why its starting value is what it is. */
    hints: { conversionPercent: calc.conversionHint, afterHoursPercent: calc.afterHoursHint },
    /** Under a field that cannot be used, by field: empty, or out of its limits. */
    errors: Object.fromEntries(
      Object.entries(INPUT_LIMITS).map(([field, { min, max }]) => [
        field,
        { empty: calc.errors.empty, range: fill(calc.errors.range, { min: limit(min), max: limit(max) }) },
      ]),
    ) as Record<keyof EstimateInputs, { empty: string; range: string }>,
    invalid: calc.invalid,
    resultsHeading: calc.resultsHeading,
    /** `fee` and `net` are shown only with a configured share. */
    results: { ...calc.results, fee: fill(calc.results.fee, { percent }) },
    templates: {
      formula: calc.formula,
      formulaAfterHours: calc.formulaAfterHours,
      formulaShare: calc.formulaShare,
      formulaShareCapped: calc.formulaShareCapped,
      announcement: calc.announcement,
      announcementShare: calc.announcementShare,
    },
    /** BCP 47 tag with the locale's numbering system, for Intl. */
    localeTag: intlTag(ctx.locale),
    /** ISO 4217 code of every amount. */
    currency: own.currency,
    /** PUBLIC_REVENUE_SHARE_PERCENT; undefined: no share, no fee or net (the spec's default). */
    sharePercent: config.revenueSharePercent,
    /** The company's cap on the share per new patient, in the page's currency, if it has one. */
    capPerNewPatient: capIn(ctx),
    /** The inputs' starting values: this market's example (the copy file's). */
    defaults: { ...calc.example } satisfies EstimateInputs,
  };
}

export type CalculatorContent = ReturnType<typeof buildCalculator>;

/** 'Pay for performance': the points, the share when configured, the calls to action, the calculator. */
export function buildPricing(ctx: PageContext) {
  const { copy } = ctx;
  return {
    ...sectionIntro(ctx, SECTION_IDS.pricing, copy.pricing),
    points: LIST_IDS.pricingPoints.map((icon) => ({ icon, ...copy.pricing.points[icon] })),
    /** Always shown beside the call to action: no contract to get out of. */
    noLockIn: copy.pricing.noLockIn,
    share: buildShare(ctx),
    calculator: buildCalculator(ctx),
    cta: { label: copy.pricing.cta, href: ctx.own.bookingUrl },
    ctaNote: copy.pricing.ctaNote,
    tryIt: buildTryOnWhatsApp(ctx),
    /** Used only when PUBLIC_BOOKING_OVERLAY is on: the in-page booking dialog. */
    overlay: { ...copy.pricing.overlay },
  };
}

export type PricingContent = ReturnType<typeof buildPricing>;
export type PricingIcon = PricingContent["points"][number]["icon"];
