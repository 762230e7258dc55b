import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import type { ServerConfig } from "./config.ts";
import type { Database } from "#server/db/types.ts";
import { analyticsRoutes } from "#server/analytics/routes.ts";
import type { RestOptions } from "#server/api/context.ts";
import { healthRoute } from "#server/api/health.ts";
import { createRestApi } from "#server/api/rest.ts";
import { internalErrorResponse } from "#server/api/response.ts";
import { forwardedForProblem } from "#server/api/rate-limit.ts";
import { createStaticSite } from "#server/http/static.ts";

/*
 * The whole local server as one Hono app: the Supabase-compatible REST API, a health check and the
 * built site. A factory, so tests drive it with app.request() over an in-memory database and the
 * entry point (main.ts) is the only place that opens a port.
 */

export interface AppOptions {
  db: Database;
  config: RestOptions["config"] & Pick<ServerConfig, "siteDir" | "logLevel">;
  /** Receives each log line (JSON); defaults to stdout. */
  log?: (line: string) => void;
  /** Receives warnings about the setup, once each; defaults to stderr. */
  warn?: (message: string) => void;
}

/** Longest path written to the log; the rest is cut so one request cannot flood it. */
const MAX_LOGGED_PATH = 200;

export function createApp(options: AppOptions): Hono<{ Bindings: HttpBindings }> {
  const { db, config } = options;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const app = new Hono<{ Bindings: HttpBindings }>();
  const site = createStaticSite(config.siteDir);
  const warn = options.warn ?? ((message: string) => console.warn(`Warning: ${message}`));

  // A proxy setup that makes every visitor share one rate limit shows in the first request it
  // forwards; said once, since every request would say it again.
  const warned = new Set<string>();
  app.use(async (c, next) => {
    const problem = forwardedForProblem(c.req.header("x-forwarded-for") ?? null, config.trustProxy);
    if (problem !== undefined && !warned.has(problem)) {
      warned.add(problem);
      warn(problem);
    }
    await next();
  });

  if (config.logLevel !== "silent") {
    // One line per request. Deliberately absent: query string (filters carry e-mail addresses),
    // bodies, headers, and the client's IP address: none of it is needed to operate the server.
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      log(
        JSON.stringify({
          time: new Date().toISOString(),
          level: "info",
          method: c.req.method,
          path: c.req.path.slice(0, MAX_LOGGED_PATH),
          status: c.res.status,
          ms: Math.round((performance.now() - start) * 10) / 10,
        }),
      );
    });
  }

  app.route("/", healthRoute(db));

  const rest = createRestApi({ db, config }, [analyticsRoutes]);
  app.route("/rest/v1", rest);

  app.all("*", (c) => site.handle(c.req.raw));

  app.onError((error, c) => {
    // Name and stack only: a database error's detail can quote the submitted row.
    console.error(
      JSON.stringify({
        time: new Date().toISOString(),
        level: "error",
        path: c.req.path.slice(0, MAX_LOGGED_PATH),
        error: error.stack ?? error.message,
      }),
    );
    if (c.req.path.startsWith("/rest/v1")) return internalErrorResponse();
    return c.text("Internal Server Error", 500);
  });

  return app;
}
