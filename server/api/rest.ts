import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { basePath } from "hono/route";
import type { ServerConfig } from "../config.ts";
import type { Database, Tx } from "../db/types.ts";
import {
  aggregateRow,
  ApiError,
  countSql,
  deleteSql,
  fromDatabaseError,
  insertSql,
  negotiate,
  parseInsertPayload,
  parsePrefer,
  parseReadQuery,
  parseSelect,
  parseUpdatePayload,
  renderBody,
  returningSql,
  selectSql,
  SINGLE_OBJECT,
  TABLES,
  updateSql,
  type Preferences,
  type Rendered,
  type TableName,
} from "./postgrest.ts";
import { EVENT_TABLE } from "../../src/lib/analytics-events.ts";
import { createEventIngest, EVENT_MAX_BODY_BYTES } from "../analytics/ingest.ts";
import { parseReportArgs, queryReport, REPORT_FUNCTION } from "../analytics/stats.ts";
import { API_SECURITY_HEADERS } from "../../src/integrations/security-headers.ts";
import { createInsertBatcher } from "../db/insert-batcher.ts";
import type { ApiRole, RestEnv } from "./context.ts";
import { clientAddress, createRateLimiter } from "./rate-limit.ts";
import { createWorkGate } from "./work-gate.ts";

/*
 * /rest/v1/<table>, answering as Supabase does (its API gateway's key check, then PostgREST), so
 * @supabase/supabase-js cannot tell this server from a hosted project. Permissions are not
 * decided here: every statement runs as the key's role and the database's grants and RLS answer.
 * The query grammar, the payload rules and all SQL live in postgrest.ts; this file is HTTP.
 *
 * Local additions, in PostgREST's error shape (PostgREST itself never sends these codes):
 *   PGRST403  403  an anon write from a browser page on another origin than the site's
 *   PGRST413  413  body over 64 KiB, or more rows than MAX_ROWS_PER_INSERT in one anon request
 *   PGRST429  429  per-client rate limit on rows written with the anon key, or on anon reads
 *                  (Retry-After)
 *   PGRST503  503  more than MAX_PENDING_WRITES requests waiting in the form's queue, or in the
 *                  one for all other work, or more than ANON_READS_IN_FLIGHT anon reads (Retry-After)
 * And one refusal PostgREST does not make: an anon write without Content-Type (PostgREST assumes
 * JSON) gets 415, so a browser can only send it after a CORS preflight (navigator.sendBeacon and
 * plain forms cannot).
 * Not implemented (clear PostgREST-shaped 4xx instead): embedding, aliases, casts, `or`/`not`/`in`
 * filters, CSV, PUT upserts, RPC (except analytics_report for the service key).
 */

export const MAX_BODY_BYTES = 64 * 1024;

/*
 * Anon reads: RLS answers them with no rows, and the page never makes one, so they are only ever
 * probes or a flood. Each client gets a small bucket, and only a few run at once, so a GET flood
 * cannot queue the form's inserts behind hundreds of read transactions (PGlite runs one at a time).
 */
export const ANON_READS_PER_MINUTE = 60;
export const ANON_READS_IN_FLIGHT = 8;

const JSON_TYPE = "application/json; charset=utf-8";

// Supabase's gateway (Kong) answers these before PostgREST sees the request, without a code.
const NO_KEY = {
  message: "No API key found in request",
  hint: "No `apikey` request header or url param was found.",
};
const BAD_KEY = {
  message: "Invalid API key",
  hint: "Double check your Supabase `anon` or `service_role` API key.",
};

/** A refusal by the gateway, which has its own body shape. */
class GatewayError extends Error {
  readonly body: { message: string; hint: string };
  constructor(body: { message: string; hint: string }) {
    super(body.message);
    this.body = body;
  }
}

/*
 * CORS is written out rather than taken from hono/cors, which answers a preflight with 204 (PostgREST
 * and the contract tests say 200), joins lists with "," and adds Vary: the same meaning, but not
 * the same bytes as Supabase (decision 013).
 */
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit",
};
const ALLOWED_METHODS = "GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD";
const DEFAULT_ALLOWED_HEADERS =
  "apikey, authorization, content-type, prefer, x-client-info, accept, accept-profile, content-profile, range, x-retry-count";

