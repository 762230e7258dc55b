import { EVENT_TABLE } from "../../src/lib/analytics-events.ts";
import type { Tx } from "../db/types.ts";
import { insertSql } from "../postgrest.ts";

/*
 * The measurement events of the page (supabase/migrations/*_create_analytics_events.sql, decision
 * 027) as the local server writes them: the same insert PostgREST runs, preceded by the
 * `request.headers` setting PostgREST gives every transaction, because the table's trigger reads
 * the visitor's address and user agent from there to make the daily visitor hash.
 */

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
  return (await tx.query(insertSql(EVENT_TABLE, columns), [JSON.stringify(rows)])).rowCount;
}
