/*
 * The measurement events of the page (supabase/migrations/*_create_analytics_events.sql, decision
 * 027) as the local server writes them: the same insert PostgREST runs, preceded by the
 * `request.headers` setting PostgREST gives every transaction (InsertJob.requestHeaders), because
 * the table's trigger reads the visitor's address and user agent from there to make the daily
 * visitor hash.
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
