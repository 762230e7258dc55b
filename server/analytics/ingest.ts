import type { Context } from "hono";
import { EVENT_TABLE } from "#src/core/analytics-events.ts";
import type { ServerConfig } from "#server/config.ts";
import type { Database } from "#server/db/types.ts";
import { createInsertBatcher } from "#server/db/insert-batcher.ts";
import { ApiError, fromDatabaseError, insertSql, parseInsertPayload } from "#server/api/postgrest.ts";
import { clientAddress, createRateLimiter } from "#server/api/rate-limit.ts";
import type { RestEnv } from "#server/api/context.ts";
import { createWorkGate } from "#server/api/work-gate.ts";
import { eventRequestHeaders } from "./events.ts";

/*
 * POST /rest/v1/analytics_events on the local server (decision 027). It answers as PostgREST
 * does, with two differences that matter:
 *  - the insert runs with `request.headers` set, as PostgREST sets it, because the table's trigger
 *    makes the daily visitor hash from it;
 *  - events never compete with leads: their own body limit, their own per-client rate limit and
 *    their own queue. The queue runs one transaction at a time, only when no lead is waiting for
 *    the database, and after giving the event loop a turn, so the leads' requests are read first.
 *    The events waiting meanwhile with the same request headers (one client's beacons) are
 *    written by that one transaction: a flood of 64 beacons costs one short transaction, not 64
 *    back to back (decision 044). A flood can never take the leads' work-gate slots or
 *    rate-limit tokens.
 * It takes JSON, and the URL-encoded body a beacon sends (PostgREST inserts that as one row of
 * text values, cast by the column types). `Prefer: return=representation` is not offered here:
 * anon may not read the table anyway.
 */

/** A beacon carries one event of a few hundred bytes. */
export const EVENT_MAX_BODY_BYTES = 8 * 1024;
/**
 * Events one client may send per minute, counted per row: a page view, five vitals and some
 * clicks fit easily. The database keeps at most as many per client and minute on its own.
 */
export const EVENTS_PER_MINUTE = 60;
/** Events allowed to wait for their turn; past it 503 at once (a beacon does not retry). */
export const MAX_QUEUED_EVENTS = 64;
/**
 * Events stored per second by the whole server, whoever sends them: a flood from many addresses
 * gets past the per-client limit, and must still leave the CPU to the leads. 200 events a second
 * is some 25 page views a second, far beyond a clinic's landing page. They are let in evenly (half
 * a second's worth at most at once), not all at the start of each second.
 */
export const MAX_EVENTS_PER_SECOND = 200;

/**
 * The most rows the database takes in one API statement (migration
 * 20261125120000_limit_analytics_events.sql refuses more, whole): one client's waiting events are
 * written together only up to this many.
 */
export const EVENT_ROWS_PER_STATEMENT = 60;

const URLENCODED = "application/x-www-form-urlencoded";

export interface EventIngestOptions {
  db: Database;
  config: Pick<ServerConfig, "trustProxy" | "rateLimitPerMinute" | "maxRowsPerInsert">;
  /** True while lead (or other API) database work is in flight: events wait for it to finish. */
  leadsBusy?: () => boolean;
  /** Overrides for tests. */
  eventsPerMinute?: number;
  maxQueuedEvents?: number;
  maxEventsPerSecond?: number;
}

export interface EventIngest {
  /** Answers one insert whose body (at most EVENT_MAX_BODY_BYTES) has been read. */
  insert(c: Context<RestEnv>, body: string): Promise<Response>;
}

/** The body as PostgREST's JSON payload: a URL-encoded body is one row of its fields. */
function payloadText(contentType: string | undefined, body: string): string {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  // No Content-Type: PostgREST assumes JSON.
  if (type === undefined || type === "" || type === "application/json") return body;
  if (type === URLENCODED) return JSON.stringify(Object.fromEntries(new URLSearchParams(body)));
  throw new ApiError(415, { code: "PGRST107", message: `Content-Type not acceptable: ${type}` });
}