/** A table name in the path; trailing slashes are tolerated and stripped. */
const TABLE_ROUTE = "/:table{[^/]+/*}";

export interface RestOptions {
  db: Database;
  config: Pick<
    ServerConfig,
    | "anonKey"
    | "serviceRoleKey"
    | "trustProxy"
    | "rateLimitPerMinute"
    | "maxRowsPerInsert"
    | "maxPendingWrites"
    | "siteUrl"
    | "allowedOrigins"
  >;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant-time key lookup, so response timing does not reveal how much of a guess matched. */
function keyRole(keys: Array<[Buffer, ApiRole]>, candidate: string): ApiRole | undefined {
  const hashed = digest(candidate);
  let role: ApiRole | undefined;
  for (const [key, keyRoleName] of keys) if (timingSafeEqual(key, hashed)) role = keyRoleName;
  return role;
}

/** The role of a request's key, as the gateway (apikey) and PostgREST (Authorization) decide it. */
function authenticate(keys: Array<[Buffer, ApiRole]>, c: Context): ApiRole {
  const apikey = c.req.header("apikey") ?? c.req.query("apikey");
  if (apikey === undefined || apikey === "") throw new GatewayError(NO_KEY);
  const gatewayRole = keyRole(keys, apikey);
  if (!gatewayRole) throw new GatewayError(BAD_KEY);
  // PostgREST takes the role from the bearer token when there is one (supabase-js always sends one).
  const bearer = /^bearer(?:\s+(.*))?$/i.exec(c.req.header("authorization")?.trim() ?? "");
  if (!bearer) return gatewayRole;
  const token = bearer[1]?.trim() ?? "";
  const tokenRole = token === "" ? undefined : keyRole(keys, token);
  if (tokenRole) return tokenRole;
  const parts = token.split(".").length;
  const message =
    token === ""
      ? "Empty JWT is sent in Authorization header"
      : parts !== 3
        ? `Expected 3 parts in JWT; got ${parts}`
        : "JWT cryptographic operation failed";
  throw new ApiError(
    401,
    { code: "PGRST301", message },
    { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  );
}

const respond = (status: number, body: string | null, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers });

const errorResponse = (error: ApiError) =>
  respond(error.status, JSON.stringify(error.body), {
    "Content-Type": JSON_TYPE,
    "Proxy-Status": `PostgREST; error=${error.body.code}`,
    ...error.headers,
  });

const preferenceHeaders = (prefer: Preferences): Record<string, string> =>
  prefer.applied.length ? { "Preference-Applied": prefer.applied.join(", ") } : {};

/**
 * Reads at most MAX_BODY_BYTES, stopping as soon as a stream goes past it. Under Node it reads
 * the IncomingMessage itself: going through `c.req.raw.body` would build an undici Request and a
 * web stream for every insert, about a quarter of the bytes a request allocates (decision 033).
 */
async function readBody(c: Context<RestEnv>, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const tooLarge = () =>
    new ApiError(413, {
      code: "PGRST413",
      message: "Payload too large",
      details: `The request body is larger than ${maxBytes} bytes`,
    });
  if (Number(c.req.header("content-length")) > maxBytes) throw tooLarge();
  // Without Node's request (app.request() in tests, other runtimes): the web stream.
  const source: AsyncIterable<Uint8Array> | null = c.env?.incoming ?? c.req.raw.body;
  if (!source) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    // Leaving the loop early destroys the stream, as cancelling the web reader did.
    for await (const chunk of source) {
      total += chunk.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A client that goes away (or is cut off by the request timeout) mid-body is not a server error.
    throw new ApiError(400, {
      code: "PGRST102",
      message: "Empty or invalid json",
      details: "The request body was not received completely",
    });
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError(400, { code: "PGRST102", message: "Empty or invalid json" });
  }
}

function checkContentType(c: Context<RestEnv>) {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  // No Content-Type: PostgREST assumes JSON; anon must say so, which forces a CORS preflight.
  if (!type && c.var.role === "anon") {
    throw new ApiError(415, {
      code: "PGRST107",
      message: "Content-Type not acceptable: (none)",
      details: "Writes with the anon key must be sent as application/json",
    });
  }
  if (type && type !== "application/json" && type !== SINGLE_OBJECT) {
    throw new ApiError(415, { code: "PGRST107", message: `Content-Type not acceptable: ${type}` });
  }
}

/**
 * Whether a browser page on `origin` may write with the anon key: the site's configured origins,
 * and the server's own (the Host it was asked for, whatever scheme a proxy in front ended).
 */
function allowedOrigin(origin: string, host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, file: pages) and anything else that is not a URL.
  }
}

