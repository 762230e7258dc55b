import type { Database } from "./db/types.ts";

/*
 * LEAD_RETENTION_DAYS: leads older than that many days are deleted at start and once a day after,
 * their webhook notifications with them (the outbox references the lead, on delete cascade), and
 * each run logs how many went. 0 keeps leads until they are erased by hand. On Supabase the same
 * rule is supabase/extras/retention.sql, scheduled with pg_cron.
 */

const DAY_MS = 24 * 60 * 60_000;

/** Deletes the leads stored more than `days` days ago; returns how many. */
export async function deleteExpiredLeads(db: Database, days: number): Promise<number> {
  const { rowCount } = await db.transaction("service_role", (tx) =>
    tx.query("delete from public.contact_submissions where created_at < now() - make_interval(days => $1)", [
      days,
    ]),
  );
  return rowCount;
}

export interface Retention {
  stop(): void;
}

/**
 * Runs deleteExpiredLeads now (awaited, so a start reports it before serving) and then every 24
 * hours. `days` 0 does nothing. A failed daily run is logged and tried again the next day.
 */
export async function startRetention(
  db: Database,
  days: number,
  log: (message: string) => void = console.info,
): Promise<Retention> {
  if (days === 0) return { stop() {} };
  const run = async () => {
    const deleted = await deleteExpiredLeads(db, days);
    log(`Retention: deleted ${deleted} lead${deleted === 1 ? "" : "s"} older than ${days} days.`);
  };
  await run();
  const timer = setInterval(() => {
    run().catch((error: unknown) => log(`Retention: the daily run failed: ${(error as Error).message}`));
  }, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
