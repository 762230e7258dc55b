-- Supabase only (needs pg_net and Vault); see supabase/extras/README.md.
-- Purpose: POST every new contact submission to the endpoint stored in Vault as
-- 'lead_webhook_url', in the payload shape of Supabase Database Webhooks, signed like the local
-- server signs it, in the Standard Webhooks format (https://www.standardwebhooks.com/) when Vault
-- holds 'lead_webhook_secret' (whsec_ followed by a base64 key):
--   webhook-id:        msg_<random>
--   webhook-timestamp: <unix seconds>
--   webhook-signature: v1,<base64 hmac_sha256(key, id || '.' || timestamp || '.' || body)>

create extension if not exists pg_net with schema extensions;
create extension if not exists pgcrypto with schema extensions;
create schema if not exists private;

-- The Standard Webhooks signature, on its own so it can be checked anywhere pgcrypto is.
create or replace function private.standard_webhook_signature(secret text, id text, sent_at text, body text)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select 'v1,' || encode(
    extensions.hmac(
      convert_to(id || '.' || sent_at || '.' || body, 'UTF8'),
      decode(regexp_replace(secret, '^whsec_', ''), 'base64'),
      'sha256'
    ),
    'base64'
  );
$$;

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
  message_id text := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  sent_at text := extract(epoch from now())::bigint::text;
  request_headers jsonb := jsonb_build_object(
    'Content-Type', 'application/json',
    'webhook-id', message_id,
    'webhook-timestamp', sent_at
  );
begin
  if endpoint is null then
    return null;
  end if;
  if signing_secret is not null then
    request_headers := request_headers || jsonb_build_object(
      'webhook-signature', private.standard_webhook_signature(signing_secret, message_id, sent_at, payload::text)
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
