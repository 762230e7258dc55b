-- Supabase only (needs pg_cron); see supabase/extras/README.md and decision 048.
-- Purpose: delete measurement events older than the retention period once a day, like
-- ANALYTICS_RETENTION_DAYS does on the local server (default 395 days: 13 months, so a month can
-- still be compared with the same month a year before). Keep the number below equal to the
-- ANALYTICS_RETENTION_DAYS you run the local server with, if you run one.
-- The function is part of the migrations (public.analytics_delete_expired_events); this file
-- only schedules it. Scheduling again under the same name replaces the job, so rerunning this
-- file after changing the number is safe.

create extension if not exists pg_cron with schema pg_catalog;

select cron.schedule(
  'analytics-delete-expired-events',
  '27 3 * * *',
  'select public.analytics_delete_expired_events(395)'
);
