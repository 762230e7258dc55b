/*
 * The vocabulary of the page's measurement events, shared by the beacon, the local server and
 * `npm run stats`. The database's checks (supabase/migrations/*_create_analytics_events.sql) are
 * the authority; tests/migration/analytics-events.test.ts proves these lists match them.
 */

/** The table, as exposed under /rest/v1. */
export const EVENT_TABLE = "analytics_events";

/** What anon may insert (the migration's column grant). */
export const EVENT_COLUMNS = [
  "name",
  "path",
  "locale",
  "referrer_host",
  "target",
  "metric",
  "value",
] as const;

/** Every column, in table order (the REST layer's whitelist). */
export const EVENT_TABLE_COLUMNS = ["id", "created_at", ...EVENT_COLUMNS, "visitor_hash"] as const;

/** The event names. */
export const EVENT_NAMES = ["pageview", "cta_click", "lead", "web_vital"] as const;

/** The calls to action counted by `cta_click`, named by the links' `data-cta` attribute. */
export const CTA_TARGETS = ["book_demo", "get_started", "whatsapp"] as const;
export type CtaTarget = (typeof CTA_TARGETS)[number];

/** The Web Vitals counted by `web_vital`, with Google's "good" and "poor" thresholds (ms; CLS unitless). */
export const WEB_VITALS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
} as const;
export type WebVital = keyof typeof WEB_VITALS;
