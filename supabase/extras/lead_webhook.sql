-- Supabase only (needs pg_net and Vault); see supabase/extras/README.md.
-- Purpose: POST every new contact submission to the endpoint stored in Vault as
-- 'lead_webhook_url', in the payload shape of Supabase Database Webhooks, optionally signed with
-- HMAC-SHA256 (secret 'lead_webhook_secret') exactly like the local server signs it:
--   X-Webhook-Timestamp: <unix seconds>
--   X-Webhook-Signature: sha256=<hex hmac_sha256(secret, timestamp || '.' || body)>

create extension if not exists pg_net with schema extensions;
create extension if not exists pgcrypto with schema extensions;
create schema if not exists private;

create or replace function private.notify_lead_webhook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  endpoint text := (select decrypted_secret from vault.decrypted_secrets where name = 'lead_webhook_url');
  signing_secret text := (select decrypted_secret from vault.decrypted_secrets where name = 'lead_webhook_secret');
  payload jsonb := jsonb_build_object(
    'type', 'INSERT',
    'table', tg_table_name,
    'schema', tg_table_schema,
    'record', to_jsonb(new),
    'old_record', null
  );
  sent_at text := extract(epoch from now())::bigint::text;
  request_headers jsonb := jsonb_build_object('Content-Type', 'application/json');
begin
  if endpoint is null then
    return null;
  end if;
  if signing_secret is not null then
    request_headers := request_headers || jsonb_build_object(
      'X-Webhook-Timestamp', sent_at,
      'X-Webhook-Signature',
      'sha256=' || encode(extensions.hmac(sent_at || '.' || payload::text, signing_secret, 'sha256'), 'hex')
    );
  end if;
  perform net.http_post(
    url := endpoint,
    body := payload,
    headers := request_headers,
    timeout_milliseconds := 5000
  );
  return null;
end;
$$;

comment on function private.notify_lead_webhook() is
  'Sends each new contact submission to the lead webhook stored in Vault (pg_net, after commit).';

drop trigger if exists contact_submissions_lead_webhook on public.contact_submissions;
create trigger contact_submissions_lead_webhook
  after insert on public.contact_submissions
  for each row
  execute function private.notify_lead_webhook();
