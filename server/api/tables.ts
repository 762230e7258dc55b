import { Hono, type Context, type MiddlewareHandler } from "hono";
import { createInsertBatcher } from "#server/db/insert-batcher.ts";
import { ANON_READS_PER_MINUTE, type ApiContext, type RestEnv } from "./context.ts";
import { ALLOWED_METHODS } from "./gateway.ts";
import {
  aggregateRow,
  ApiError,
  countSql,
  deleteSql,
  insertSql,
  negotiate,
  parseInsertPayload,
  parsePrefer,
  parseReadQuery,
  parseUpdatePayload,
  renderBody,
  returningSql,
  selectSql,
  SINGLE_OBJECT,
  TABLES,
  updateSql,
  type Rendered,
  type TableName,
} from "./postgrest.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { checkContentType, checkProfile, readBody, representationOf } from "./request.ts";
import { JSON_TYPE, preferenceHeaders, respond } from "./response.ts";

/*
 * /rest/v1/<table>: PostgREST's reads, inserts, updates and deletes on the exposed tables (the
 * contact submissions; measurement events are inserted by their own route, analytics/routes.ts).
 */

/** A table name in the path; trailing slashes are tolerated and stripped. */
export const TABLE_ROUTE = "/:table{[^/]+/*}";

/** The table named by the path (PGRST205 if there is none by that name) and the schema profile. */
export const tableOfPath: MiddlewareHandler<RestEnv> = async (c, next) => {
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

export function tableRoutes(api: ApiContext): Hono<RestEnv> {
  const { db, config, client, guarded, withDatabase } = api;
  const limiter = createRateLimiter({ perMinute: config.rateLimitPerMinute });
  // RATE_LIMIT_PER_MINUTE=0 (limits off, e.g. for load tests) switches this limit off too.
  const readLimiter = createRateLimiter({
    perMinute: config.rateLimitPerMinute === 0 ? 0 : ANON_READS_PER_MINUTE,
  });
  const batcher = createInsertBatcher(db);

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

  return new Hono<RestEnv>()
    .use(TABLE_ROUTE, tableOfPath)
    .get(TABLE_ROUTE, read)
    .post(TABLE_ROUTE, insert)
    .patch(TABLE_ROUTE, (c) => modify(c, "update"))
    .delete(TABLE_ROUTE, (c) => modify(c, "delete"))
    .all(TABLE_ROUTE, (c) => {
      // Includes PUT (PostgREST's single-row upsert), which this server does not offer.
      throw new ApiError(
        405,
        { code: "PGRST117", message: `Unsupported HTTP method: ${c.req.method.toUpperCase()}` },
        { Allow: ALLOWED_METHODS },
      );
    });
}
