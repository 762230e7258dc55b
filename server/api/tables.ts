import { Hono, type Context, type MiddlewareHandler } from "hono";
import { createInsertBatcher } from "#server/db/insert-batcher.ts";
import { purgeDeletedLeads } from "#server/db/purge.ts";
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
import { createLayeredLimiter, createRateLimiter, type LayeredDecision } from "./rate-limit.ts";
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

/** The database's words for its site-wide ceiling (limits_private, decision 070). */
const SITE_CEILING_DETAILS = (perMinute: number) =>
  `Rate limit: at most ${perMinute} contact submissions per minute from all clients together`;

export function tableRoutes(api: ApiContext): Hono<RestEnv> {
  const { db, config, client, guarded, withDatabase, alarm } = api;
  // RATE_LIMIT_PER_MINUTE=0 (limits off, e.g. for load tests) switches every limit below off.
  const limitsOn = config.rateLimitPerMinute > 0;
  const insertLimiter = createLayeredLimiter({
    perClient: config.rateLimitPerMinute,
    perNetwork: limitsOn ? config.rateLimitNetworkPerMinute : 0,
    site: limitsOn ? config.leadCeilingPerMinute : 0,
  });
  // Anon updates and deletes (which RLS refuses anyway) count per client only, so they can never
  // use up the ceiling that real leads need.
  const modifyLimiter = createRateLimiter({ perMinute: config.rateLimitPerMinute });
  const readLimiter = createRateLimiter({ perMinute: limitsOn ? ANON_READS_PER_MINUTE : 0 });
  // With limits on, one client's requests share a statement only up to the rows the database
  // takes in one (more would be refused whole and retried alone).
  const batcher = createInsertBatcher(db, limitsOn ? { maxBatchRows: config.maxRowsPerInsert } : {});

  function refuse(decision: LayeredDecision): never {
    const details =
      decision.scope === "site"
        ? SITE_CEILING_DETAILS(config.leadCeilingPerMinute)
        : decision.scope === "network"
          ? `At most ${config.rateLimitNetworkPerMinute} rows written per minute per network (IPv6 /48)`
          : `At most ${config.rateLimitPerMinute} rows written per minute per client`;
    throw tooMany(details, decision.retryAfterSeconds);
  }

  /** Spends `rows` of the client's, its network's and the site's anon insert tokens, or answers 429. */
  function limitInsert(c: Context<RestEnv>, rows: number) {
    if (c.var.role !== "anon") return;
    const decision = insertLimiter.take(client(c), rows);
    if (decision.allowed) return;
    if (decision.scope === "site") alarm.tripped("leads", config.leadCeilingPerMinute);
    refuse(decision);
  }

  /** An anon update or delete: one token of the client's. */
  function limitModify(c: Context<RestEnv>) {
    if (c.var.role !== "anon") return;
    const decision = modifyLimiter.take(client(c));
    if (!decision.allowed) refuse(decision);
  }

  /** The database's 429 at its site-wide ceiling (another server on it filled it) tells the owner too. */
  async function watchCeiling<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 429 &&
        error.body.details?.endsWith("from all clients together")
      )
        alarm.tripped("leads", config.leadCeilingPerMinute);
      throw error;
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
    limitInsert(c, rows.length);
    const headers = preferenceHeaders(prefer);
    if (rows.length === 0) {
      return representation
        ? respond(201, "[]", { "Content-Type": JSON_TYPE, "Content-Range": "*/0", ...headers })
        : respond(201, null, { "Content-Range": "*/0", ...headers });
    }
    const statement = insertSql(c.var.table, columns);
    // What PostgREST gives the database's limits (decision 070) to count by, so they hold across
    // several servers on one database: the address this server decided. Limits off: none.
    const requestHeaders =
      c.var.role === "anon" && limitsOn ? JSON.stringify({ "x-forwarded-for": client(c) }) : undefined;
    if (!representation) {
      // No RETURNING: with it, RLS would also demand a select policy, which anon does not have.
      // Concurrent plain inserts share a transaction (group commit; see db/insert-batcher.ts).
      const inserted = await watchCeiling(
        guarded(c, () => batcher.insert({ role: c.var.role, statement, rows, requestHeaders })),
      );
      return respond(201, null, { "Content-Range": `*/${prefer.count ? inserted : "*"}`, ...headers });
    }
    const rendered = await watchCeiling(
      withDatabase(c, async (tx) => {
        if (requestHeaders !== undefined) {
          await tx.query("select set_config('request.headers', $1, true)", [requestHeaders]);
        }
        return aggregateRow(
          (await tx.query<Rendered>(returningSql(statement, returning), [JSON.stringify(rows)])).rows,
        );
      }),
    );
    return respond(201, renderBody(rendered, shape), {
      "Content-Type": JSON_TYPE,
      "Content-Range": `*/${prefer.count ? rendered.n : "*"}`,
      ...headers,
    });
  }

  /**
   * Leads deleted through the API (an erasure by `npm run leads -- --erase` through this server):
   * their bytes leave the database's files before the answer, so the command's "erased" is true
   * when it prints it (decision 072).
   */
  async function purgeErased(c: Context<RestEnv>, kind: "update" | "delete", deleted: number) {
    if (kind === "delete" && c.var.table === "contact_submissions" && deleted > 0)
      await guarded(c, () => purgeDeletedLeads(db));
  }

  /** PATCH and DELETE: the filtered rows, 204 or their representation. */
  async function modify(c: Context<RestEnv>, kind: "update" | "delete"): Promise<Response> {
    limitModify(c);
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
      const { rowCount } = await withDatabase(c, (tx) => tx.query(sql, params));
      await purgeErased(c, kind, rowCount);
      return respond(204, null, preferenceHeaders(prefer));
    }
    const rendered = await withDatabase(c, async (tx) =>
      aggregateRow((await tx.query<Rendered>(returningSql(sql, returning, "t"), params)).rows),
    );
    await purgeErased(c, kind, rendered.n);
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
