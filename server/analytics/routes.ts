import { Hono } from "hono";
import { EVENT_TABLE } from "#src/core/analytics-events.ts";
import type { ApiContext, RestEnv } from "#server/api/context.ts";
import { checkProfile, readBody } from "#server/api/request.ts";
import { JSON_TYPE, respond } from "#server/api/response.ts";
import { rpcRoute } from "#server/api/rpc.ts";
import { createEventIngest, EVENT_MAX_BODY_BYTES } from "./ingest.ts";
import { parseReportArgs, queryReport, REPORT_FUNCTION } from "./stats.ts";

/*
 * The analytics wing's resources under /rest/v1, mounted ahead of the generic table routes:
 *  - POST /analytics_events (decision 027): beacon bodies, headers for the visitor hash, and
 *    limits that never touch the leads'. Reads of the table stay with the table routes.
 *  - POST /rpc/analytics_report, to the service key only: `npm run stats --url` (decision 048).
 *    Anything else falls through to PostgREST's "no such function".
 */
export function analyticsRoutes(api: ApiContext): Hono<RestEnv> {
  const ingest = createEventIngest({ db: api.db, config: api.config, leadsBusy: api.leadsBusy });
  return new Hono<RestEnv>()
    .post(`/:table{${EVENT_TABLE}/*}`, async (c) => {
      checkProfile(c);
      return ingest.insert(c, await readBody(c, EVENT_MAX_BODY_BYTES));
    })
    .post(rpcRoute(REPORT_FUNCTION), async (c, next) => {
      if (c.var.role !== "service_role") return next();
      const args = parseReportArgs(await readBody(c));
      const report = await api.withDatabase(c, (tx) => queryReport(tx, args));
      return respond(200, JSON.stringify(report), { "Content-Type": JSON_TYPE });
    });
}
