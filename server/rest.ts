import type { HttpBindings } from "@hono/node-server";
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import type { ServerConfig } from "./config.ts";
import type { Database, Role, Tx } from "./db/types.ts";
import {
  aggregateSql,
  ApiError,
  columnNotFound,
  countSql,
  fromDatabaseError,
  invalidBody,
  isJsonObject,
  parseColumns,
  parseJsonBody,
  parsePrefer,
  parseReadQuery,
  parseSelect,
  selectSql,
  TABLES,
  whereClause,
  type Preferences,
  type TableName,
} from "./postgrest.ts";
import { createInsertBatcher } from "./insert-batcher.ts";
import { clientAddress, createRateLimiter, createWorkGate } from "./rate-limit.ts";

/*
 * /rest/v1/<table>, answering as Supabase does (its API gateway's key check, then PostgREST), so
 * @supabase/supabase-js cannot tell this server from a hosted project. Permissions are not
 * decided here: every statement runs as the key's role and the database's grants and RLS answer.
 *
 * Local additions, in PostgREST's error shape (PostgREST itself never sends these codes):
 *   PGRST413  413  body over 64 KiB, or more rows than MAX_ROWS_PER_INSERT in one anon request
 *   PGRST429  429  per-client rate limit on anon writes (Retry-After)
 *   PGRST503  503  more than MAX_PENDING_WRITES database requests waiting (Retry-After)
 * Not implemented (clear PostgREST-shaped 4xx instead): embedding, aliases, casts, `or`/`not`/`in`
 * filters, CSV, PUT upserts, RPC.
 */

export const MAX_BODY_BYTES = 64 * 1024;

const JSON_TYPE = "application/json; charset=utf-8";
const SINGLE_OBJECT = "application/vnd.pgrst.object+json";

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

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit",
};
const ALLOWED_METHODS = "GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD";
const DEFAULT_ALLOWED_HEADERS =
  "apikey, authorization, content-type, prefer, x-client-info, accept, accept-profile, content-profile, range, x-retry-count";

type ApiRole = Exclude<Role, "owner">;

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

const respond = (status: number, body: string | null, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { ...CORS_HEADERS, ...headers } });

const errorResponse = (error: ApiError) =>
  respond(error.status, JSON.stringify(error.body), {
    "Content-Type": JSON_TYPE,
    "Proxy-Status": `PostgREST; error=${error.body.code}`,
    ...error.headers,
  });

/** Reads at most MAX_BODY_BYTES, stopping as soon as a stream goes past it. */
async function readBody(request: Request): Promise<string> {
  const tooLarge = () =>
    new ApiError(413, {
      code: "PGRST413",
      message: "Payload too large",
      details: `The request body is larger than ${MAX_BODY_BYTES} bytes`,
    });
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    // A client that goes away (or is cut off by the request timeout) mid-body is not a server error.
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError(400, {
        code: "PGRST102",
        message: "Empty or invalid json",
        details: "The request body was not received completely",
      });
    });
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw invalidBody("Empty or invalid json");
  }
}

/** The JSON payload as rows plus the column list, validated the way PostgREST validates it. */
function parsePayload(
  table: TableName,
  text: string,
  columnsParam: string | null,
): { rows: object[]; columns: string[] } {
  const value = parseJsonBody(text);
  if (!isJsonObject(value) && !Array.isArray(value)) throw invalidBody("Empty or invalid json");
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isJsonObject)) throw invalidBody("All object keys must match");

  // With ?columns= (supabase-js sends it for arrays) those columns are inserted and other keys ignored.
  const columns = parseColumns(table, columnsParam);
  if (columns) return { rows, columns };

  const first = Object.keys(rows[0] ?? {}).sort();
  const sameKeys = (row: object) => {
    const keys = Object.keys(row).sort();
    return keys.length === first.length && keys.every((key, i) => key === first[i]);
  };
  if (!rows.every(sameKeys)) throw invalidBody("All object keys must match");
  const known = TABLES[table] as readonly string[];
  for (const key of first) if (!known.includes(key)) throw columnNotFound(table, key);
  return { rows, columns: Object.keys(rows[0] ?? {}) };
}

