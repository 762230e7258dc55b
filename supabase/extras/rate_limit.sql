-- Supabase only (PostgREST db_pre_request); see supabase/extras/README.md.
-- Purpose: limit anonymous inserts per client IP address, like RATE_LIMIT_PER_MINUTE does on the
-- local server. PostgREST calls public.check_request() before every API request; raising
-- sqlstate 'PGRST' turns into an HTTP answer with the status and body given below.

create schema if not exists private;

create table if not exists private.insert_attempts (
  client_ip inet not null,
  attempted_at timestamptz not null default now()
);
comment on table private.insert_attempts is 'Recent API inserts per client address, for the rate limit in public.check_request().';
create index if not exists insert_attempts_client_ip_attempted_at_idx
  on private.insert_attempts (client_ip, attempted_at);

create or replace function public.check_request()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_inserts_per_minute constant int := 10;
  request_method text := current_setting('request.method', true);
  request_role text := current_setting('request.jwt.claims', true)::json ->> 'role';
  -- Supabase's gateway puts the real client first in X-Forwarded-For.
  requester_ip inet := split_part(
    coalesce(current_setting('request.headers', true)::json ->> 'x-forwarded-for', '0.0.0.0'), ',', 1
  )::inet;
  recent int;
begin
  if request_method is distinct from 'POST' or request_role = 'service_role' then
    return;
  end if;

  select count(*) into recent
  from private.insert_attempts
  where insert_attempts.client_ip = requester_ip
    and attempted_at > now() - interval '1 minute';

  if recent >= max_inserts_per_minute then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PGRST429',
        'message', 'Too many requests',
        'details', 'Rate limit: at most ' || max_inserts_per_minute || ' inserts per minute per client',
        'hint', 'Try again in a minute'
      )::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '60'))::text;
  end if;

  insert into private.insert_attempts (client_ip) values (requester_ip);
  -- Keep the table small: forget attempts older than the window.
  delete from private.insert_attempts where attempted_at < now() - interval '5 minutes';
end;
$$;

comment on function public.check_request() is 'PostgREST db_pre_request hook: per-IP limit on anonymous inserts.';

revoke execute on function public.check_request() from public;
grant execute on function public.check_request() to anon, authenticated, service_role;

alter role authenticator set pgrst.db_pre_request = 'public.check_request';
notify pgrst, 'reload config';
