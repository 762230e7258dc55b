-- Local server only (not a Supabase migration): the outbox behind LEAD_WEBHOOK_URL.
-- A trigger writes one notification per new lead in the same transaction as the lead, so a lead
-- is never stored without its notification, nor notified without being stored. The worker in
-- server/lead-webhook/worker.ts delivers and retries them. On Supabase, supabase/extras/lead_webhook.sql
-- does the same job with pg_net. Idempotent: applied at every start, also over the tables an
-- older version created.
--
-- Several servers may share one PostgreSQL (DATABASE_URL). Each one with LEAD_WEBHOOK_URL is a
-- sender: it records itself in lead_webhook_senders about once a minute and claims due rows with
-- `for update skip locked`, so each notification goes out once. The trigger enqueues while any
-- sender was seen in the last three minutes, whichever server took the lead; a server without
-- the URL changes nothing, and three minutes after the last sender stops nothing is enqueued.
--
-- Personal data stays no longer than the lead: the payload is cleared once delivered, and a
-- row is deleted with its lead (foreign key, on delete cascade), by erasure or retention.
--
-- The table's bookkeeping columns and its claim index come first from the shared template
-- (server/outbox/outbox.ts, decision 041); this file adds what is the webhook's own.

comment on table local_private.lead_outbox is 'Webhook notifications of new leads, pending until the endpoint answers 2xx.';

-- Older versions kept the payload after delivery and had no link to the lead.
alter table local_private.lead_outbox alter column payload drop not null;
alter table local_private.lead_outbox add column if not exists lead_id bigint;
alter table local_private.lead_outbox add column if not exists webhook_id text;
update local_private.lead_outbox set lead_id = (payload -> 'record' ->> 'id')::bigint
  where lead_id is null and payload is not null;
update local_private.lead_outbox set payload = null where delivered_at is not null and payload is not null;
update local_private.lead_outbox set webhook_id = 'msg_' || replace(gen_random_uuid()::text, '-', '')
  where webhook_id is null;
-- Copies of leads deleted before the foreign key existed.
delete from local_private.lead_outbox o
  where lead_id is null
     or not exists (select from public.contact_submissions c where c.id = o.lead_id);
alter table local_private.lead_outbox alter column lead_id set not null;
alter table local_private.lead_outbox alter column webhook_id set not null;
alter table local_private.lead_outbox
  alter column webhook_id set default ('msg_' || replace(gen_random_uuid()::text, '-', ''));
comment on column local_private.lead_outbox.webhook_id is
  'The webhook-id header: the same on every retry, unique across databases, so receivers can drop repeats.';

do $fk$
begin
  if not exists (
    select from pg_catalog.pg_constraint
    where conrelid = 'local_private.lead_outbox'::regclass and conname = 'lead_outbox_lead_id_fkey'
  ) then
    alter table local_private.lead_outbox
      add constraint lead_outbox_lead_id_fkey
      foreign key (lead_id) references public.contact_submissions (id) on delete cascade;
  end if;
end
$fk$;

create index if not exists lead_outbox_lead_id_idx on local_private.lead_outbox (lead_id);

create table if not exists local_private.lead_webhook_senders (
  id uuid primary key,
  seen_at timestamptz not null default now()
);
comment on table local_private.lead_webhook_senders is
  'Servers that deliver the outbox (LEAD_WEBHOOK_URL set), with when each was last seen.';

-- Security definer: the visitor's role (anon) cannot see the outbox, but its insert must fill it.
create or replace function local_private.enqueue_lead_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select from local_private.lead_webhook_senders
    where seen_at > now() - interval '3 minutes'
  ) then
    return null;
  end if;
  insert into local_private.lead_outbox (lead_id, payload)
  values (new.id, jsonb_build_object(
    'type', 'INSERT',
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', to_jsonb(new),
    'old_record', null
  ));
  return null;
end;
$$;

-- Recreated enabled: older versions switched it off while their own server had no webhook.
drop trigger if exists contact_submissions_enqueue_lead_notification on public.contact_submissions;
create trigger contact_submissions_enqueue_lead_notification
  after insert on public.contact_submissions
  for each row
  execute function local_private.enqueue_lead_notification();