/** Which representation the client accepts: a JSON array, a single object, or neither. */
function negotiate(accept: string | null): "array" | "single" {
  if (accept === null || accept.trim() === "") return "array";
  const types = accept.split(",").map((part) => (part.split(";")[0] ?? "").trim().toLowerCase());
  for (const type of types) {
    if (type === SINGLE_OBJECT || type === "application/vnd.pgrst.object") return "single";
    if (["application/json", "application/*", "*/*"].includes(type)) return "array";
  }
  throw new ApiError(406, {
    code: "PGRST107",
    message: `None of these media types are available: ${accept}`,
  });
}

interface Rendered {
  n: number;
  body: string;
  first: string | null;
}

/** The one row an aggregate query always returns. */
function aggregate(rows: Rendered[]): Rendered {
  const [row] = rows;
  if (!row) throw new Error("An aggregate query returned no row");
  return row;
}

/** The rendered rows as the negotiated body; a single object needs exactly one row. */
function renderBody(rendered: Rendered, shape: "array" | "single"): string {
  if (shape === "array") return rendered.body;
  if (rendered.n !== 1) {
    throw new ApiError(406, {
      code: "PGRST116",
      message: "Cannot coerce the result to a single JSON object",
      details: `The result contains ${rendered.n} rows`,
    });
  }
  return rendered.first ?? "null";
}

const quoted = (columns: readonly string[], alias?: string) =>
  columns.map((column) => `${alias ? `${alias}.` : ""}"${column}"`).join(", ");

