import { Hono } from "hono";
import { parseReportArgs, queryReport, REPORT_FUNCTION } from "../analytics/stats.ts";
import type { ApiContext, RestEnv } from "./context.ts";
import { ApiError } from "./postgrest.ts";
import { readBody } from "./request.ts";
import { JSON_TYPE, respond } from "./response.ts";

/*
 * /rest/v1/rpc/<function>: the one function offered, analytics_report, to the service key only
 * (`npm run stats --url`, decision 048); any other name is PostgREST's "no such function".
 */
export function rpcRoutes(api: ApiContext): Hono<RestEnv> {
  return new Hono<RestEnv>().all("/:name{[^/]+/*}", async (c) => {
    const name = c.req.param("name").replace(/\/+$/, "");
    if (name === REPORT_FUNCTION && c.var.role === "service_role" && c.req.method === "POST") {
      const args = parseReportArgs(await readBody(c));
      const report = await api.withDatabase(c, (tx) => queryReport(tx, args));
      return respond(200, JSON.stringify(report), { "Content-Type": JSON_TYPE });
    }
    throw new ApiError(404, {
      code: "PGRST202",
      message: `Could not find the function public.${name} without parameters in the schema cache`,
      details: `Searched for the function public.${name} without parameters, but no matches were found in the schema cache.`,
    });
  });
}
