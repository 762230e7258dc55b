import { purgeDeletedLeads } from "./purge.ts";
import type { Database } from "./types.ts";

/*
 * LEAD_RETENTION_DAYS: leads older than that many days are deleted at start and once a day after,
 * their webhook notifications with them (the outbox references the lead, on delete cascade), the
 * tables are rewritten so their bytes leave the files (decision 072), and each run logs how many
 * went. ANALYTICS_RETENTION_DAYS does the same for measurement events
 * (public.analytics_delete_expired_events, decision 048). 0 keeps them until they are erased by hand.
 * On Supabase the same rules are supabase/extras/retention.sql and analytics_retention.sql,
 * scheduled with pg_cron.
 */

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes the leads stored more than `days` days ago, and their bytes from the database's files
 * (purge.ts); returns how many.
 */
export async function deleteExpiredLeads(db: Database, days: number): Promise<number> {
  const { rowCount } = await db.transaction("service_role", (tx) =>
    tx.query("delete from public.contact_submissions where created_at < now() - make_interval(days => $1)", [
      days,
    ]),
  );
  if (rowCount > 0) await purgeDeletedLeads(db);
  return rowCount;
}

/** Deletes the measurement events stored more than `days` days ago; returns how many. */
export async function deleteExpiredEvents(db: Database, days: number): Promise<number> {
  const { rows } = await db.transaction("service_role", (tx) =>
    tx.query<{ deleted: number }>("select public.analytics_delete_expired_events($1) as deleted", [days]),
  );
  return rows[0]?.deleted ?? 0;
}

export interface Retention {
  stop(): void;
}

/** Days each kind of row is kept; 0 keeps it forever. */
export interface RetentionDays {
  leads: number;
  events: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * Deletes expired leads and events now (awaited, so a start reports it before serving) and then
 * every 24 hours. A kind kept 0 days is left alone. A failed daily run is logged and tried again
 * the next day.
 */
export async function startRetention(
  db: Database,
  days: RetentionDays,
  log: (message: string) => void = console.info,
): Promise<Retention> {
  if (days.leads === 0 && days.events === 0) return { stop() {} };
  const run = async () => {
    if (days.leads > 0) {
      const deleted = await deleteExpiredLeads(db, days.leads);
      log(`Retention: deleted ${plural(deleted, "lead")} older than ${days.leads} days.`);
    }
    if (days.events > 0) {
      const deleted = await deleteExpiredEvents(db, days.events);
      log(`Retention: deleted ${plural(deleted, "measurement event")} older than ${days.events} days.`);
    }
  };
  await run();
  const timer = setInterval(() => {
    run().catch((error: unknown) => log(`Retention: the daily run failed: ${(error as Error).message}`));
  }, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
