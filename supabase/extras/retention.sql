-- Supabase only (needs pg_cron); see supabase/extras/README.md.
-- Purpose: delete contact submissions older than the retention period, like LEAD_RETENTION_DAYS
-- does on the local server, once a day. Keep the number below equal to the LEAD_RETENTION_DAYS
-- the site is built with: the privacy page states it.
--
-- Part 1 (plain SQL, runs anywhere): the function the job calls. It returns how many leads it
-- deleted; pg_cron records that in cron.job_run_details.

create schema if not exists private;

create or replace function private.delete_expired_leads(retention_days integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  if retention_days is null or retention_days < 0 then
    raise exception 'retention_days must be a whole number of days, 0 to keep leads forever (got %)', retention_days;
  end if;
  if retention_days = 0 then
    return 0;
  end if;
  delete from public.contact_submissions
  where created_at < now() - make_interval(days => retention_days);
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

comment on function private.delete_expired_leads(integer) is
  'Deletes contact submissions older than retention_days days (0: none); returns the count. Scheduled daily by pg_cron.';

revoke execute on function private.delete_expired_leads(integer) from public, anon, authenticated;

-- Part 2 (Supabase): schedule it daily at 03:17 UTC. Scheduling again under the same name
-- replaces the job, so rerunning this file after changing the number is safe.
create extension if not exists pg_cron with schema pg_catalog;

select cron.schedule('delete-expired-leads', '17 3 * * *', 'select private.delete_expired_leads(365)');
