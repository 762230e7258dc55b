import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { CTA_TARGETS, WEB_VITALS, type CtaTarget, type WebVital } from "#src/core/analytics-events.ts";
import type { Tx } from "#server/db/types.ts";
import { ApiError } from "#server/api/postgrest.ts";

/*
 * The numbers of `npm run stats`. The database aggregates them (public.analytics_report, migration
 * 20261125120000_limit_analytics_events.sql), so no client ever holds the raw rows: read directly,
 * or through a running server as PostgREST RPC with the service key. Visitors are counted per UTC
 * day (a visitor hash lives one day, decision 027) and added up over the period. Leads are the
 * ones stored in contact_submissions, never what a `lead` beacon claims (issue 28, M-4).
 */

/** The SQL function, also the RPC's name under /rest/v1/rpc/. */
export const REPORT_FUNCTION = "analytics_report";

/** The RPC's arguments: the first and last UTC day of the period, YYYY-MM-DD. */
export interface ReportArgs {
  from_day: string;
  to_day: string;
}

/** What public.analytics_report returns; `locale` null is every locale together. */
export interface ReportAggregates {
  totals: Array<{
    locale: string | null;
    visitors: number;
    pageviews: number;
    clicking_visitors: number;
    leads: number;
  }>;
  clicks: Array<{ locale: string | null; target: string; n: number }>;
  vitals: Array<{ locale: string | null; metric: string; p75: number | null; samples: number }>;
  daily: Array<{ day: string; visitors: number; pageviews: number; leads: number }>;
}

/** The 75th percentile of a Web Vital, Google's yardstick, and how many samples it rests on. */
export interface VitalSummary {
  p75: number | null;
  samples: number;
}

/** The figures for one locale, or for all of them together. */
export interface Summary {
  /** Daily unique visitors, added up over the period. */
  visitors: number;
  pageviews: number;
  /** Visitors (per day) who clicked at least one call to action. */
  clickingVisitors: number;
  /** Leads stored in the database (the form's submissions). */
  leads: number;
  /** leads ÷ visitors, at most 1 (more leads than visitors is not a rate); null without visitors. */
  conversionRate: number | null;
  clicks: Record<CtaTarget, number>;
  vitals: Record<WebVital, VitalSummary>;
}

/** One day of the period. */
export interface DailyFigures {
  day: string;
  visitors: number;
  pageviews: number;
  /** Leads stored in contact_submissions that day. */
  storedLeads: number;
}

/** What `npm run stats` reports. */
export interface StatsReport {
  days: number;
  /** First and last UTC day of the period. */
  from: string;
  to: string;
  all: Summary;
  /** Per locale that has events or leads, in the order en, es, pt-br, then others. */
  locales: Record<string, Summary>;
  daily: DailyFigures[];
  /** Leads stored in the database over the period. */
  storedLeads: number;
}

const DAY_MS = 86_400_000;

/** The UTC days of a period of `days` days ending on the day of `now`, oldest first. */
export function periodDays(days: number, now: Date): string[] {
  const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(last - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The period's first and last day, as the report function takes them. */
export function reportArgs(days: number, now: Date): ReportArgs {
  const period = periodDays(days, now);
  return { from_day: period[0] ?? "", to_day: period[period.length - 1] ?? "" };
}

/** Runs the report function in a transaction of the service role. */
export async function queryReport(tx: Tx, args: ReportArgs): Promise<ReportAggregates> {
  const { rows } = await tx.query<{ report: ReportAggregates }>(
    `select public.${REPORT_FUNCTION}($1::date, $2::date) as report`,
    [args.from_day, args.to_day],
  );
  const report = rows[0]?.report;
  if (!report) throw new Error(`${REPORT_FUNCTION} returned nothing`);
  return report;
}

/**
 * The RPC's JSON body, as PostgREST matches it to the function: exactly its two named arguments
 * (a bad date is the database's 22007, as on Supabase).
 */
export function parseReportArgs(body: string): ReportArgs {
  let value: unknown;
  try {
    value = body.trim() === "" ? {} : JSON.parse(body);
  } catch {
    throw new ApiError(400, { code: "PGRST102", message: "Empty or invalid json" });
  }
  const record = typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  const keys = Object.keys(record).sort();
  const given = record as Record<string, unknown>;
  if (
    keys.join(",") !== "from_day,to_day" ||
    typeof given.from_day !== "string" ||
    typeof given.to_day !== "string"
  ) {
    const names = keys.join(", ");
    throw new ApiError(404, {
      code: "PGRST202",
      message: `Could not find the function public.${REPORT_FUNCTION}(${names}) in the schema cache`,
      details: `Searched for the function public.${REPORT_FUNCTION} with parameters ${names}, but no matches were found in the schema cache.`,
      hint: `Perhaps you meant to call the function public.${REPORT_FUNCTION}(from_day, to_day)`,
    });
  }
  return { from_day: given.from_day, to_day: given.to_day };
}

// The registry's order (English first), then any other locale alphabetically.
const LOCALE_ORDER: readonly string[] = SUPPORTED_LOCALES;

function summarise(aggregates: ReportAggregates, locale: string | null): Summary {
  const totals = aggregates.totals.find((row) => row.locale === locale);
  const visitors = totals?.visitors ?? 0;
  const leads = totals?.leads ?? 0;
  const clicks = Object.fromEntries(CTA_TARGETS.map((target) => [target, 0])) as Record<CtaTarget, number>;
  for (const row of aggregates.clicks) {
    if (row.locale === locale && Object.hasOwn(clicks, row.target)) clicks[row.target as CtaTarget] = row.n;
  }
  const vitals = Object.fromEntries(
    Object.keys(WEB_VITALS).map((name) => {
      const row = aggregates.vitals.find((vital) => vital.locale === locale && vital.metric === name);
      return [name, { p75: row?.p75 ?? null, samples: row?.samples ?? 0 }];
    }),
  ) as Record<WebVital, VitalSummary>;
  return {
    visitors,
    pageviews: totals?.pageviews ?? 0,
    clickingVisitors: totals?.clicking_visitors ?? 0,
    leads,
    conversionRate: visitors ? Math.min(1, leads / visitors) : null,
    clicks,
    vitals,
  };
}

/** The report for the period of `days` days ending on the day of `now`, from the database's aggregates. */
export function buildReport(aggregates: ReportAggregates, days: number, now: Date): StatsReport {
  const period = periodDays(days, now);
  const localeNames = aggregates.totals
    .flatMap((row) => (row.locale === null ? [] : [row.locale]))
    .sort(
      (a, b) =>
        (LOCALE_ORDER.indexOf(a) + 1 || 99) - (LOCALE_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b),
    );
  const byDay = new Map(aggregates.daily.map((row) => [row.day, row]));
  const all = summarise(aggregates, null);
  return {
    days,
    from: period[0] ?? "",
    to: period[period.length - 1] ?? "",
    all,
    locales: Object.fromEntries(localeNames.map((locale) => [locale, summarise(aggregates, locale)])),
    daily: period.map((day) => ({
      day,
      visitors: byDay.get(day)?.visitors ?? 0,
      pageviews: byDay.get(day)?.pageviews ?? 0,
      storedLeads: byDay.get(day)?.leads ?? 0,
    })),
    storedLeads: all.leads,
  };
}
