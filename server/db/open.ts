import type { ServerConfig } from "#server/config.ts";
import type { PgliteOptions } from "./pglite.ts";
import type { Database } from "./types.ts";

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, otherwise PGlite under
 * DATA_DIR (taking its lock file). Migrations are separate (see migrate.ts). Each driver is loaded
 * only when used: a command on PGlite need not hold the PostgreSQL driver (some 12 MB), which
 * counts for `npm run stats` (bench/stats-memory.ts).
 */
export async function openDatabase(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir">,
  purpose = "server",
  pglite: Pick<PgliteOptions, "sharedBuffers"> = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import("./postgres.ts");
    return openPostgres({ connectionString: config.databaseUrl });
  }
  const { openPglite } = await import("./pglite.ts");
  return openPglite({ ...pglite, dataDir: config.dataDir, purpose });
}
