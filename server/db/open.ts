import type { ServerConfig } from "../config.ts";
import { openPglite, type PgliteOptions } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";
import type { Database } from "./types.ts";

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, otherwise PGlite under
 * DATA_DIR (taking its lock file). Migrations are separate (see migrate.ts).
 */
export function openDatabase(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir">,
  purpose = "server",
  pglite: Pick<PgliteOptions, "sharedBuffers"> = {},
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({ connectionString: config.databaseUrl })
    : openPglite({ ...pglite, dataDir: config.dataDir, purpose });
}
