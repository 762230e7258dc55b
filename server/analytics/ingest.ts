import type { Context } from "hono";
import { EVENT_TABLE } from "../../src/lib/analytics-events.ts";
import type { ServerConfig } from "../config.ts";
import type { Database } from "../db/types.ts";
import { ApiError, fromDatabaseError, parseInsertPayload } from "../postgrest.ts";
import { clientAddress, createRateLimiter } from "../rate-limit.ts";
import type { RestEnv } from "../rest.ts";
import { createWorkGate } from "../work-gate.ts";
import { eventRequestHeaders, insertEvents } from "./events.ts";

/*
 * POST /rest/v1/analytics_events on the local server (decision 027). It answers as PostgREST
 * does, with two differences that matter:
 *  - the insert runs with `request.headers` set, as PostgREST sets it, because the table's trigger
 *    makes the daily visitor hash from it;
 *  - events never compete with leads: their own body limit, their own per-client rate limit and
 *    their own queue, which runs ONE event transaction at a time. A flood of beacons can then
 *    hold a lead back by at most one short transaction, and can never take the leads' work-gate
 *    slots or rate-limit tokens.
 * It takes JSON, and the URL-encoded body a beacon sends (PostgREST inserts that as one row of
 * text values, cast by the column types). `Prefer: return=representation` is not offered here:
 * anon may not read the table anyway.
 */

/** A beacon carries one event of a few hundred bytes. */
export const EVENT_MAX_BODY_BYTES = 8 * 1024;
/** Events one client may send per minute: a page view, five vitals and some clicks fit easily. */
export const EVENTS_PER_MINUTE = 60;
/** Events allowed to wait for their turn; past it 503 at once (a beacon does not retry). */
export const MAX_QUEUED_EVENTS = 64;
/**
 * Events stored per second by the whole server, whoever sends them: a flood from many addresses
 * gets past the per-client limit, and must still leave the CPU to the leads. 200 events a second
 * is some 25 page views a second, far beyond a clinic's landing page.
 */
export const MAX_EVENTS_PER_SECOND = 200;

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
  // The one-at-a-time queue: each event transaction starts when the previous one has settled,
  // and only once no lead is waiting for the database.
  let tail: Promise<unknown> = Promise.resolve();
  const leadsBusy = options.leadsBusy ?? (() => false);
  const leadsIdle = async () => {
    while (leadsBusy()) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  const perSecond = options.maxEventsPerSecond ?? MAX_EVENTS_PER_SECOND;
  let second = 0;
  let inSecond = 0;
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
      if (role === "anon") {
        const decision = limiter.take(address);
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
      if (rows.length > 0) {
        const now = Math.floor(performance.now() / 1000);
        if (now !== second) {
          second = now;
          inSecond = 0;
        }
        if (++inSecond > perSecond) throw busy(`At most ${perSecond} events per second are stored`);
        if (!gate.tryEnter()) throw busy("Too many events are waiting for the database");
        const headers = eventRequestHeaders(c.req.raw.headers, address);
        const work = tail
          .then(leadsIdle)
          .then(() => db.transaction(role, (tx) => insertEvents(tx, headers, columns, rows)));
        tail = work.catch(() => undefined);
        try {
          await work;
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
