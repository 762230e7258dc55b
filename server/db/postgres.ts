import pg from "pg";
import { SET_ROLE, type Database, type Role, type Tx } from "./types.ts";

/*
 * A real PostgreSQL via node-postgres, chosen with DATABASE_URL: the same migrations and the same
 * role switch per transaction as PGlite, but with a pool of connections working in parallel.
 */

export interface PostgresOptions {
  connectionString: string;
  /** Connections in the pool. */
  max?: number;
}

/** The URL without its password, for messages. */
export const describeUrl = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
};

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // Supabase runs in UTC, and PostgREST's JSON timestamps show the session's zone.
    options: "-c TimeZone=UTC",
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error(`PostgreSQL connection error: ${error.message}`));
  // Fail at start, with the reason, rather than on the first request.
  const probe = await pool.connect().catch(async (error: Error) => {
    await pool.end();
    throw new Error(
      `Cannot connect to DATABASE_URL (${describeUrl(options.connectionString)}): ${error.message}`,
    );
  });
  probe.release();

  let closing: Promise<void> | undefined;
  return {
    description: `PostgreSQL (${describeUrl(options.connectionString)})`,
    async transaction<T>(role: Role, fn: (tx: Tx) => Promise<T>): Promise<T> {
      if (closing) throw new Error("The database is closing");
      const client = await pool.connect();
      const tx: Tx = {
        async query<R>(sql: string, params: unknown[] = []) {
          const result = await client.query(sql, params);
          return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
        },
        async exec(sql: string) {
          await client.query(sql);
        },
      };
      try {
        await client.query("begin");
        if (role !== "owner") await client.query(SET_ROLE[role]);
        const result = await fn(tx);
        await client.query("commit");
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: destroy it instead of reusing it.
        await client.query("rollback").then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    async purge(tables) {
      if (closing) throw new Error("The database is closing");
      // Outside a transaction (VACUUM cannot run in one), as the connecting user, who owns the
      // tables it migrated. The WAL, its archive and backups are the server's (docs/operations.md).
      const client = await pool.connect();
      try {
        for (const table of tables) await client.query(`vacuum full ${table}`);
      } finally {
        client.release();
      }
    },
    close() {
      // pool.end() waits for checked-out clients to be released, i.e. for running transactions.
      closing ??= pool.end();
      return closing;
    },
  };
}
