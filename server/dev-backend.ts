import { getRequestListener } from "@hono/node-server";
import type { AstroIntegration } from "astro";
import { relative, resolve } from "node:path";
import { loadEnv, type Connect } from "vite";
import { createApp } from "./app.ts";
import { readSettings } from "#src/core/settings/env.ts";
import { DEV_SETTINGS, loadServerConfig, type ServerConfig } from "./config.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import type { Database } from "#server/db/types.ts";

/*
 * `npm run dev` with a working form: the REST API of `npm start` mounted on Astro's dev server, so
 * the page posts to its own origin, as it does in production with the local server. The database
 * is a PGlite of its own (DEV_DATA_DIR, default data/dev), so `npm start` and `npm run dev` can run
 * side by side, and test leads typed while developing never land in the served database.
 */

/** The paths the dev server hands to the REST app; everything else stays Astro's and Vite's. */
export const isApiPath = (url: string | undefined): boolean => {
  const path = (url ?? "").split("?")[0] ?? "";
  return path === "/healthz" || path === "/rest/v1" || path.startsWith("/rest/v1/");
};

export interface DevBackendOptions {
  /** The page's PUBLIC_SUPABASE_URL: when set, the form posts there and nothing is mounted. */
  supabaseUrl: string | undefined;
  /** The page's anon key, so the API accepts exactly what the page sends. */
  anonKey: string;
}

interface Backend {
  db: Database;
  handle: ReturnType<typeof getRequestListener>;
}

/*
 * One database per process. Astro restarts the dev server in place when its config changes: the
 * new server is set up before the old one closes, so both must share the open database (a second
 * open would find its own lock). Closed when Astro stops the dev server for good.
 */
let backend: Promise<Backend> | undefined;

/**
 * The server's settings as `npm start` reads them (rate limit, service key), but always this
 * PGlite (DATABASE_URL may well be the production database) and the page's own anon key. With
 * `astro dev --host` the API is reachable from the network, so the published local-dev keys are
 * refused exactly as `npm start` refuses them on a non-loopback HOST.
 */
export function devServerConfig(
  env: Record<string, string | undefined>,
  host: string | boolean | undefined,
  dataDir: string,
  anonKey: string,
): ServerConfig {
  const listen = host === true ? "0.0.0.0" : typeof host === "string" && host !== "" ? host : "127.0.0.1";
  const config = loadServerConfig({ ...env, HOST: listen, DATABASE_URL: "", SUPABASE_ANON_KEY: anonKey });
  return { ...config, dataDir, logLevel: "silent" };
}

async function openBackend(config: ServerConfig): Promise<Backend> {
  const { dataDir } = config;
  const db = await openPglite({ dataDir, purpose: "npm run dev" });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = createApp({ db, config });
  // Hono's lightweight Request/Response would replace the globals Vite and Astro use as well.
  return { db, handle: getRequestListener(app.fetch, { overrideGlobalObjects: false }) };
}

export function devBackend(options: DevBackendOptions): AstroIntegration {
  return {
    name: "chattobook:dev-backend",
    hooks: {
      "astro:server:setup": async ({ server, logger }) => {
        if (options.supabaseUrl) {
          logger.info(`The form posts to ${options.supabaseUrl}; the local API is not mounted.`);
          return;
        }
        // The process environment over .env files, as for the pages (Vite's rules, every variable).
        const env = loadEnv(server.config.mode, server.config.envDir || server.config.root, "");
        const { devDataDir } = readSettings(DEV_SETTINGS, env, "dev configuration");
        const dataDir = resolve(server.config.root, devDataDir);
        const first = backend === undefined;
        // Opened before the server listens (a second or two; longer on the first start, which
        // creates the database): no request waits for it, and a failure (the directory held by
        // another process) stops `astro dev` with its message instead of leaving a dead form.
        backend ??= openBackend(devServerConfig(env, server.config.server.host, dataDir, options.anonKey));
        const { handle } = await backend.catch((error: unknown) => {
          backend = undefined;
          throw error;
        });
        const api: Connect.NextHandleFunction = (req, res, next) => {
          if (!isApiPath(req.url)) return next();
          handle(req, res).catch(next);
        };
        server.middlewares.use(api);
        if (first) {
          logger.info(
            `REST API on this server (/rest/v1), PGlite in ${relative(process.cwd(), dataDir)}. ` +
              "Leads: npm run leads -- --url <this server's address>",
          );
        }
      },
      "astro:server:done": async () => {
        const closing = backend;
        backend = undefined;
        // A database that failed to open has nothing to close.
        await (await closing?.catch(() => undefined))?.db.close();
      },
    },
  };
}
