-- Supabase only (PostgREST request settings); see supabase/extras/README.md.
-- Purpose: limit the contact submissions one client may store per minute, like
-- RATE_LIMIT_PER_MINUTE does on the local server. A row-level trigger counts rows, not requests
-- (one POST may carry many), under a per-client advisory lock (so concurrent requests cannot all
-- pass the count), and answers PostgREST's 429 past the limit. Raising sqlstate 'PGRST' turns
-- into an HTTP answer with the status and body given below.
--
-- The client address: PostgREST passes the request headers as the JSON setting request.headers.
-- The rightmost X-Forwarded-For entry is the one the last proxy (Supabase's gateway) appended;
-- the entries before it are whatever the client sent, so they are ignored. If your gateway sets
-- its own client-address header, put its (lower-case) name in client_header below. An address
-- that does not parse counts in one shared bucket; IPv6 clients are counted per /64.
-- Not limited: the service role, and inserts outside an API request (SQL editor, cron jobs).

create schema if not exists private;

create table if not exists private.contact_insert_log (
  client text not null,
  inserted_at timestamptz not null default now()
);
comment on table private.contact_insert_log is
  'Rows inserted into contact_submissions per client in the last minutes, for private.limit_contact_inserts().';
create index if not exists contact_insert_log_client_inserted_at_idx
  on private.contact_insert_log (client, inserted_at);
create index if not exists contact_insert_log_inserted_at_idx
  on private.contact_insert_log (inserted_at);

create or replace function private.limit_contact_inserts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_rows_per_minute constant int := 10;
  client_header constant text := 'x-forwarded-for';
  request_headers json := nullif(current_setting('request.headers', true), '')::json;
  request_role text := nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role';
  address inet;
  client_key text;
  recent int;
begin
  if request_headers is null or request_role = 'service_role' then
    return new;
  end if;

  begin
    -- The rightmost comma-separated entry, trimmed.
    address := btrim(regexp_replace(coalesce(request_headers ->> client_header, ''), '^.*,', ''))::inet;
  exception when invalid_text_representation then
    address := null;
  end;
  client_key := case
    when address is null then 'unparseable'
    when family(address) = 6 then network(set_masklen(address, 64))::text
    else host(address)
  end;

  -- Held to the end of the transaction: the same client's other inserts wait here, then count this one.
  perform pg_advisory_xact_lock(hashtextextended('private.limit_contact_inserts:' || client_key, 0));

  select count(*) into recent
  from private.contact_insert_log
  where client = client_key and inserted_at > now() - interval '1 minute';

  if recent >= max_rows_per_minute then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PGRST429',
        'message', 'Too many requests',
        'details', 'Rate limit: at most ' || max_rows_per_minute || ' contact submissions per minute per client',
        'hint', 'Try again in a minute'
      )::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
  end if;

  insert into private.contact_insert_log (client) values (client_key);
  -- Forget every client's rows older than the window: an address is personal data, kept no longer
  -- than it counts (a client that never comes back must not stay in the table).
  delete from private.contact_insert_log where inserted_at < now() - interval '1 minute';
  return new;
end;
$$;

comment on function private.limit_contact_inserts() is
  'Per-client limit on rows inserted into contact_submissions through the API (trigger).';

revoke execute on function private.limit_contact_inserts() from public;

drop trigger if exists contact_submissions_rate_limit on public.contact_submissions;
create trigger contact_submissions_rate_limit
  before insert on public.contact_submissions
  for each row
  execute function private.limit_contact_inserts();

-- The previous version of this recipe was a db_pre_request hook; remove it if it is installed.
do $undo$
begin
  if exists (
    select from pg_catalog.pg_db_role_setting s
    join pg_catalog.pg_roles r on r.oid = s.setrole
    where r.rolname = 'authenticator' and 'pgrst.db_pre_request=public.check_request' = any (s.setconfig)
  ) then
    alter role authenticator reset pgrst.db_pre_request;
    notify pgrst, 'reload config';
  end if;
end
$undo$;
drop function if exists public.check_request();
drop table if exists private.insert_attempts;