/** Reads use Accept-Profile, writes Content-Profile; only `public` is exposed. */
function checkProfile(c: Context) {
  const method = c.req.method.toUpperCase();
  const header = method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile";
  const profile = c.req.header(header);
  if (profile !== undefined && profile.trim() !== "public") {
    throw new ApiError(406, {
      code: "PGRST106",
      message: `Invalid schema: ${profile.trim()}`,
      hint: "Only the following schemas are exposed: public",
    });
  }
}

/** What the client asked for in return: the Prefer header, and the columns and shape of a representation. */
function representationOf(c: Context<RestEnv>, defaultReturn: Preferences["return"]) {
  const prefer = parsePrefer(c.req.header("prefer") ?? null, defaultReturn);
  const representation = prefer.return === "representation";
  return {
    prefer,
    representation,
    returning: representation ? parseSelect(c.var.table, c.req.query("select") ?? null) : [],
    shape: representation ? negotiate(c.req.header("accept") ?? null) : ("array" as const),
  };
}

export function createRestApi(options: RestOptions): Hono<RestEnv> {
  const { db, config } = options;
  const keys: Array<[Buffer, ApiRole]> = [
    [digest(config.anonKey), "anon"],
    [digest(config.serviceRoleKey), "service_role"],
  ];
  const limiter = createRateLimiter({ perMinute: config.rateLimitPerMinute });
  // RATE_LIMIT_PER_MINUTE=0 (limits off, e.g. for load tests) switches this limit off too.
  const readLimiter = createRateLimiter({
    perMinute: config.rateLimitPerMinute === 0 ? 0 : ANON_READS_PER_MINUTE,
  });
  const origins = new Set([new URL(config.siteUrl).origin, ...config.allowedOrigins]);
  // The form's inserts wait in a queue of their own, so reads and other API work, however many,
  // cannot push a visitor's submission to 503.
  const formGate = createWorkGate(config.maxPendingWrites);
  const otherGate = createWorkGate(config.maxPendingWrites);
  const anonReadGate = createWorkGate(Math.min(ANON_READS_IN_FLIGHT, config.maxPendingWrites));
  const batcher = createInsertBatcher(db);
  const events = createEventIngest({ db, config, leadsBusy: () => formGate.inFlight > 0 });

  /** The queue a request's database work waits in: the form's, anon reads', or all other work's. */
  function gateFor(role: ApiRole, method: string) {
    if (role !== "anon") return otherGate;
    if (method === "POST") return formGate;
    return method === "GET" || method === "HEAD" ? anonReadGate : otherGate;
  }

  /** Runs database work if its queue has room; 503 at once otherwise (never an unbounded wait). */
  async function guarded<T>(c: Context<RestEnv>, work: () => Promise<T>): Promise<T> {
    const { role } = c.var;
    const gate = gateFor(role, c.req.method);
    if (!gate.tryEnter()) {
      throw new ApiError(
        503,
        {
          code: "PGRST503",
          message: "Server busy",
          details: "Too many requests are waiting for the database",
        },
        { "Retry-After": "1" },
      );
    }
    try {
      return await work();
    } catch (error) {
      throw fromDatabaseError(error, role !== "anon") ?? error;
    } finally {
      gate.leave();
    }
  }

  /** Database work in one transaction as the request's role, through its gate. */
  const withDatabase = <T>(c: Context<RestEnv>, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    guarded(c, () => db.transaction(c.var.role, fn));

  /** The address the request counts against (the TCP peer, or the trusted proxy's word). */
  const client = (c: Context<RestEnv>) =>
    clientAddress(
      c.env?.incoming?.socket.remoteAddress,
      c.req.header("x-forwarded-for") ?? null,
      config.trustProxy,
    );

  const tooMany = (details: string, retryAfterSeconds: number) =>
    new ApiError(
      429,
      {
        code: "PGRST429",
        message: "Too many requests",
        details,
        hint: `Try again in ${retryAfterSeconds} s`,
      },
      { "Retry-After": String(retryAfterSeconds) },
    );

  /** Spends `rows` of the client's anon write tokens (one per row), or answers 429. */
  function rateLimit(c: Context<RestEnv>, rows: number) {
    if (c.var.role !== "anon") return;
    const decision = limiter.take(client(c), rows);
    if (!decision.allowed) {
      throw tooMany(
        `At most ${config.rateLimitPerMinute} rows written per minute per client`,
        decision.retryAfterSeconds,
      );
    }
  }

  // ── Middleware ──

  /** CORS and the API's security headers on every answer, errors and preflights included. */
  const apiHeaders: MiddlewareHandler<RestEnv> = async (c, next) => {
    await next();
    for (const [name, value] of Object.entries({ ...CORS_HEADERS, ...API_SECURITY_HEADERS })) {
      c.res.headers.set(name, value);
    }
  };

  /** Key to role, before anything else looks at the request (as Supabase's gateway does). */
  const auth: MiddlewareHandler<RestEnv> = async (c, next) => {
    c.set("role", authenticate(keys, c));
    await next();
  };

  /**
   * Anon writes from a browser page on another origin are refused: the form's CORS preflight would
   * let them through, and a beacon or a plain form needs none. No Origin (curl, servers) passes.
   */
  const originCheck: MiddlewareHandler<RestEnv> = async (c, next) => {
    const origin = c.req.header("origin");
    const write = c.req.method !== "GET" && c.req.method !== "HEAD";
    if (write && c.var.role === "anon" && origin !== undefined) {
      if (!allowedOrigin(origin, c.req.header("host"), origins)) {
        throw new ApiError(403, {
          code: "PGRST403",
          message: "Origin not allowed",
          details: "Writes with the anon key are accepted only from the site's own pages",
          hint: "The server's PUBLIC_SITE_URL (or ALLOWED_ORIGINS) names the site's origin",
        });
      }
    }
    await next();
  };

  /** The table named by the path (PGRST205 if there is none by that name) and the schema profile. */
  const table: MiddlewareHandler<RestEnv> = async (c, next) => {
    const name = c.req.param("table")?.replace(/\/+$/, "") ?? "";
    if (!Object.hasOwn(TABLES, name)) {
      throw new ApiError(404, {
        code: "PGRST205",
        message: `Could not find the table 'public.${name}' in the schema cache`,
      });
    }
    c.set("table", name as TableName);
    checkProfile(c);
    await next();
  };

  // ── Handlers ──

  /** CORS preflight: answered before any key check, since browsers send no apikey with it. */
  const preflight = (c: Context<RestEnv>) =>
    respond(200, null, {
      Allow: ALLOWED_METHODS,
      "Access-Control-Allow-Methods": ALLOWED_METHODS,
      "Access-Control-Allow-Headers":
        c.req.header("access-control-request-headers") ?? DEFAULT_ALLOWED_HEADERS,
      "Access-Control-Max-Age": "86400",
    });

  /** GET, and HEAD (which Hono routes here and answers without the body). */
  async function read(c: Context<RestEnv>): Promise<Response> {
    if (c.var.role === "anon") {
      const decision = readLimiter.take(client(c));
      if (!decision.allowed) {
        throw tooMany(
          `At most ${ANON_READS_PER_MINUTE} reads per minute per client with the anon key`,
          decision.retryAfterSeconds,
        );
      }
    }
    const query = parseReadQuery(c.var.table, new URL(c.req.url).searchParams);
    const shape = negotiate(c.req.header("accept") ?? null);
    const prefer = parsePrefer(c.req.header("prefer") ?? null, "representation");
    const { rendered, total } = await withDatabase(c, async (tx) => {
      const params: unknown[] = [];
      const rows = await tx.query<Rendered>(selectSql(c.var.table, query, params), params);
      let count: number | undefined;
      if (prefer.count) {
        const countParams: unknown[] = [];
        count = (
          await tx.query<{ n: number }>(countSql(c.var.table, query.filters, countParams), countParams)
        ).rows[0]?.n;
      }
      return { rendered: aggregateRow(rows.rows), total: count };
    });
    const offset = query.offset ?? 0;
    const range = rendered.n > 0 ? `${offset}-${offset + rendered.n - 1}` : "*";
    // 206 tells the client it got part of a counted result, as PostgREST does.
    const status = total !== undefined && rendered.n < total ? 206 : 200;
    return respond(status, renderBody(rendered, shape), {
      "Content-Type": shape === "single" ? `${SINGLE_OBJECT}; charset=utf-8` : JSON_TYPE,
      "Content-Range": `${range}/${total ?? "*"}`,
      ...preferenceHeaders(prefer),
    });
  }

  async function insert(c: Context<RestEnv>): Promise<Response> {
    // Measurement events take their own path (decision 027): beacon bodies, headers for the
    // visitor hash, and limits that never touch the leads'.
    if (c.var.table === EVENT_TABLE) return events.insert(c, await readBody(c, EVENT_MAX_BODY_BYTES));
    checkContentType(c);
    const { prefer, representation, returning, shape } = representationOf(c, "minimal");
    const { rows, columns } = parseInsertPayload(
      c.var.table,
      await readBody(c),
      c.req.query("columns") ?? null,
    );
    if (c.var.role === "anon" && rows.length > config.maxRowsPerInsert) {
      throw new ApiError(413, {
        code: "PGRST413",
        message: "Too many rows in one request",
        details: `The request has ${rows.length} rows; the anon key may insert at most ${config.maxRowsPerInsert} at once`,
        hint: "Split the rows over several requests",
      });
    }
    // Charged per row, so five rows in one request cost what five requests would.
    rateLimit(c, rows.length);
    const headers = preferenceHeaders(prefer);
    if (rows.length === 0) {
      return representation
        ? respond(201, "[]", { "Content-Type": JSON_TYPE, "Content-Range": "*/0", ...headers })
        : respond(201, null, { "Content-Range": "*/0", ...headers });
    }
    const statement = insertSql(c.var.table, columns);
    // What PostgREST gives a database-side rate limit (supabase/extras/rate_limit.sql) to count
    // by, so it holds across several servers on one PostgreSQL: the address this server decided.
    const requestHeaders =
      c.var.role === "anon" ? JSON.stringify({ "x-forwarded-for": client(c) }) : undefined;
    if (!representation) {
      // No RETURNING: with it, RLS would also demand a select policy, which anon does not have.
      // Concurrent plain inserts share a transaction (group commit; see db/insert-batcher.ts).
      const inserted = await guarded(c, () =>
        batcher.insert({ role: c.var.role, statement, rows, requestHeaders }),
      );
      return respond(201, null, { "Content-Range": `*/${prefer.count ? inserted : "*"}`, ...headers });
    }
    const rendered = await withDatabase(c, async (tx) => {
      if (requestHeaders !== undefined) {
        await tx.query("select set_config('request.headers', $1, true)", [requestHeaders]);
      }
      return aggregateRow(
        (await tx.query<Rendered>(returningSql(statement, returning), [JSON.stringify(rows)])).rows,
      );
    });
    return respond(201, renderBody(rendered, shape), {
      "Content-Type": JSON_TYPE,
      "Content-Range": `*/${prefer.count ? rendered.n : "*"}`,
      ...headers,
    });
  }

  /** PATCH and DELETE: the filtered rows, 204 or their representation. */
  async function modify(c: Context<RestEnv>, kind: "update" | "delete"): Promise<Response> {
    rateLimit(c, 1);
    const filters = parseReadQuery(c.var.table, new URL(c.req.url).searchParams).filters;
    const { prefer, representation, returning, shape } = representationOf(c, "minimal");
    const params: unknown[] = [];
    let sql: string;
    if (kind === "update") {
      checkContentType(c);
      const body = parseUpdatePayload(c.var.table, await readBody(c));
      // An empty object changes nothing; PostgREST answers without touching the database.
      if (Object.keys(body).length === 0)
        return respond(representation ? 200 : 204, representation ? "[]" : null);
      sql = updateSql(c.var.table, body, filters, params);
    } else {
      sql = deleteSql(c.var.table, filters, params);
    }
    if (!representation) {
      await withDatabase(c, (tx) => tx.query(sql, params));
      return respond(204, null, preferenceHeaders(prefer));
    }
    const rendered = await withDatabase(c, async (tx) =>
      aggregateRow((await tx.query<Rendered>(returningSql(sql, returning, "t"), params)).rows),
    );
    return respond(200, renderBody(rendered, shape), {
      "Content-Type": JSON_TYPE,
      ...preferenceHeaders(prefer),
    });
  }

  const app = new Hono<RestEnv>();
  app.use(apiHeaders);
  app.options("*", preflight);
  app.use(auth);
  app.use(originCheck);
  app.all("/rpc/:name{[^/]+/*}", async (c) => {
    const name = c.req.param("name").replace(/\/+$/, "");
    // The one function offered, to the service key only: `npm run stats --url` (decision 048).
    if (name === REPORT_FUNCTION && c.var.role === "service_role" && c.req.method === "POST") {
      const args = parseReportArgs(await readBody(c));
      const report = await withDatabase(c, (tx) => queryReport(tx, args));
      return respond(200, JSON.stringify(report), { "Content-Type": JSON_TYPE });
    }
    throw new ApiError(404, {
      code: "PGRST202",
      message: `Could not find the function public.${name} without parameters in the schema cache`,
      details: `Searched for the function public.${name} without parameters, but no matches were found in the schema cache.`,
    });
  });
  app.use(TABLE_ROUTE, table);
  app.get(TABLE_ROUTE, read);
  app.post(TABLE_ROUTE, insert);
  app.patch(TABLE_ROUTE, (c) => modify(c, "update"));
  app.delete(TABLE_ROUTE, (c) => modify(c, "delete"));
  app.all(TABLE_ROUTE, (c) => {
    // Includes PUT (PostgREST's single-row upsert), which this server does not offer.
    throw new ApiError(
      405,
      { code: "PGRST117", message: `Unsupported HTTP method: ${c.req.method.toUpperCase()}` },
      { Allow: ALLOWED_METHODS },
    );
  });
  app.all("*", (c) => {
    const rest = c.req.path.slice(basePath(c).length).replace(/\/+$/, "");
    if (rest === "")
      throw new ApiError(404, { code: "PGRST126", message: "Root endpoint metadata is disabled" });
    throw new ApiError(404, { code: "PGRST125", message: "Invalid path specified in request URL" });
  });

  // Refusals become answers here; anything else is a bug, left to the host app's handler (its log
  // line, then internalErrorResponse).
  app.onError((error) => {
    if (error instanceof GatewayError)
      return respond(401, JSON.stringify(error.body), { "Content-Type": JSON_TYPE });
    if (error instanceof ApiError) return errorResponse(error);
    throw error;
  });

  return app;
}

/** PostgREST's answer to an unexpected failure (the app's error handler uses it under /rest/v1). */
export const internalErrorResponse = () =>
  errorResponse(new ApiError(500, { code: "PGRSTX00", message: "Internal server error" }));
