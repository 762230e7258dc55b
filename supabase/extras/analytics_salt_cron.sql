-- Supabase only (pg_cron); see supabase/extras/README.md and decision 027.
-- Purpose: delete the visitor-hash salt of a day that is over even when no visit comes to
-- replace it, so no salt outlives its day. (The first event of a day also replaces it.)
-- The local server of `npm start` runs the same function at start and hourly.

select cron.schedule(
  'analytics-forget-old-salts',
  '5 * * * *',
  'select public.analytics_forget_old_salts()'
);
