import { LIST_IDS } from "#src/content/copy/schema.ts";
import { fill } from "#src/core/fill.ts";
import { intlTag } from "#src/core/locales.ts";
import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";
import { buildTryOnWhatsApp } from "#src/components/cta/try-on-whatsapp.ts";
import { DEFAULT_ASSUMPTIONS, type EstimateInputs } from "./revenue-estimate.ts";

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
    /** What counts as a new patient. */
    newPatient: copy.pricing.share.newPatient,
  };
}

/**
 * The revenue calculator island's props (decision 061): its copy, the templates it fills in the
 * browser, and what it formats with (the page's Intl tag, the currency, the configured share).
 */
export function buildCalculator(ctx: PageContext) {
  const { copy, money, own, config } = ctx;
  const calc = copy.pricing.calculator;
  const percent = config.revenueSharePercent === undefined ? "" : money.percent(config.revenueSharePercent);
  return {
    heading: calc.heading,
    intro: calc.intro,
    legend: calc.legend,
    inputs: {
      ...calc.inputs,
      firstVisitValue: fill(calc.inputs.firstVisitValue, { currency: money.symbol }),
    } satisfies Record<keyof EstimateInputs, string>,
    conversionHint: calc.conversionHint,
    resultsHeading: calc.resultsHeading,
    /** `fee` and `keeps` are shown only with a configured share. */
    results: { ...calc.results, fee: fill(calc.results.fee, { percent }) },
    templates: {
      formula: calc.formula,
      formulaRevenue: calc.formulaRevenue,
      formulaShare: calc.formulaShare,
      announcement: calc.announcement,
      announcementShare: calc.announcementShare,
    },
    /** BCP 47 tag with the locale's numbering system, for Intl. */
    localeTag: intlTag(ctx.locale),
    /** ISO 4217 code of every amount. */
    currency: own.currency,
    /** PUBLIC_REVENUE_SHARE_PERCENT; undefined: no share, no "you keep / you pay" (the spec's default). */
    sharePercent: config.revenueSharePercent,
    /** The inputs' starting values. */
    defaults: { ...DEFAULT_ASSUMPTIONS, firstVisitValue: config.firstVisitPrice } satisfies EstimateInputs,
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
