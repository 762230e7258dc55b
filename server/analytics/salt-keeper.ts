import type { Database } from "#server/db/types.ts";

/*
 * Deletes a visitor-hash salt whose day is over even when no visit comes to replace it
 * (decision 027): at start, then every hour. On Supabase, supabase/extras/analytics_salt_cron.sql
 * does the same with pg_cron.
 */

const HOURLY_MS = 60 * 60_000;

/** Starts the hourly job; the returned function stops it. Failures are reported, never thrown. */
export function startSaltKeeper(db: Database, warn: (message: string) => void = console.warn): () => void {
  const run = () =>
    void db
      .transaction("service_role", (tx) => tx.query("select public.analytics_forget_old_salts()"))
      .catch((error: unknown) => warn(`Could not delete old analytics salts: ${(error as Error).message}`));
  run();
  const timer = setInterval(run, HOURLY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
