/*
 * The one seam between the HTTP layer and storage. Two adapters implement it: PGlite (embedded,
 * the default) and node-postgres (DATABASE_URL). Both run the same SQL, so grants, RLS and check
 * constraints behave the same on a laptop, in CI and on Supabase.
 */

/**
 * Who a transaction runs as. `anon` and `service_role` are the Supabase roles a request's API key
 * maps to; `owner` is the connecting user itself, used only by bootstrap, migrations and health.
 */
export type Role = "anon" | "service_role" | "owner";

/** The subset of a query result the server needs; both drivers return these fields. */
export interface QueryResult<T> {
  rows: T[];
  /** Rows affected by an INSERT/UPDATE/DELETE, or returned by a SELECT. */
  rowCount: number;
}

/** Statements available inside a transaction. */
export interface Tx {
  /** One parameterised statement (extended protocol: values never become SQL text). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (simple protocol), for migrations. */
  exec(sql: string): Promise<void>;
}

export interface Database {
  /** Which engine, for start-up messages: "PGlite (./data/pglite)" or "PostgreSQL (host:5432/db)". */
  readonly description: string;
  /**
   * Runs `fn` in one transaction as `role` (`set local role`), committing if it resolves and
   * rolling back if it throws, so the database's grants and RLS policies decide every request.
   */
  transaction<T>(role: Role, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Rewrites `tables` (schema-qualified, fixed names) so the bytes of their deleted rows leave
   * the table files: VACUUM FULL. On PGlite the write-ahead log that still holds them is then
   * switched and checkpointed away too (decision 072).
   */
  purge(tables: readonly string[]): Promise<void>;
  /** Waits for running transactions, then closes the database (and releases its lock file). */
  close(): Promise<void>;
}

/** The fields of a PostgreSQL error both drivers expose (pg-protocol's DatabaseError). */
export interface PgError extends Error {
  code: string;
  detail?: string;
  hint?: string;
}

export const isPgError = (error: unknown): error is PgError =>
  error instanceof Error &&
  typeof (error as Partial<PgError>).code === "string" &&
  /^[0-9A-Z]{5}$/.test((error as PgError).code);

/** `set local role` takes an identifier, not a parameter, so only these fixed statements are used. */
export const SET_ROLE: Record<Exclude<Role, "owner">, string> = {
  anon: "set local role anon",
  service_role: "set local role service_role",
};
