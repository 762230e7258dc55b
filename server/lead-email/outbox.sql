-- Local server only (not a Supabase migration): the outbox behind SMTP_URL (decision 028).
-- A trigger writes one row per enabled channel ('alert' to the team, 'autoreply' to the visitor)
-- for each new lead, in the same transaction as the lead, so a lead is never stored without its
-- e-mails nor mailed without being stored. The row names the lead instead of copying it: the
-- worker reads the lead when it sends, and erasing a lead removes its pending e-mails with it.
-- The worker in server/lead-email/worker.ts delivers and retries them. Idempotent: applied at
-- every start.

create schema if not exists local_private;
revoke all on schema local_private from public;

-- Which channels are on; written at every start from SMTP_URL, LEAD_ALERT_TO and LEAD_AUTOREPLY.
create table if not exists local_private.lead_email_channels (
  kind text primary key check (kind in ('alert', 'autoreply'))
);

create table if not exists local_private.lead_email_outbox (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  lead_id bigint not null references public.contact_submissions (id) on delete cascade,
  kind text not null check (kind in ('alert', 'autoreply')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  last_error text,
  unique (lead_id, kind)
);
comment on table local_private.lead_email_outbox is 'E-mails about new leads, pending until the SMTP server accepts them.';

create index if not exists lead_email_outbox_pending_idx
  on local_private.lead_email_outbox (next_attempt_at)
  where delivered_at is null;

-- Security definer: the visitor's role (anon) cannot see the outbox, but its insert must fill it.
create or replace function local_private.enqueue_lead_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into local_private.lead_email_outbox (lead_id, kind)
  select new.id, kind from local_private.lead_email_channels;
  return null;
end;
$$;

drop trigger if exists contact_submissions_enqueue_lead_email on public.contact_submissions;
create trigger contact_submissions_enqueue_lead_email
  after insert on public.contact_submissions
  for each row
  execute function local_private.enqueue_lead_email();
