/*
 * The page's billing rule, in one place (decision 091): the share is charged on the first visit of
 * every new patient the assistant books, and a new patient is anyone who contacts the clinic for
 * the first time through the assistant and books a first visit. The calculator (in the browser and
 * as its worked example in the HTML), the pricing copy, the FAQ and the JSON-LD offer all state
 * this rule; the arithmetic is here alone. Pure and tiny, so the island ships it.
 */

/** A year's weeks over its months: 52 / 12 ≈ 4.33 weeks in an average month. */
export const WEEKS_PER_MONTH = 52 / 12;

/** What the visitor assumes; every one is an input they can change. */
export interface EstimateInputs {
  /** WhatsApp enquiries about booking, per week. */
  enquiriesPerWeek: number;
  /** Percent of the enquiries that book a first visit through the assistant. */
  conversionPercent: number;
  /** Percent of those bookings made outside opening hours, when nobody could answer today. */
  afterHoursPercent: number;
  /** What a first visit is worth, in the page's currency. */
  firstVisitValue: number;
}

/** The calculator's fields, in the order it shows them. */
export const ESTIMATE_FIELDS = [
  "enquiriesPerWeek",
  "conversionPercent",
  "afterHoursPercent",
  "firstVisitValue",
] as const satisfies readonly (keyof EstimateInputs)[];

/** What each input accepts (and the inputs' min, max and step). */
export const INPUT_LIMITS: Record<keyof EstimateInputs, { min: number; max: number; step: number }> = {
  enquiriesPerWeek: { min: 0, max: 10_000, step: 1 },
  conversionPercent: { min: 0, max: 100, step: 1 },
  afterHoursPercent: { min: 0, max: 100, step: 1 },
  firstVisitValue: { min: 0, max: 1_000_000, step: 0.01 },
};

/** An input the visitor typed: its number, or why it is not one the estimate can use. */
export type InputCheck = { value: number } | { error: "empty" | "range" };

/** Reads one field as typed: an emptied field or a number outside its limits is an error, never a guess. */
export function checkInput(field: keyof EstimateInputs, typed: string): InputCheck {
  if (typed.trim() === "") return { error: "empty" };
  const value = Number(typed);
  const { min, max } = INPUT_LIMITS[field];
  return Number.isFinite(value) && value >= min && value <= max ? { value } : { error: "range" };
}

export interface Estimate {
  /** New patients a month booked through the assistant, rounded down: never more than assumed. */
  newPatients: number;
  /** Of them, those booked after hours, rounded down: the patients a clinic would likely miss today. */
  afterHoursPatients: number;
  /** The after-hours patients' first visits: what the clinic gains. */
  extraRevenue: number;
  /** The share, charged on every new patient's first visit (only with a configured percentage). */
  fee?: number;
  /** The gain less the share (only with a configured percentage); negative when the share costs more. */
  net?: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
/** Rounds down, but keeps an exact whole number whole (17.999…96 from float arithmetic stays 18). */
const wholeDown = (exact: number) => Math.floor(exact + 1e-9);

/**
 * The month's estimate for valid inputs. `capPerNewPatient`, in the page's currency, is the most the
 * share costs for one new patient, when the company has set one.
 */
export function estimate(inputs: EstimateInputs, sharePercent?: number, capPerNewPatient?: number): Estimate {
  const { enquiriesPerWeek, conversionPercent, afterHoursPercent, firstVisitValue } = inputs;
  // One division at the end, so 30 × 25 × 52 / 1 200 is exactly 32.5, not 32.49999….
  const newPatients = wholeDown((enquiriesPerWeek * conversionPercent * 52) / (100 * 12));
  const afterHoursPatients = wholeDown((newPatients * afterHoursPercent) / 100);
  const extraRevenue = cents(afterHoursPatients * firstVisitValue);
  if (sharePercent === undefined) return { newPatients, afterHoursPatients, extraRevenue };
  const perPatient = (firstVisitValue * sharePercent) / 100;
  const fee = cents(newPatients * Math.min(perPatient, capPerNewPatient ?? Number.POSITIVE_INFINITY));
  return { newPatients, afterHoursPatients, extraRevenue, fee, net: cents(extraRevenue - fee) };
}
