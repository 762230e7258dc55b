-- Local server only (not a Supabase migration): the outbox behind LEAD_WEBHOOK_URL.
-- A trigger writes one notification per new lead in the same transaction as the lead, so a lead
-- is never stored without its notification, nor notified without being stored. The worker in
-- server/lead-webhook/worker.ts delivers and retries them. On Supabase, supabase/extras/lead_webhook.sql
-- does the same job with pg_net. Idempotent: applied at every start.

create schema if not exists local_private;
revoke all on schema local_private from public;

create table if not exists local_private.lead_outbox (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  payload jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  last_error text
);
comment on table local_private.lead_outbox is 'Webhook notifications of new leads, pending until the endpoint answers 2xx.';

create index if not exists lead_outbox_pending_idx
  on local_private.lead_outbox (next_attempt_at)
  where delivered_at is null;

-- Security definer: the visitor's role (anon) cannot see the outbox, but its insert must fill it.
create or replace function local_private.enqueue_lead_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into local_private.lead_outbox (payload)
  values (jsonb_build_object(
    'type', 'INSERT',
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', to_jsonb(new),
    'old_record', null
  ));
  return null;
end;
$$;

drop trigger if exists contact_submissions_enqueue_lead_notification on public.contact_submissions;
create trigger contact_submissions_enqueue_lead_notification
  after insert on public.contact_submissions
  for each row
  execute function local_private.enqueue_lead_notification();