export function createEventIngest(options: EventIngestOptions): EventIngest {
  const { db, config } = options;
  // RATE_LIMIT_PER_MINUTE=0 (limits off, e.g. for load tests) switches this limit off too.
  const limiter = createRateLimiter({
    perMinute: config.rateLimitPerMinute === 0 ? 0 : (options.eventsPerMinute ?? EVENTS_PER_MINUTE),
  });
  const gate = createWorkGate(options.maxQueuedEvents ?? MAX_QUEUED_EVENTS);
  const leadsBusy = options.leadsBusy ?? (() => false);
  const queue = createInsertBatcher(db, {
    maxBatchRows: EVENT_ROWS_PER_STATEMENT,
    async waitTurn() {
      // A turn of the event loop first: leads whose bytes have arrived are read and queued, so
      // leadsBusy() sees them.
      await new Promise((resolve) => setImmediate(resolve));
      while (leadsBusy()) await new Promise((resolve) => setTimeout(resolve, 1));
    },
  });
  // A token bucket for the server-wide cap: refilled continuously, holding half a second's worth.
  const perSecond = options.maxEventsPerSecond ?? MAX_EVENTS_PER_SECOND;
  const burst = Math.max(1, perSecond / 2);
  let tokens = burst;
  let refilledAt = performance.now();
  const busy = (details: string) =>
    new ApiError(503, { code: "PGRST503", message: "Server busy", details }, { "Retry-After": "1" });

  return {
    async insert(c, body) {
      const { role } = c.var;
      const address = clientAddress(
        c.env?.incoming?.socket.remoteAddress,
        c.req.header("x-forwarded-for") ?? null,
        config.trustProxy,
      );
      // The server-wide cap before any parsing: refusing a flood must cost as little as possible.
      const now = performance.now();
      tokens = Math.min(burst, tokens + ((now - refilledAt) / 1000) * perSecond);
      refilledAt = now;
      if (tokens < 1) throw busy(`At most ${perSecond} events per second are stored`);
      const { rows, columns } = parseInsertPayload(
        EVENT_TABLE,
        payloadText(c.req.header("content-type"), body),
        c.req.query("columns") ?? null,
      );
      if (role === "anon" && rows.length > config.maxRowsPerInsert) {
        throw new ApiError(413, {
          code: "PGRST413",
          message: "Too many rows in one request",
          details: `The request has ${rows.length} rows; the anon key may insert at most ${config.maxRowsPerInsert} at once`,
          hint: "Split the rows over several requests",
        });
      }
      // Both limits charge every row, so five events in one request cost what five requests would
      // (an empty request still costs one).
      const cost = Math.max(1, rows.length);
      if (role === "anon") {
        const decision = limiter.take(address, cost);
        if (!decision.allowed) {
          throw new ApiError(
            429,
            {
              code: "PGRST429",
              message: "Too many requests",
              details: `At most ${options.eventsPerMinute ?? EVENTS_PER_MINUTE} events per minute per client`,
              hint: `Try again in ${decision.retryAfterSeconds} s`,
            },
            { "Retry-After": String(decision.retryAfterSeconds) },
          );
        }
      }
      if (tokens < cost) throw busy(`At most ${perSecond} events per second are stored`);
      tokens -= cost;
      if (rows.length > 0) {
        if (!gate.tryEnter()) throw busy("Too many events are waiting for the database");
        try {
          await queue.insert({
            role,
            statement: insertSql(EVENT_TABLE, columns),
            rows,
            requestHeaders: JSON.stringify(eventRequestHeaders(c.req.raw.headers, address)),
          });
        } catch (error) {
          throw fromDatabaseError(error, role !== "anon") ?? error;
        } finally {
          gate.leave();
        }
      }
      return new Response(null, { status: 201, headers: { "Content-Range": "*/*" } });
    },
  };
}
