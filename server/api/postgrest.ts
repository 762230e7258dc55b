import { EVENT_TABLE_COLUMNS } from "#src/core/analytics-events.ts";
import { CONTACT_COLUMNS } from "#src/core/contact-schema.ts";
import { isPgError } from "#server/db/types.ts";

/*
 * The parts of PostgREST's contract the local server reproduces: its error body and status
 * mapping (PostgREST src/PostgREST/Error.hs), and the query-string grammar for the subset of
 * features we serve (select, order, limit, offset, column filters, columns, Prefer). Everything
 * here is pure, so the grammar is unit-tested without a database.
 */

/** Tables exposed under /rest/v1, with their columns: the only identifiers ever put into SQL. */
export const TABLES = {
  contact_submissions: ["id", "created_at", ...CONTACT_COLUMNS],
  analytics_events: EVENT_TABLE_COLUMNS,
} as const satisfies Record<string, readonly string[]>;
export type TableName = keyof typeof TABLES;

/** PostgREST's error body. Keys in this order, as PostgREST serialises them. */
export interface ErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/** An answer that is not a success: status, PostgREST-shaped body and extra headers. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;
  constructor(status: number, body: Partial<ErrorBody> & Pick<ErrorBody, "code" | "message">, headers = {}) {
    // An answer, not a bug: no stack trace. Capturing one was 4% of the server's CPU while a flood
    // of beacons was being refused with 503 (decision 044).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(body.message);
    Error.stackTraceLimit = stackTraceLimit;
    this.status = status;
    this.body = {
      code: body.code,
      details: body.details ?? null,
      hint: body.hint ?? null,
      message: body.message,
    };
    this.headers = headers;
  }
}

export const queryParamError = (message: string, details: string) =>
  new ApiError(400, { code: "PGRST100", message, details });
export const invalidBody = (message: string) => new ApiError(400, { code: "PGRST102", message });
export const columnNotFound = (table: string, column: string) =>
  new ApiError(400, {
    code: "PGRST204",
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
  });
// ── Request bodies ─────────────────────────────────────────────────────────────────────────────

/**
 * Deepest nesting of arrays and objects a body may have. A row is flat (a nested value is stored
 * as its JSON text), so this is generous; without a bound, a 10 KB body of `[[[[…]]]]` overflows
 * the stack of JSON.stringify and of PostgreSQL's JSON parser, which would answer 500.
 */
export const MAX_JSON_DEPTH = 100;

/** How deeply arrays and objects nest in JSON text (0 for a scalar). A scan, not a recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character, so an escaped quote does not end the string.
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

// JSON.parse source text access (V8 11.4+, Node 22); not yet in TypeScript's lib.
const json = JSON as unknown as {
  rawJSON(text: string): object;
  isRawJSON(value: unknown): boolean;
};

/**
 * Parses a request body the way PostgREST hands it to PostgreSQL: numbers keep their source text,
 * so a number sent for a text column is stored as written (`1.0`, `1e400`, and
 * `12345678901234567890`, which a JavaScript number would round). Throws PGRST102 for invalid
 * JSON and for nesting deeper than MAX_JSON_DEPTH.
 */
export function parseJsonBody(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError(400, {
      code: "PGRST102",
      message: "Empty or invalid json",
      details: `The JSON nests deeper than ${MAX_JSON_DEPTH} levels`,
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, item: unknown, context?: { source?: string }) =>
      typeof item === "number" && context?.source !== undefined ? json.rawJSON(context.source) : item,
    );
  } catch {
    throw invalidBody("Empty or invalid json");
  }
  // A bare number is not a row; give it back as a plain value so callers see a scalar.
  return json.isRawJSON(value) ? JSON.parse(text) : value;
}

/** A JSON object (not an array, null, or a number kept as source text). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !json.isRawJSON(value);

/** What PostgreSQL answers for an unknown column in select/order/filters, relayed by PostgREST. */
export const undefinedColumn = (table: string, column: string) =>
  new ApiError(400, { code: "42703", message: `column ${table}.${column} does not exist` });

/**
 * HTTP status for a PostgreSQL error, as PostgREST maps it. `authenticated` is false for the anon
 * role: a permission error then means "log in" (401) rather than "forbidden" (403).
 */
export function pgErrorStatus(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    "57P01": 503,
    P0001: 400,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
    "42501": authenticated ? 403 : 401,
  };
  const known = exact[code];
  if (known !== undefined) return known;
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (code === "22023") return message.startsWith("role") && message.endsWith("does not exist") ? 401 : 400;
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  const prefix = code.slice(0, 2);
  const classStatus = byClass[prefix];
  if (classStatus !== undefined) return classStatus;
  // `raise sqlstate 'PT402'` picks the status itself.
  if (prefix === "PT") return Number(code.slice(2)) || 500;
  return 400;
}

