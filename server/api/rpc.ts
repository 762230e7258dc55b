import { Hono } from "hono";
import type { RestEnv } from "./context.ts";
import { ApiError } from "./postgrest.ts";

/** A function under /rest/v1/rpc/; trailing slashes are tolerated, as for tables. */
export const rpcRoute = (name: string) => `/rpc/:name{${name}/*}`;

/*
 * /rest/v1/rpc/<function> that no resource answered: PostgREST's "no such function". The one
 * function offered, analytics_report, is the analytics wing's route (analytics/routes.ts).
 */
export function unknownFunctionRoute(): Hono<RestEnv> {
  return new Hono<RestEnv>().all(rpcRoute("[^/]+"), (c) => {
    const name = (c.req.param("name") ?? "").replace(/\/+$/, "");
    throw new ApiError(404, {
      code: "PGRST202",
      message: `Could not find the function public.${name} without parameters in the schema cache`,
      details: `Searched for the function public.${name} without parameters, but no matches were found in the schema cache.`,
    });
  });
}
