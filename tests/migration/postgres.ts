import { afterEach, it } from "vitest";
import pg from "pg";
import { migrate, readMigrations } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import { openPostgres } from "#server/db/postgres.ts";
import type { Database } from "#server/db/types.ts";

/*
 * The real PostgreSQL 15 the migration tests also run on: TEST_DATABASE_URL, else DATABASE_URL,
 * else the machine's cluster. Each test file makes its own throwaway database and drops it.
 * Unreachable: CI must fail (it starts the cluster), a laptop skips with the reason printed.
 */

export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  "postgres://postgres:postgres@127.0.0.1:5432/postgres";

export async function postgresReachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why the PostgreSQL half is skipped, printed once; in CI the reason becomes a failure instead. */
export function unreachableMessage(reason: string): string {
  const host = new URL(ADMIN_URL).host;
  return (
    `PostgreSQL at ${host} is not reachable (${reason}). ` +
    (process.env.CI
      ? "CI must run these tests: start the cluster (pg_ctlcluster 15 main start)."
      : "SKIPPING the real-PostgreSQL tests. Start it (pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.")
  );
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createThrowawayDatabase(label: string): Promise<ThrowawayDatabase> {
  const name = `chattobook_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * Checks PostgreSQL once for a test file: resolves to true when its tests can run. Unreachable, it
 * prints why they are skipped, and in CI adds a failing test instead.
 */
export async function postgresForTests(): Promise<boolean> {
  const reason = await postgresReachable();
  if (reason === undefined) return true;
  console.warn(unreachableMessage(reason));
  if (process.env.CI) {
    it("PostgreSQL is reachable (required in CI)", () => {
      throw new Error(unreachableMessage(reason));
    });
  }
  return false;
}

/**
 * A fully migrated database on one engine, and how to dispose of it: an in-memory PGlite for
 * "PGlite", otherwise a throwaway database on the real PostgreSQL (named after `label`), with its
 * URL for tests that open connections of their own.
 */
export async function openMigratedDatabase(
  engine: string,
  label: string,
): Promise<{ db: Database; cleanup: () => Promise<void>; url?: string }> {
  if (engine === "PGlite") {
    const db = await openPglite();
    await migrate(db);
    return { db, cleanup: () => db.close() };
  }
  const database = await createThrowawayDatabase(label);
  const db = await openPostgres({ connectionString: database.url });
  await migrate(db);
  return {
    db,
    url: database.url,
    async cleanup() {
      await db.close();
      await database.drop();
    },
  };
}

/**
 * The engines a migration test runs on, each opened empty and closed (and its database dropped)
 * after every test: PGlite always, PostgreSQL 15 when it is reachable. `open(before)` migrates it up
 * to the migration of that version, excluded: the test of a migration starts where it runs. Call it
 * at a test file's top level, where it registers its own afterEach.
 */
export async function emptyDatabases(
  label: string,
): Promise<Array<[name: string, open: (before?: string) => Promise<Database>]>> {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const pglite = async () => {
    const db = await openPglite();
    cleanups.push(() => db.close());
    return db;
  };
  const postgres = async () => {
    const database = await createThrowawayDatabase(label);
    const db = await openPostgres({ connectionString: database.url });
    cleanups.push(async () => {
      await db.close();
      await database.drop();
    });
    return db;
  };
  const upTo = (open: () => Promise<Database>) => async (before?: string) => {
    const db = await open();
    if (before)
      await migrate(
        db,
        readMigrations().filter((migration) => migration.version < before),
      );
    return db;
  };
  return (await postgresReachable()) === undefined
    ? [
        ["PGlite", upTo(pglite)],
        ["PostgreSQL 15", upTo(postgres)],
      ]
    : [["PGlite", upTo(pglite)]];
}