/**
 * Turns an error thrown by the database into PostgREST's answer. Handles `raise sqlstate 'PGRST'`
 * with JSON message/detail (full response control, as Supabase's rate-limit recipe uses); returns
 * undefined for anything that is not a PostgreSQL error, which the caller treats as a bug.
 */
export function fromDatabaseError(error: unknown, authenticated: boolean): ApiError | undefined {
  if (!isPgError(error) && !(error instanceof Error && (error as { code?: unknown }).code === "PGRST")) {
    return undefined;
  }
  const { code, message, detail, hint } = error as Error & { code: string; detail?: string; hint?: string };
  if (code === "PGRST") {
    try {
      const body = JSON.parse(message) as Partial<ErrorBody>;
      const response = JSON.parse(detail ?? "") as { status: number; headers?: Record<string, string> };
      if (typeof body.code !== "string" || typeof body.message !== "string") throw new Error("bad message");
      return new ApiError(response.status, body as ErrorBody, response.headers ?? {});
    } catch {
      return new ApiError(500, {
        code: "PGRST121",
        message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      });
    }
  }
  const status = pgErrorStatus(code, message, authenticated);
  // PostgREST asks the client to authenticate on 401s.
  const headers: Record<string, string> = status === 401 ? { "WWW-Authenticate": "Bearer" } : {};
  return new ApiError(status, { code, message, details: detail ?? null, hint: hint ?? null }, headers);
}

// ── Query string ───────────────────────────────────────────────────────────────────────────────

export interface Filter {
  column: string;
  operator: "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "is";
  value: string;
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: "first" | "last";
}

export interface ReadQuery {
  /** Columns to return, in order; never empty. */
  select: string[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  filters: Filter[];
}

/** Parameters with a meaning of their own; every other parameter is a column filter. */
const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const OPERATORS = new Set<Filter["operator"]>(["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "is"]);

/** Whether `column` is one of `table`'s columns: the check every identifier passes before it reaches SQL. */
export const isKnownColumn = (table: TableName, column: string): boolean =>
  (TABLES[table] as readonly string[]).includes(column);

/** Throws PGRST204 (as PostgREST does for a body or `columns` naming an unknown column). */
export function assertKnownColumns(table: TableName, columns: Iterable<string>): void {
  for (const column of columns) if (!isKnownColumn(table, column)) throw columnNotFound(table, column);
}

/** `select=*` or `select=name,email`; unknown columns fail as PostgreSQL would. */
export function parseSelect(table: TableName, raw: string | null): string[] {
  if (raw === null || raw.trim() === "" || raw.trim() === "*") return [...TABLES[table]];
  const columns: string[] = [];
  for (const item of raw.split(",").map((part) => part.trim())) {
    if (item === "*") columns.push(...TABLES[table]);
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(item)) {
      if (!isKnownColumn(table, item)) throw undefinedColumn(table, item);
      columns.push(item);
    } else {
      // Aliases, casts, embedding and aggregates are PostgREST features this server leaves out.
      throw queryParamError(
        `"failed to parse select parameter (${raw})"`,
        `unsupported select item "${item}"`,
      );
    }
  }
  return [...new Set(columns)];
}

/** `order=created_at.desc,id.asc.nullslast`. */
export function parseOrder(table: TableName, raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === "") return [];
  return raw.split(",").map((term) => {
    const [column = "", ...modifiers] = term.trim().split(".");
    if (!isKnownColumn(table, column)) throw undefinedColumn(table, column);
    const result: OrderTerm = { column, descending: false };
    for (const modifier of modifiers) {
      if (modifier === "asc" || modifier === "desc") result.descending = modifier === "desc";
      else if (modifier === "nullsfirst" || modifier === "nullslast")
        result.nulls = modifier === "nullsfirst" ? "first" : "last";
      else throw queryParamError(`"failed to parse order (${raw})"`, `unexpected "${modifier}"`);
    }
    return result;
  });
}

function parseCount(name: "limit" | "offset", raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) {
    throw queryParamError(
      `"failed to parse ${name} parameter (${raw})"`,
      `${name} must be a non-negative integer`,
    );
  }
  return Number(raw);
}

