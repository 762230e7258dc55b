import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "#server/app.ts";
import { defaultConfig, type ServerConfig } from "#server/config.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import type { Database } from "#server/db/types.ts";
import { listen, type RunningServer } from "#server/http/listen.ts";

/*
 * A real server for contract tests: the app of `npm start` on an ephemeral 127.0.0.1 port, over a
 * fresh in-memory PGlite with the migrations applied. Several apps (with different limits) can
 * share one database, which is the slow part to create.
 */

export const CONTACT = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  clinic_name: "Analytical Clinic",
  message: "Please call me back.",
};

export async function freshDatabase(): Promise<Database> {
  const db = await openPglite();
  await migrate(db);
  return db;
}

export interface TestServer {
  url: string;
  config: ServerConfig;
  running: RunningServer;
  close(): Promise<void>;
}

/** Serves an app over `db` (not closed by close()); `overrides` change limits per test. */
export async function serve(db: Database, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const siteDir = mkdtempSync(join(tmpdir(), "chattobook-site-"));
  const config = defaultConfig({ siteDir, rateLimitPerMinute: 0, logLevel: "silent", port: 0, ...overrides });
  const running = await listen(createApp({ db, config }), { port: 0, host: "127.0.0.1" });
  return {
    url: running.url,
    config,
    running,
    async close() {
      await running.close(100);
      rmSync(siteDir, { recursive: true, force: true });
    },
  };
}
