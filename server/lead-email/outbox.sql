-- Local server only (not a Supabase migration): the outbox behind SMTP_URL (decision 028).
-- A trigger writes one row per enabled channel ('alert' to the team, 'autoreply' to the visitor)
-- for each new lead (or puts it in the hour's digest, past the alerts' cap), in the same
-- transaction as the lead, so a lead is never stored without its e-mails nor mailed without being
-- stored. The row names the lead instead of copying it: the
-- worker reads the lead when it sends, and erasing a lead removes its pending e-mails with it.
-- The worker in server/lead-email/worker.ts delivers and retries them. Idempotent: applied at
-- every start. The table's bookkeeping columns and its claim index come first from the shared
-- template (server/outbox/outbox.ts, decision 041), with this outbox's own columns.

-- Which channels are on; written at every start from SMTP_URL, LEAD_ALERT_TO and LEAD_AUTOREPLY,
-- with each channel's hourly cap (LEAD_ALERT_MAX_PER_HOUR, LEAD_AUTOREPLY_MAX_PER_HOUR).
create table if not exists local_private.lead_email_channels (
  kind text primary key check (kind in ('alert', 'autoreply'))
);
alter table local_private.lead_email_channels add column if not exists max_per_hour integer;

-- The auto-replies that count against the limits below: sent, or still to be sent. A suppressed
-- one is the only kind of row that failed before any attempt, and it does not count.
create index if not exists lead_email_outbox_autoreply_idx
  on local_private.lead_email_outbox (created_at)
  where kind = 'autoreply' and (failed_at is null or attempts > 0);
create index if not exists lead_email_outbox_alert_idx
  on local_private.lead_email_outbox (created_at)
  where kind = 'alert';

comment on table local_private.lead_email_outbox is 'E-mails about new leads, pending until the SMTP server accepts them.';
comment on table local_private.team_notices is
  'E-mails to the team that are about no single lead: the hourly digest of leads past the alerts'' cap, and the site-wide ceilings reached; one per kind and hour.';

-- The mailbox an address reaches, for "the same person" (decision 073): lower case, without a
-- +tag, and for Gmail without the dots, which Gmail ignores (ada.l+x@googlemail.com and
-- adal@gmail.com are one mailbox).
create or replace function local_private.mailbox(email text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
    else local || '@' || domain
  end
  from (
    select split_part(split_part(lower(email), '@', 1), '+', 1) as local, split_part(lower(email), '@', 2) as domain
  ) address;
$$;

-- The first lead of each mailbox, so "is this sender new?" is one index lookup, however many
-- leads there are. Deleted with that lead (erasure, retention); a later lead of the same mailbox
-- then counts as first again. Filled from the leads already stored at every start.
create table if not exists local_private.lead_mailboxes (
  mailbox text primary key,
  first_lead_id bigint not null references public.contact_submissions (id) on delete cascade
);
create index if not exists lead_mailboxes_first_lead_id_idx on local_private.lead_mailboxes (first_lead_id);
comment on table local_private.lead_mailboxes is
  'The first stored lead of each mailbox (local_private.mailbox), for first-time senders.';
insert into local_private.lead_mailboxes (mailbox, first_lead_id)
select distinct on (local_private.mailbox(email)) local_private.mailbox(email), id
from public.contact_submissions
order by local_private.mailbox(email), id
on conflict (mailbox) do nothing;

-- Security definer: the visitor's role (anon) cannot see the outbox, but its insert must fill it.
--
-- Alerts to the team are capped per hour across every server on the database (decision 073): at
-- most max_per_hour are sent one by one; a sender with an earlier lead (same mailbox) gets one of
-- its own only while the hour is under half the cap, so first-time senders keep the rest. Every
-- other lead goes into the hour's digest (team_notices, kind 'digest'), sent once when the hour is
-- over. The lead itself is stored either way.
--
-- The auto-reply goes to whatever address the visitor typed, so it is limited here too (decision
-- 049): at most one per mailbox (any case, +tags, Gmail's dots) in 24 hours, and at most
-- max_per_hour in any hour. One over either limit is recorded as suppressed (failed before any
-- attempt, and why in last_error, without the address) and is never sent. The advisory locks make
-- each check and its insert one step across servers and concurrent inserts; they are held until
-- the lead's transaction ends, and always taken in the same order. A channel row without a cap
-- (written by an older server on the same database) gets the default (DEFAULT_ALERT_MAX_PER_HOUR,
-- DEFAULT_AUTOREPLY_MAX_PER_HOUR in server/config.ts).
create or replace function local_private.enqueue_lead_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap integer;
  alerted integer;
  first_time boolean;
  suppressed text;
begin
  insert into local_private.lead_mailboxes (mailbox, first_lead_id)
  values (local_private.mailbox(new.email), new.id)
  on conflict (mailbox) do nothing;
  first_time := found;

  select max_per_hour into cap from local_private.lead_email_channels where kind = 'alert';
  if found then
    cap := coalesce(cap, 30);
    perform pg_advisory_xact_lock(7250135073);
    select count(*) into alerted from local_private.lead_email_outbox
    where kind = 'alert' and created_at > now() - interval '1 hour';
    if alerted < cap and (first_time or alerted * 2 < cap) then
      insert into local_private.lead_email_outbox (lead_id, kind) values (new.id, 'alert');
    else
      insert into local_private.team_notices (kind, period, lead_ids, next_attempt_at)
      values ('digest', date_trunc('hour', now()), array[new.id], date_trunc('hour', now()) + interval '1 hour')
      on conflict (kind, period) do update set lead_ids = local_private.team_notices.lead_ids || excluded.lead_ids;
    end if;
  end if;

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
      and local_private.mailbox(c.email) = local_private.mailbox(new.email)
  ) then
    suppressed := 'suppressed: this mailbox had an auto-reply in the last 24 hours';
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