/** Column filters (`email=eq.x`), from every parameter that is not reserved. */
export function parseFilters(table: TableName, params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [column, raw] of params) {
    if (RESERVED_PARAMS.has(column)) continue;
    const dot = raw.indexOf(".");
    const operator = raw.slice(0, dot) as Filter["operator"];
    if (dot < 0 || !OPERATORS.has(operator)) {
      // Includes `not.`, `in.`, `or=`, `and=`: valid PostgREST this server does not implement.
      throw queryParamError(`"failed to parse filter (${raw})"`, `unsupported filter on "${column}"`);
    }
    if (!isKnownColumn(table, column)) throw undefinedColumn(table, column);
    const value = raw.slice(dot + 1);
    if (
      operator === "is" &&
      !["null", "not_null", "true", "false", "unknown"].includes(value.toLowerCase())
    ) {
      throw queryParamError(
        `"failed to parse filter (${raw})"`,
        "is takes null, not_null, true, false or unknown",
      );
    }
    filters.push({ column, operator, value });
  }
  return filters;
}

export function parseReadQuery(table: TableName, params: URLSearchParams): ReadQuery {
  return {
    select: parseSelect(table, params.get("select")),
    order: parseOrder(table, params.get("order")),
    limit: parseCount("limit", params.get("limit")),
    offset: parseCount("offset", params.get("offset")),
    filters: parseFilters(table, params),
  };
}

/** `columns="name","email"` (what supabase-js sends with array inserts). */
export function parseColumns(table: TableName, raw: string | null): string[] | undefined {
  if (raw === null) return undefined;
  const columns = raw
    .split(",")
    .map((part) => part.trim().replace(/^"(.*)"$/, "$1"))
    .filter((column) => column !== "");
  assertKnownColumns(table, columns);
  return [...new Set(columns)];
}

// ── Request bodies and representations ─────────────────────────────────────────────────────────

/** Rows to insert and the columns they fill, validated the way PostgREST validates them. */
export interface InsertPayload {
  rows: object[];
  columns: string[];
}

/** An insert body (one object or an array of them) plus its `?columns=` parameter. */
export function parseInsertPayload(
  table: TableName,
  text: string,
  columnsParam: string | null,
): InsertPayload {
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
  assertKnownColumns(table, first);
  return { rows, columns: Object.keys(rows[0] ?? {}) };
}

/** An update body: one object whose keys are all columns of `table`. */
export function parseUpdatePayload(table: TableName, text: string): Record<string, unknown> {
  const value = parseJsonBody(text);
  if (!isJsonObject(value)) throw invalidBody("Empty or invalid json");
  assertKnownColumns(table, Object.keys(value));
  return value;
}

export const SINGLE_OBJECT = "application/vnd.pgrst.object+json";

