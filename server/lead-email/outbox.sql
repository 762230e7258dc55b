-- Local server only (not a Supabase migration): the outbox behind SMTP_URL (decision 028).
-- A trigger writes one row per enabled channel ('alert' to the team, 'autoreply' to the visitor)
-- for each new lead, in the same transaction as the lead, so a lead is never stored without its
-- e-mails nor mailed without being stored. The row names the lead instead of copying it: the
-- worker reads the lead when it sends, and erasing a lead removes its pending e-mails with it.
-- The worker in server/lead-email/worker.ts delivers and retries them. Idempotent: applied at
-- every start. The table's bookkeeping columns and its claim index come first from the shared
-- template (server/outbox/outbox.ts, decision 041), with this outbox's own columns.

-- Which channels are on; written at every start from SMTP_URL, LEAD_ALERT_TO and LEAD_AUTOREPLY,
-- with the auto-replies' hourly cap (LEAD_AUTOREPLY_MAX_PER_HOUR).
create table if not exists local_private.lead_email_channels (
  kind text primary key check (kind in ('alert', 'autoreply'))
);
alter table local_private.lead_email_channels add column if not exists max_per_hour integer;

-- The auto-replies that count against the limits below: sent, or still to be sent. A suppressed
-- one is the only kind of row that failed before any attempt, and it does not count.
create index if not exists lead_email_outbox_autoreply_idx
  on local_private.lead_email_outbox (created_at)
  where kind = 'autoreply' and (failed_at is null or attempts > 0);

comment on table local_private.lead_email_outbox is 'E-mails about new leads, pending until the SMTP server accepts them.';

-- Security definer: the visitor's role (anon) cannot see the outbox, but its insert must fill it.
--
-- The auto-reply goes to whatever address the visitor typed, so it is limited here, where every
-- server on one database sees every lead (decision 049): at most one per address (compared
-- case-insensitively) in 24 hours, and at most max_per_hour in any hour. One over either limit is
-- recorded as suppressed (failed before any attempt, and why in last_error, without the address)
-- and is never sent. The advisory lock makes the check and the insert one step across servers and
-- concurrent inserts; it is held until the lead's transaction ends. Alerts are not limited. A
-- channel row without a cap (written by an older server on the same database) gets the default,
-- DEFAULT_AUTOREPLY_MAX_PER_HOUR in server/config.ts.
create or replace function local_private.enqueue_lead_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap integer;
  suppressed text;
begin
  insert into local_private.lead_email_outbox (lead_id, kind)
  select new.id, kind from local_private.lead_email_channels where kind = 'alert';

  select max_per_hour into cap from local_private.lead_email_channels where kind = 'autoreply';
  if not found then
    return null;
  end if;
  perform pg_advisory_xact_lock(7250135049);
  if exists (
    select from local_private.lead_email_outbox o
    join public.contact_submissions c on c.id = o.lead_id
    where o.kind = 'autoreply' and (o.failed_at is null or o.attempts > 0)
      and o.created_at > now() - interval '24 hours'
      and lower(c.email) = lower(new.email)
  ) then
    suppressed := 'suppressed: this address had an auto-reply in the last 24 hours';
  elsif (
    select count(*) from local_private.lead_email_outbox
    where kind = 'autoreply' and (failed_at is null or attempts > 0)
      and created_at > now() - interval '1 hour'
  ) >= coalesce(cap, 20) then
    suppressed := 'suppressed: the hourly cap on auto-replies (LEAD_AUTOREPLY_MAX_PER_HOUR) was reached';
  end if;
  insert into local_private.lead_email_outbox (lead_id, kind, failed_at, next_attempt_at, last_error)
  values (
    new.id,
    'autoreply',
    case when suppressed is not null then now() end,
    case when suppressed is not null then 'infinity'::timestamptz else now() end,
    suppressed
  );
  return null;
end;
$$;

drop trigger if exists contact_submissions_enqueue_lead_email on public.contact_submissions;
create trigger contact_submissions_enqueue_lead_email
  after insert on public.contact_submissions
  for each row
  execute function local_private.enqueue_lead_email();
