-- Local server only (not a Supabase migration): the outbox behind SMTP_URL (decision 028).
-- A trigger writes one row per enabled channel ('alert' to the team, 'autoreply' to the visitor)
-- for each new lead, in the same transaction as the lead, so a lead is never stored without its
-- e-mails nor mailed without being stored. The row names the lead instead of copying it: the
-- worker reads the lead when it sends, and erasing a lead removes its pending e-mails with it.
-- The worker in server/lead-email/worker.ts delivers and retries them. Idempotent: applied at
-- every start. The table's bookkeeping columns and its claim index come first from the shared
-- template (server/outbox/outbox.ts, decision 041), with this outbox's own columns.

-- Which channels are on; written at every start from SMTP_URL, LEAD_ALERT_TO and LEAD_AUTOREPLY.
create table if not exists local_private.lead_email_channels (
  kind text primary key check (kind in ('alert', 'autoreply'))
);

comment on table local_private.lead_email_outbox is 'E-mails about new leads, pending until the SMTP server accepts them.';

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
