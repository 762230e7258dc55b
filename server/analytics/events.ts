import type { Tx } from "../db/types.ts";

/*
 * The measurement events of the page (supabase/migrations/*_create_analytics_events.sql, decision
 * 027) as the local server writes them: the same insert PostgREST runs, preceded by the
 * `request.headers` setting PostgREST gives every transaction, because the table's trigger reads
 * the visitor's address and user agent from there to make the daily visitor hash.
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
export type EventColumn = (typeof EVENT_COLUMNS)[number];

/** The names of the calls to action counted by `cta_click` (the migration's check). */
export const CTA_TARGETS = ["book_demo", "get_started", "whatsapp"] as const;
export type CtaTarget = (typeof CTA_TARGETS)[number];

/** The Web Vitals counted by `web_vital` (the migration's check). */
export const WEB_VITALS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** The event names (the migration's check). */
export const EVENT_NAMES = ["pageview", "cta_click", "lead", "web_vital"] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/**
 * The headers the trigger reads, as PostgREST names them (lower case). The address is what the
 * gateway decided (the TCP peer, or the proxy's word with TRUST_PROXY), never the client's own
 * X-Forwarded-For, so a visitor cannot pick the value its hash is made from.
 */
export interface EventRequestHeaders {
  "user-agent"?: string;
  origin?: string;
  host?: string;
  "x-forwarded-for": string;
}

/** Builds the `request.headers` value for one request. */
export function eventRequestHeaders(headers: Headers, clientAddress: string): EventRequestHeaders {
  const picked: EventRequestHeaders = { "x-forwarded-for": clientAddress };
  for (const name of ["user-agent", "origin", "host"] as const) {
    const value = headers.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

/**
 * The statement PostgREST runs for an insert, for the given columns: the payload is one json
 * parameter ($1) spread into rows by PostgreSQL, so types and checks are judged by the database.
 */
export function insertEventsSql(columns: readonly string[]): string {
  const names = columns.map((column) => `"${column}"`).join(", ");
  const target = columns.length ? ` (${names})` : "";
  return (
    `insert into public.${EVENT_TABLE}${target} select ${names} ` +
    `from json_populate_recordset(null::public.${EVENT_TABLE}, $1::text::json) pgrst_body`
  );
}

/**
 * Inserts rows of one request inside `tx` (which runs as the request's role), with that request's
 * headers set for the transaction as PostgREST sets them. Resolves with the number of rows stored
 * (robots' rows are dropped by the trigger and not counted).
 */
export async function insertEvents(
  tx: Tx,
  headers: EventRequestHeaders,
  columns: readonly string[],
  rows: object[],
): Promise<number> {
  await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
  return (await tx.query(insertEventsSql(columns), [JSON.stringify(rows)])).rowCount;
}
