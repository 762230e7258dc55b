import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { API_SECURITY_HEADERS } from "../src/integrations/security-headers.ts";
import type { ServerConfig } from "./config.ts";
import type { Database } from "./db/types.ts";
import { createRestApi, internalErrorResponse, type RestOptions } from "./api/rest.ts";
import { forwardedForProblem } from "./api/rate-limit.ts";
import { createStaticSite } from "./http/static.ts";
import { createWorkGate } from "./api/work-gate.ts";

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

/** Health checks allowed in flight at once; a monitor needs one. */
export const MAX_HEALTH_CHECKS = 4;

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

  // Health checks take one database round trip each, so they are bounded like the API's work: a
  // flood of them answers 503 at once instead of queueing in front of the form's inserts.
  const healthGate = createWorkGate(MAX_HEALTH_CHECKS);
  app.on(["GET", "HEAD"], "/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.header(name, value);
    if (!healthGate.tryEnter()) {
      c.header("Retry-After", "1");
      return c.json({ status: "busy", message: "too many health checks at once" }, 503);
    }
    try {
      await db.transaction("anon", (tx) => tx.query("select 1"));
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "error", message: "database unavailable" }, 503);
    } finally {
      healthGate.leave();
    }
  });

  const rest = createRestApi({ db, config });
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
