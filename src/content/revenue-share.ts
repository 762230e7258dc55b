import type { PublicConfig } from "@/config/public-env.ts";
import { moneyFormat } from "@/lib/money.ts";

/*
 * The pricing section's worked example (decision 037): what a clinic pays for a month of new
 * patients at the configured share, computed at build time and formatted the way each locale's
 * readers write numbers and money (src/lib/money.ts). The sentences around the figures are in each
 * locale's copy file.
 */

/** The example's amounts, in units of the configured currency. */
export interface RevenueShareAmounts {
  /** New patients × the price of a first visit. */
  revenue: number;
  /** What the clinic pays: the share of that revenue. */
  fee: number;
}

export function revenueShareAmounts(
  percent: number,
  newPatients: number,
  firstVisitPrice: number,
): RevenueShareAmounts {
  const revenue = newPatients * firstVisitPrice;
  // Multiply before dividing: 1600 × 15 / 100 is exactly 240, 1600 × 0.15 is 240.00000000000003.
  return { revenue, fee: (revenue * percent) / 100 };
}

/** Every figure of the example as one locale writes it, e.g. en "€1,600", es with EUR "1.600 €". */
export interface RevenueShareFigures {
  /** The share, e.g. "15%" (en), "15 %" (es with EUR). */
  percent: string;
  newPatients: string;
  firstVisitPrice: string;
  revenue: string;
  fee: string;
}

/**
 * The example's figures for a page's Intl tag (intlTag(locale)) in `currency` (the locale's own,
 * localeSettings(c, locale).currency), or undefined when no percentage is configured: then the
 * page shows no share and no example.
 */
export function revenueShareFigures(
  c: PublicConfig,
  localeTag: string,
  currency: string = c.currency,
): RevenueShareFigures | undefined {
  if (c.revenueSharePercent === undefined) return undefined;
  const { revenue, fee } = revenueShareAmounts(
    c.revenueSharePercent,
    c.exampleNewPatients,
    c.firstVisitPrice,
  );
  const money = moneyFormat(localeTag, currency);
  return {
    percent: money.percent(c.revenueSharePercent),
    newPatients: money.count(c.exampleNewPatients),
    firstVisitPrice: money.amount(c.firstVisitPrice),
    revenue: money.amount(revenue),
    fee: money.amount(fee),
  };
}
