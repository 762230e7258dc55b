import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database, Tx } from "./types.ts";

/*
 * Applies supabase/migrations/*.sql, unchanged, in filename order, each in its own transaction, and
 * records them where the Supabase CLI does (supabase_migrations.schema_migrations), so the local
 * database and a Supabase project agree on what has been applied. Running it again is a no-op.
 */

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../supabase/migrations/", import.meta.url));

export interface Migration {
  /** The timestamp prefix, e.g. "20261121043000". */
  version: string;
  /** The rest of the file name, e.g. "create_contact_submissions". */
  name: string;
  sql: string;
}

/** Serialises bootstrap and migrations between processes sharing one PostgreSQL (key is arbitrary). */
const ADVISORY_LOCK = "select pg_advisory_xact_lock(7250135021)";

/*
 * What a Supabase project already has and a bare PostgreSQL or PGlite lacks: the API roles, usage
 * on schema public, and Supabase's default privileges (every new table granted to the API roles,
 * which is why migrations revoke what they do not want). Kept out of supabase/migrations because
 * on Supabase it must not run. Creating a role that already exists is skipped, so this also works
 * for a database user that may not create roles, as long as the roles exist.
 */
const role = (name: string, options: string) => `
  if not exists (select from pg_catalog.pg_roles where rolname = '${name}') then
    begin
      create role ${name} ${options};
    exception when duplicate_object or unique_violation then
      null; -- another process created it in the meantime
    end;
  end if;`;

export const BOOTSTRAP_SQL = `
do $bootstrap$
begin
  ${role("anon", "nologin noinherit")}
  ${role("authenticated", "nologin noinherit")}
  ${role("service_role", "nologin noinherit bypassrls")}
end
$bootstrap$;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
`;

/** Reads the migration files in order; a .sql file not named `<digits>_<name>.sql` is an error. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => {
      const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file) ?? [];
      if (!version || !name) throw new Error(`Migration ${file} must be named <timestamp>_<description>.sql`);
      return { version, name, sql: readFileSync(join(dir, file), "utf8") };
    });
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

/** Creates the Supabase roles if missing, then applies every migration not yet recorded. */
export async function migrate(
  db: Database,
  migrations: Migration[] = readMigrations(),
): Promise<MigrationReport> {
  await db.transaction("owner", async (tx) => {
    await tx.query(ADVISORY_LOCK);
    await tx.exec(BOOTSTRAP_SQL);
  });
  const report: MigrationReport = { applied: [], alreadyApplied: [] };
  for (const migration of migrations) {
    const applied = await db.transaction("owner", (tx) => applyOnce(tx, migration));
    (applied ? report.applied : report.alreadyApplied).push(migration.version);
  }
  return report;
}

async function applyOnce(tx: Tx, migration: Migration): Promise<boolean> {
  await tx.query(ADVISORY_LOCK);
  const done = await tx.query("select 1 from supabase_migrations.schema_migrations where version = $1", [
    migration.version,
  ]);
  if (done.rowCount > 0) return false;
  try {
    await tx.exec(migration.sql);
  } catch (error) {
    // Name the file: a bare "syntax error at or near" is hard to place.
    (error as Error).message =
      `Migration ${migration.version}_${migration.name}.sql failed: ${(error as Error).message}`;
    throw error;
  }
  // `statements` is the CLI's record of what it ran (nothing reads it back): here one script, the
  // file as executed, rather than a second SQL parser to split it (docs/decisions/021).
  await tx.query(
    "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
    [migration.version, migration.name, [migration.sql]],
  );
  return true;
}
