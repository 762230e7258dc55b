import { Hono } from "hono";
import { basePath } from "hono/route";
import { createApiContext, type ApiContext, type RestEnv, type RestOptions } from "./context.ts";
import {
  apiHeaders,
  gatewayErrorResponse,
  GatewayError,
  keyCheck,
  originCheck,
  preflight,
} from "./gateway.ts";
import { ApiError } from "./postgrest.ts";
import { errorResponse } from "./response.ts";
import { unknownFunctionRoute } from "./rpc.ts";
import { tableRoutes } from "./tables.ts";

/*
 * /rest/v1/<table>, answering as Supabase does (its API gateway's key check, then PostgREST), so
 * @supabase/supabase-js cannot tell this server from a hosted project. Permissions are not
 * decided here: every statement runs as the key's role and the database's grants and RLS answer.
 * The query grammar, the payload rules and all SQL live in postgrest.ts; the gateway's middleware
 * in gateway.ts; each resource in a route module; this file is the route table.
 *
 * Local additions, in PostgREST's error shape (PostgREST itself never sends these codes):
 *   PGRST403  403  an anon write from a browser page on another origin than the site's
 *   PGRST413  413  body over 64 KiB, or more rows than MAX_ROWS_PER_INSERT in one anon request
 *   PGRST429  429  rate limit on rows written with the anon key (per client, per IPv6 /48, and
 *                  the site-wide ceiling, as the database has them), or on anon reads (Retry-After)
 *   PGRST503  503  more than MAX_PENDING_WRITES requests waiting in the form's queue, or in the
 *                  one for all other work, or more than ANON_READS_IN_FLIGHT anon reads (Retry-After)
 * And one refusal PostgREST does not make: an anon write without Content-Type (PostgREST assumes
 * JSON) gets 415, so a browser can only send it after a CORS preflight (navigator.sendBeacon and
 * plain forms cannot).
 * Not implemented (clear PostgREST-shaped 4xx instead): embedding, aliases, casts, `or`/`not`/`in`
 * filters, CSV, PUT upserts, RPC (except analytics_report for the service key).
 */

/** A wing's routes under /rest/v1, built over the API's shared context. */
export type RestRoutes = (api: ApiContext) => Hono<RestEnv>;

/**
 * The API with the gateway in front; `resources` (the analytics wing's) are mounted ahead of the
 * generic table routes, so this file needs to know none of them.
 */
export function createRestApi(options: RestOptions, resources: readonly RestRoutes[] = []): Hono<RestEnv> {
  const api = createApiContext(options);
  const app = new Hono<RestEnv>()
    .use(apiHeaders)
    .options("*", preflight)
    .use(keyCheck(options.config))
    .use(originCheck(options.config));
  for (const routes of resources) app.route("/", routes(api));
  app
    .route("/", unknownFunctionRoute())
    .route("/", tableRoutes(api))
    .all("*", (c) => {
      const rest = c.req.path.slice(basePath(c).length).replace(/\/+$/, "");
      if (rest === "")
        throw new ApiError(404, { code: "PGRST126", message: "Root endpoint metadata is disabled" });
      throw new ApiError(404, { code: "PGRST125", message: "Invalid path specified in request URL" });
    });

  // Refusals become answers here; anything else is a bug, left to the host app's handler (its log
  // line, then internalErrorResponse).
  app.onError((error) => {
    if (error instanceof GatewayError) return gatewayErrorResponse(error);
    if (error instanceof ApiError) return errorResponse(error);
    throw error;
  });
  return app;
}
