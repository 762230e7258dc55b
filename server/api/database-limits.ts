import type { ServerConfig } from "#server/config.ts";
import type { Database } from "#server/db/types.ts";

/*
 * The database limits anon's inserts itself (limits_private.limits, decision 070), so Supabase's
 * PostgREST and every server on one database share them. This server's settings are written there
 * at start, so one setting means one number everywhere. With RATE_LIMIT_PER_MINUTE=0 (limits off,
 * for load tests) the database's numbers are left alone, and this server sends no client address
 * with its lead inserts, which the database then does not limit.
 */

export type DatabaseLimitSettings = Pick<
  ServerConfig,
  | "rateLimitPerMinute"
  | "rateLimitNetworkPerMinute"
  | "leadCeilingPerMinute"
  | "eventCeilingPerMinute"
  | "maxRowsPerInsert"
>;

/** Writes the lead limits and the events' ceiling into limits_private.limits. */
export async function writeDatabaseLimits(db: Database, config: DatabaseLimitSettings): Promise<void> {
  if (config.rateLimitPerMinute === 0) return;
  await db.transaction("owner", async (tx) => {
    await tx.query(
      `update limits_private.limits
       set rows_per_request = $1, per_client_per_minute = $2, per_network_per_minute = $3, site_per_minute = $4
       where target = 'contact_submissions'`,
      [
        config.maxRowsPerInsert,
        config.rateLimitPerMinute,
        config.rateLimitNetworkPerMinute,
        config.leadCeilingPerMinute,
      ],
    );
    await tx.query(
      "update limits_private.limits set site_per_minute = $1 where target = 'analytics_events'",
      [config.eventCeilingPerMinute],
    );
  });
}