export function createRestApi(options: RestOptions): Hono<{ Bindings: HttpBindings }> {
  const { db, config } = options;
  const keys: Array<[Buffer, ApiRole]> = [
    [digest(config.anonKey), "anon"],
    [digest(config.serviceRoleKey), "service_role"],
  ];
  const limiter = createRateLimiter({ perMinute: config.rateLimitPerMinute });
  const gate = createWorkGate(config.maxPendingWrites);
  const app = new Hono<{ Bindings: HttpBindings }>();

  const batcher = createInsertBatcher(db);

  /** Database work in one transaction as `role`, through the gate. */
  const withDatabase = <T>(role: ApiRole, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    guarded(role, () => db.transaction(role, fn));

  /** Runs database work if the queue has room; 503 at once otherwise (never an unbounded wait). */
  async function guarded<T>(role: ApiRole, work: () => Promise<T>): Promise<T> {
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

  /** The role of the request's key, as the gateway (apikey) and PostgREST (Authorization) decide it. */
  function authenticate(c: Context): ApiRole {
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
      {
        "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"`,
      },
    );
  }

  function checkProfile(c: Context, method: string) {
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

  function rateLimit(c: Context<{ Bindings: HttpBindings }>, role: ApiRole) {
    if (role !== "anon") return;
    const client = clientAddress(
      c.env?.incoming?.socket.remoteAddress,
      c.req.header("x-forwarded-for") ?? null,
      config.trustProxy,
    );
    const decision = limiter.take(client);
    if (!decision.allowed) {
      throw new ApiError(
        429,
        {
          code: "PGRST429",
          message: "Too many requests",
          details: `At most ${config.rateLimitPerMinute} writes per minute per client`,
          hint: `Try again in ${decision.retryAfterSeconds} s`,
        },
        { "Retry-After": String(decision.retryAfterSeconds) },
      );
    }
  }

  function checkContentType(c: Context) {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    // No Content-Type: PostgREST assumes JSON.
    if (type && type !== "application/json" && type !== SINGLE_OBJECT) {
      throw new ApiError(415, { code: "PGRST107", message: `Content-Type not acceptable: ${type}` });
    }
  }

  const preferenceHeaders = (prefer: Preferences): Record<string, string> =>
    prefer.applied.length ? { "Preference-Applied": prefer.applied.join(", ") } : {};

  async function read(c: Context, table: TableName, role: ApiRole, head: boolean): Promise<Response> {
    const url = new URL(c.req.url);
    const query = parseReadQuery(table, url.searchParams);
    const shape = negotiate(c.req.header("accept") ?? null);
    const prefer = parsePrefer(c.req.header("prefer") ?? null, "representation");
    const { rendered, total } = await withDatabase(role, async (tx) => {
      const params: unknown[] = [];
      const rows = await tx.query<Rendered>(selectSql(table, query, params), params);
      let count: number | undefined;
      if (prefer.count) {
        const countParams: unknown[] = [];
        count = (await tx.query<{ n: number }>(countSql(table, query.filters, countParams), countParams))
          .rows[0]?.n;
      }
      return { rendered: aggregate(rows.rows), total: count };
    });
    const body = renderBody(rendered, shape);
    const offset = query.offset ?? 0;
    const range = rendered.n > 0 ? `${offset}-${offset + rendered.n - 1}` : "*";
    // 206 tells the client it got part of a counted result, as PostgREST does.
    const status = total !== undefined && rendered.n < total ? 206 : 200;
    return respond(status, head ? null : body, {
      "Content-Type": shape === "single" ? `${SINGLE_OBJECT}; charset=utf-8` : JSON_TYPE,
      "Content-Range": `${range}/${total ?? "*"}`,
      ...preferenceHeaders(prefer),
    });
  }

  async function insert(
    c: Context<{ Bindings: HttpBindings }>,
    table: TableName,
    role: ApiRole,
  ): Promise<Response> {
    checkContentType(c);
    const url = new URL(c.req.url);
    const prefer = parsePrefer(c.req.header("prefer") ?? null, "minimal");
    const representation = prefer.return === "representation";
    const returning = representation ? parseSelect(table, url.searchParams.get("select")) : [];
    const shape = representation ? negotiate(c.req.header("accept") ?? null) : "array";
    rateLimit(c, role);
    const { rows, columns } = parsePayload(table, await readBody(c.req.raw), url.searchParams.get("columns"));
    if (role === "anon" && rows.length > config.maxRowsPerInsert) {
      throw new ApiError(413, {
        code: "PGRST413",
        message: "Too many rows in one request",
        details: `The request has ${rows.length} rows; the anon key may insert at most ${config.maxRowsPerInsert} at once`,
        hint: "Split the rows over several requests",
      });
    }
    const headers = { ...preferenceHeaders(prefer) };
    if (rows.length === 0) {
      return representation
        ? respond(201, "[]", { "Content-Type": JSON_TYPE, "Content-Range": "*/0", ...headers })
        : respond(201, null, { "Content-Range": "*/0", ...headers });
    }
    // What PostgREST runs: the payload is one json parameter, spread into rows by PostgreSQL.
    // With no keys at all (`{}`) every column takes its default, which the checks then judge.
    const names = quoted(columns);
    const target = columns.length ? ` (${names})` : "";
    const insertSql =
      `insert into public."${table}"${target} select ${names} ` +
      `from json_populate_recordset(null::public."${table}", $1::text::json) pgrst_body`;
    if (!representation) {
      // No RETURNING: with it, RLS would also demand a select policy, which anon does not have.
      // Concurrent plain inserts share a transaction (group commit; see insert-batcher.ts).
      const inserted = await guarded(role, () => batcher.insert({ role, statement: insertSql, rows }));
      return respond(201, null, {
        "Content-Range": `*/${prefer.count ? inserted : "*"}`,
        ...headers,
      });
    }
    const rendered = await withDatabase(role, async (tx) => {
      const result = await tx.query<Rendered>(
        aggregateSql(`${insertSql} returning ${quoted(returning)}`, true),
        [JSON.stringify(rows)],
      );
      return aggregate(result.rows);
    });
    return respond(201, renderBody(rendered, shape), {
      "Content-Type": JSON_TYPE,
      "Content-Range": `*/${prefer.count ? rendered.n : "*"}`,
      ...headers,
    });
  }

  async function modify(
    c: Context,
    table: TableName,
    role: ApiRole,
    kind: "update" | "delete",
  ): Promise<Response> {
    const url = new URL(c.req.url);
    const filters = parseReadQuery(table, url.searchParams).filters;
    const prefer = parsePrefer(c.req.header("prefer") ?? null, "minimal");
    const representation = prefer.return === "representation";
    const returning = representation ? parseSelect(table, url.searchParams.get("select")) : [];
    const shape = representation ? negotiate(c.req.header("accept") ?? null) : "array";
    const params: unknown[] = [];
    let sql: string;
    if (kind === "update") {
      checkContentType(c);
      const text = await readBody(c.req.raw);
      const value = parseJsonBody(text);
      if (!isJsonObject(value)) throw invalidBody("Empty or invalid json");
      const columns = Object.keys(value);
      for (const column of columns) {
        if (!(TABLES[table] as readonly string[]).includes(column)) throw columnNotFound(table, column);
      }
      // An empty object changes nothing; PostgREST answers without touching the database.
      if (columns.length === 0) return respond(representation ? 200 : 204, representation ? "[]" : null);
      params.push(JSON.stringify(value));
      const assignments = columns.map((column) => `"${column}" = pgrst_body."${column}"`).join(", ");
      sql =
        `update public."${table}" t set ${assignments} ` +
        `from (select * from json_populate_record(null::public."${table}", $1::text::json)) pgrst_body` +
        whereClause(filters, params, "t");
    } else {
      sql = `delete from public."${table}" t${whereClause(filters, params, "t")}`;
    }
    if (!representation) {
      await withDatabase(role, (tx) => tx.query(sql, params));
      return respond(204, null, preferenceHeaders(prefer));
    }
    const rendered = await withDatabase(role, async (tx) => {
      const result = await tx.query<Rendered>(
        aggregateSql(`${sql} returning ${quoted(returning, "t")}`, true),
        params,
      );
      return aggregate(result.rows);
    });
    return respond(200, renderBody(rendered, shape), {
      "Content-Type": JSON_TYPE,
      ...preferenceHeaders(prefer),
    });
  }

  app.all("/*", async (c) => {
    const method = c.req.method.toUpperCase();
    if (method === "OPTIONS") {
      // CORS preflight: answered before any key check, since browsers send no apikey with it.
      return respond(200, null, {
        Allow: ALLOWED_METHODS,
        "Access-Control-Allow-Methods": ALLOWED_METHODS,
        "Access-Control-Allow-Headers":
          c.req.header("access-control-request-headers") ?? DEFAULT_ALLOWED_HEADERS,
        "Access-Control-Max-Age": "86400",
      });
    }
    try {
      const role = authenticate(c);
      const path = c.req.path.replace(/^\/rest\/v1/, "").replace(/\/+$/, "");
      if (path === "")
        throw new ApiError(404, { code: "PGRST126", message: "Root endpoint metadata is disabled" });
      const segments = path
        .slice(1)
        .split("/")
        .map((segment) => {
          try {
            return decodeURIComponent(segment);
          } catch {
            return segment;
          }
        });
      if (segments[0] === "rpc" && segments.length === 2) {
        throw new ApiError(404, {
          code: "PGRST202",
          message: `Could not find the function public.${segments[1]} without parameters in the schema cache`,
          details: `Searched for the function public.${segments[1]} without parameters, but no matches were found in the schema cache.`,
        });
      }
      if (segments.length !== 1)
        throw new ApiError(404, { code: "PGRST125", message: "Invalid path specified in request URL" });
      const table = segments[0] ?? "";
      if (!Object.hasOwn(TABLES, table)) {
        throw new ApiError(404, {
          code: "PGRST205",
          message: `Could not find the table 'public.${table}' in the schema cache`,
        });
      }
      checkProfile(c, method);
      const name = table as TableName;
      switch (method) {
        case "GET":
        case "HEAD":
          return await read(c, name, role, method === "HEAD");
        case "POST":
          return await insert(c, name, role);
        case "PATCH":
        case "DELETE":
          rateLimit(c, role);
          return await modify(c, name, role, method === "PATCH" ? "update" : "delete");
        default:
          // Includes PUT (PostgREST's single-row upsert), which this server does not offer.
          throw new ApiError(
            405,
            { code: "PGRST117", message: `Unsupported HTTP method: ${method}` },
            { Allow: ALLOWED_METHODS },
          );
      }
    } catch (error) {
      if (error instanceof GatewayError)
        return respond(401, JSON.stringify(error.body), { "Content-Type": JSON_TYPE });
      if (error instanceof ApiError) return errorResponse(error);
      throw error;
    }
  });

  return app;
}

/** PostgREST's answer to an unexpected failure (the app's error handler uses it under /rest/v1). */
export const internalErrorResponse = () =>
  errorResponse(new ApiError(500, { code: "PGRSTX00", message: "Internal server error" }));
