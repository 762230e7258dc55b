/*
 * The pricing calculator's arithmetic (decision 061): from a clinic's own assumptions to the new
 * patients a month the assistant might bring, what their first visits are worth, and how that
 * splits between the clinic and the configured share. Pure and tiny: the build renders the worked
 * example with it and the calculator island recomputes it in the browser.
 */

/** A year's weeks over its months: 52 / 12 ≈ 4.33 weeks in an average month. */
export const WEEKS_PER_MONTH = 52 / 12;

/** What the visitor assumes; every one is an input they can change. */
export interface EstimateInputs {
  /** WhatsApp enquiries about booking, per week. */
  enquiriesPerWeek: number;
  /** Percent of them arriving outside opening hours, when nobody can answer. */
  afterHoursPercent: number;
  /** Percent of those after-hours enquiries that become new patients once answered at once. */
  conversionPercent: number;
  /** What a first visit is worth, in the page's currency. */
  firstVisitValue: number;
}

/**
 * The calculator's starting assumptions, deliberately cautious (decision 061): a small clinic's
 * week of booking enquiries, under a third of them after hours, and only one in five of those
 * becoming a patient. The first visit's value comes from PUBLIC_FIRST_VISIT_PRICE.
 */
export const DEFAULT_ASSUMPTIONS = {
  enquiriesPerWeek: 20,
  afterHoursPercent: 30,
  conversionPercent: 20,
} as const;

/** The bounds each input is clamped to (and the inputs' min/max). */
export const INPUT_LIMITS: Record<keyof EstimateInputs, { min: number; max: number; step: number }> = {
  enquiriesPerWeek: { min: 0, max: 10_000, step: 1 },
  afterHoursPercent: { min: 0, max: 100, step: 1 },
  conversionPercent: { min: 0, max: 100, step: 1 },
  firstVisitValue: { min: 0, max: 1_000_000, step: 0.01 },
};

export interface Estimate {
  /** Whole new patients a month, rounded down: never more than the assumptions give. */
  newPatients: number;
  /** newPatients × first visit, to the cent. */
  revenue: number;
  /** The share of that revenue (only with a configured percentage), to the cent. */
  fee?: number;
  /** revenue − fee. */
  keeps?: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A number within an input's bounds; anything unreadable (an emptied field) counts as the minimum. */
export function clampInput(key: keyof EstimateInputs, value: number): number {
  const { min, max } = INPUT_LIMITS[key];
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

export function estimate(inputs: EstimateInputs, sharePercent?: number): Estimate {
  const i = Object.fromEntries(
    Object.entries(inputs).map(([key, value]) => [key, clampInput(key as keyof EstimateInputs, value)]),
  ) as unknown as EstimateInputs;
  // One division at the end, so 20 × 30 × 20 × 52 / 120 000 is exactly 5.2 and floors to 5.
  const exact = (i.enquiriesPerWeek * i.afterHoursPercent * i.conversionPercent * 52) / (100 * 100 * 12);
  const newPatients = Math.floor(exact + 1e-9);
  const revenue = cents(newPatients * i.firstVisitValue);
  if (sharePercent === undefined) return { newPatients, revenue };
  const fee = cents((revenue * sharePercent) / 100);
  return { newPatients, revenue, fee, keeps: cents(revenue - fee) };
}
