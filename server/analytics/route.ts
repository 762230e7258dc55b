import { Hono } from "hono";
import { EVENT_TABLE } from "../../src/lib/analytics-events.ts";
import type { ApiContext, RestEnv } from "../api/context.ts";
import { checkProfile, readBody } from "../api/request.ts";
import { createEventIngest, EVENT_MAX_BODY_BYTES } from "./ingest.ts";

/*
 * POST /rest/v1/analytics_events, mounted ahead of the generic table routes (decision 027):
 * beacon bodies, headers for the visitor hash, and limits that never touch the leads'. Reads of
 * the table stay with the table routes.
 */
export function eventRoutes(api: ApiContext): Hono<RestEnv> {
  const ingest = createEventIngest({ db: api.db, config: api.config, leadsBusy: api.leadsBusy });
  return new Hono<RestEnv>().post(`/:table{${EVENT_TABLE}/*}`, async (c) => {
    checkProfile(c);
    return ingest.insert(c, await readBody(c, EVENT_MAX_BODY_BYTES));
  });
}
