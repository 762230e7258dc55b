import { SUPPORTED_LOCALES } from "../../src/content/i18n/locales.ts";
import { CTA_TARGETS, WEB_VITALS, type CtaTarget, type WebVital } from "../../src/lib/analytics-events.ts";

/*
 * The numbers of `npm run stats`, computed from the raw rows so that the same code serves the
 * database read directly and the REST API of a running server. Visitors are counted per UTC day
 * (a visitor hash lives one day, decision 027) and added up over the period.
 */

/** One stored event, as read for the report. */
export interface EventRow {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  name: string;
  locale: string;
  target: string | null;
  metric: string | null;
  value: number | null;
  visitor_hash: string;
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
  /** Leads reported by the page's beacon. */
  leads: number;
  /** leads ÷ visitors; null without visitors. */
  conversionRate: number | null;
  clicks: Record<CtaTarget, number>;
  vitals: Record<WebVital, VitalSummary>;
}

/** One day of the period. */
export interface DailyFigures {
  day: string;
  visitors: number;
  pageviews: number;
  /** Leads stored in contact_submissions that day (whether or not a beacon reported them). */
  storedLeads: number;
}

/** What `npm run stats` reports. */
export interface StatsReport {
  days: number;
  /** First and last UTC day of the period. */
  from: string;
  to: string;
  all: Summary;
  /** Per locale that has events, in the order en, es, pt-br, then others. */
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

/** Nearest-rank percentile (the value below which `p` of the samples fall). */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null;
}

function summarise(events: EventRow[]): Summary {
  const visitors = new Set<string>();
  const clicking = new Set<string>();
  const clicks = Object.fromEntries(CTA_TARGETS.map((target) => [target, 0])) as Record<CtaTarget, number>;
  const samples = Object.fromEntries(Object.keys(WEB_VITALS).map((name) => [name, [] as number[]])) as Record<
    WebVital,
    number[]
  >;
  let pageviews = 0;
  let leads = 0;
  for (const event of events) {
    const visit = `${event.day} ${event.visitor_hash}`;
    visitors.add(visit);
    if (event.name === "pageview") pageviews++;
    else if (event.name === "lead") leads++;
    else if (event.name === "cta_click" && event.target !== null && Object.hasOwn(clicks, event.target)) {
      clicks[event.target as CtaTarget]++;
      clicking.add(visit);
    } else if (event.name === "web_vital" && event.metric !== null && Object.hasOwn(samples, event.metric)) {
      samples[event.metric as WebVital].push(Number(event.value));
    }
  }
  return {
    visitors: visitors.size,
    pageviews,
    clickingVisitors: clicking.size,
    leads,
    conversionRate: visitors.size ? leads / visitors.size : null,
    clicks,
    vitals: Object.fromEntries(
      Object.entries(samples).map(([name, values]) => [
        name,
        { p75: percentile(values, 0.75), samples: values.length },
      ]),
    ) as Record<WebVital, VitalSummary>,
  };
}

// The registry's order (English first), then any other locale alphabetically.
const LOCALE_ORDER: readonly string[] = SUPPORTED_LOCALES;

/** The report for the period, from its events and the days its stored leads were created. */
export function buildReport(
  events: EventRow[],
  storedLeadDays: string[],
  days: number,
  now: Date,
): StatsReport {
  const period = periodDays(days, now);
  const inPeriod = new Set(period);
  const kept = events.filter((event) => inPeriod.has(event.day));
  const leadDays = storedLeadDays.filter((day) => inPeriod.has(day));
  const localeNames = [...new Set(kept.map((event) => event.locale))].sort(
    (a, b) => (LOCALE_ORDER.indexOf(a) + 1 || 99) - (LOCALE_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  const daily = period.map((day) => {
    const ofDay = kept.filter((event) => event.day === day);
    return {
      day,
      visitors: new Set(ofDay.map((event) => event.visitor_hash)).size,
      pageviews: ofDay.filter((event) => event.name === "pageview").length,
      storedLeads: leadDays.filter((leadDay) => leadDay === day).length,
    };
  });
  return {
    days,
    from: period[0] ?? "",
    to: period[period.length - 1] ?? "",
    all: summarise(kept),
    locales: Object.fromEntries(
      localeNames.map((locale) => [locale, summarise(kept.filter((event) => event.locale === locale))]),
    ),
    daily,
    storedLeads: leadDays.length,
  };
}