/** Which representation an Accept header asks for: a JSON array or a single object (else PGRST107). */
export function negotiate(accept: string | null): "array" | "single" {
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

/** The one row an aggregateSql statement returns: row count, JSON array, first row's JSON. */
export interface Rendered {
  n: number;
  body: string;
  first: string | null;
}

/** The one row an aggregate query always returns. */
export function aggregateRow(rows: Rendered[]): Rendered {
  const [row] = rows;
  if (!row) throw new Error("An aggregate query returned no row");
  return row;
}

/** The rendered rows as the negotiated body; a single object needs exactly one row. */
export function renderBody(rendered: Rendered, shape: "array" | "single"): string {
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

// ── SQL (identifiers come only from TABLES; values are always parameters) ───────────────────────

const quote = (identifier: string) => `"${identifier}"`;
const columnList = (columns: readonly string[], alias?: string) =>
  columns.map((column) => `${alias ? `${alias}.` : ""}${quote(column)}`).join(", ");

const SQL_OPERATORS: Record<Exclude<Filter["operator"], "is">, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
};
const IS_VALUES: Record<string, string> = {
  null: "is null",
  not_null: "is not null",
  true: "is true",
  false: "is false",
  unknown: "is unknown",
};

/** `where …` for filters, appending their values to `params`; columns qualified by `alias`. */
export function whereClause(filters: Filter[], params: unknown[], alias: string): string {
  if (filters.length === 0) return "";
  const terms = filters.map((filter) => {
    const column = `${alias}.${quote(filter.column)}`;
    if (filter.operator === "is") return `${column} ${IS_VALUES[filter.value.toLowerCase()]}`;
    // PostgREST lets `*` stand for `%` in like patterns, because `%` is awkward in URLs.
    const value = filter.operator.endsWith("like") ? filter.value.replaceAll("*", "%") : filter.value;
    params.push(value);
    return `${column} ${SQL_OPERATORS[filter.operator]} $${params.length}`;
  });
  return ` where ${terms.join(" and ")}`;
}

/**
 * One statement answering a read: the matching rows rendered as JSON by PostgreSQL itself (as
 * PostgREST does, so numbers, timestamps and nulls look exactly alike), plus their count.
 */
export function selectSql(table: TableName, query: ReadQuery, params: unknown[]): string {
  const columns = columnList(query.select, "t");
  const order = query.order.length
    ? ` order by ${query.order
        .map(
          (term) =>
            `t.${quote(term.column)} ${term.descending ? "desc" : "asc"}${term.nulls ? ` nulls ${term.nulls}` : ""}`,
        )
        .join(", ")}`
    : "";
  let sql = `select ${columns} from public.${quote(table)} t${whereClause(query.filters, params, "t")}${order}`;
  if (query.limit !== undefined) sql += ` limit ${query.limit}`;
  if (query.offset !== undefined) sql += ` offset ${query.offset}`;
  return aggregateSql(sql);
}

/** Wraps a row source into `n` (row count), `body` (JSON array) and `first` (first row's JSON). */
export const aggregateSql = (source: string, cte = false): string => {
  const from = cte ? `with pgrst_source as (${source}) select` : "select";
  const relation = cte ? "pgrst_source" : `(${source}) pgrst_source`;
  return `${from} count(*)::int as n, coalesce(json_agg(pgrst_source), '[]')::text as body, (json_agg(pgrst_source) -> 0)::text as first from ${relation}`;
};

/** `select count(*)` for `Prefer: count=exact`. */
export function countSql(table: TableName, filters: Filter[], params: unknown[]): string {
  return `select count(*)::int as n from public.${quote(table)} t${whereClause(filters, params, "t")}`;
}

/**
 * What PostgREST runs for an insert: the rows are one json parameter ($1), spread into rows by
 * PostgreSQL. With no columns at all (`{}`) every column takes its default, which the checks then
 * judge. A fixed statement per column list, so concurrent inserts can share it (db/insert-batcher.ts).
 */
export function insertSql(table: TableName, columns: readonly string[]): string {
  const names = columnList(columns);
  const target = columns.length ? ` (${names})` : "";
  return (
    `insert into public.${quote(table)}${target} select ${names} ` +
    `from json_populate_recordset(null::public.${quote(table)}, $1::text::json) pgrst_body`
  );
}

/** An update of the filtered rows (alias `t`) to the values of `body`, which becomes a parameter. */
export function updateSql(
  table: TableName,
  body: Record<string, unknown>,
  filters: Filter[],
  params: unknown[],
): string {
  params.push(JSON.stringify(body));
  const assignments = Object.keys(body)
    .map((column) => `${quote(column)} = pgrst_body.${quote(column)}`)
    .join(", ");
  return (
    `update public.${quote(table)} t set ${assignments} ` +
    `from (select * from json_populate_record(null::public.${quote(table)}, $${params.length}::text::json)) pgrst_body` +
    whereClause(filters, params, "t")
  );
}

/** A delete of the filtered rows (alias `t`). */
export function deleteSql(table: TableName, filters: Filter[], params: unknown[]): string {
  return `delete from public.${quote(table)} t${whereClause(filters, params, "t")}`;
}

/** A write that also answers with the affected rows' `columns`, rendered as aggregateSql does. */
export const returningSql = (write: string, columns: readonly string[], alias?: string): string =>
  aggregateSql(`${write} returning ${columnList(columns, alias)}`, true);

// ── Prefer header ──────────────────────────────────────────────────────────────────────────────

export interface Preferences {
  return: "minimal" | "representation" | "headers-only";
  count?: "exact" | "planned" | "estimated";
  /** Accepted preferences, echoed in Preference-Applied like PostgREST. */
  applied: string[];
}

/** Reads every Prefer header; unknown or invalid preferences are ignored (PostgREST's lenient default). */
export function parsePrefer(headers: string | null, defaultReturn: Preferences["return"]): Preferences {
  const result: Preferences = { return: defaultReturn, applied: [] };
  for (const item of (headers ?? "").split(",").map((part) => part.trim())) {
    const [key, value] = item.split("=").map((part) => part.trim());
    if (key === "return" && (value === "minimal" || value === "representation" || value === "headers-only")) {
      result.return = value;
      result.applied.push(item);
    } else if (key === "count" && (value === "exact" || value === "planned" || value === "estimated")) {
      result.count = value;
      result.applied.push(item);
    }
  }
  return result;
}
