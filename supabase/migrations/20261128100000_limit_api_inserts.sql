-- Migration: limit what anon may insert through the API, into public.contact_submissions (the
-- leads) and public.analytics_events, in the database itself (decision 070).
--
-- Purpose: on Supabase nothing but the database stands between a script and the tables. One
-- anon request stored 10,000 leads (13 MB) in a second; a few hundred such requests fill a free
-- project, which then turns read-only and stops storing leads. A per-client limit alone is not
-- enough either: one IPv6 /48 is 65,536 /64 "clients". So for every insert made through the API:
--  - a statement of more than `rows_per_request` rows is refused whole (PostgREST's 413);
--  - each client (IPv4 address, IPv6 /64) stores at most `per_client_per_minute` rows a minute;
--  - each IPv6 /48 at most `per_network_per_minute` (more than one client, fewer than 65,536);
--  - everyone together at most `site_per_minute`: a ceiling that no address rotation gets past,
--    so the rows a flood can store are bounded (leads: 30 a minute is 43,200 a day, some 60 MB,
--    and the owner is told: see below).
-- Leads past a limit are refused (PostgREST's 429 with Retry-After: the form shows the visitor
-- the WhatsApp and booking links instead); measurement events past it are dropped without an
-- error, as before (a beacon never retries, and an error would roll back the rows under the
-- limit). The numbers live in limits_private.limits, one row per table: the local server writes
-- its settings there at start, and supabase/extras/rate_limit.sql tunes them on Supabase.
--
-- The client: PostgREST passes the request's headers as `request.headers`. The address is
-- `cf-connecting-ip` when present (Supabase's API is behind Cloudflare, which overwrites that
-- header with the address it saw; a client's own X-Forwarded-For was reported reaching
-- request.headers unchanged on Supabase), otherwise the rightmost X-Forwarded-For entry (the one
-- the nearest proxy appended; the local server of `npm start` sets it to the address it decided).
-- An address that does not parse counts in one shared bucket. Which entry Supabase's gateway puts
-- last has not been verified on a live project: if it were a proxy's address, every client would
-- share one bucket, and the site-wide ceiling, which needs no address at all, still holds.
-- Not limited: the service role, and inserts outside an API request (no `request.headers`: SQL
-- editor, cron jobs, migrations).
--
-- The owner hears of the site-wide ceiling: each refusal at it writes a line to the PostgreSQL
-- log ("raise log", the Postgres logs of the Supabase dashboard), and the minute's count stays in
-- limits_private.quota for 7 days (bucket '<table>:site'); the local server logs and e-mails it.
-- No client address is kept longer than the minute it counts in.
--
-- Replaces supabase/extras/rate_limit.sql's trigger, if it was installed (that file now tunes
-- these limits), and analytics_private.event_quota (the analytics limits' own table until now).
-- Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite of `npm start`.

create schema if not exists limits_private;
revoke all on schema limits_private from public, anon, authenticated;

-- One row per limited table. Tune with `update limits_private.limits set … where target = …`.
create table limits_private.limits (
  target text primary key check (target in ('contact_submissions', 'analytics_events')),
  rows_per_request integer not null check (rows_per_request > 0),
  per_client_per_minute integer not null check (per_client_per_minute > 0),
  per_network_per_minute integer not null check (per_network_per_minute > 0),
  site_per_minute integer not null check (site_per_minute > 0)
);
comment on table limits_private.limits is
  'What anon may insert through the API per request, per client (IPv4, IPv6 /64), per IPv6 /48 and from everyone together, per minute.';
revoke all on table limits_private.limits from public, anon, authenticated;

insert into limits_private.limits
  (target, rows_per_request, per_client_per_minute, per_network_per_minute, site_per_minute)
values
  -- The form sends one row; 10 a minute per client is the local server's default too.
  ('contact_submissions', 5, 10, 20, 30),
  -- A page view sends a handful of events; 300 a minute is some 50 page views a minute.
  ('analytics_events', 60, 60, 120, 300);

-- Rows stored per bucket and minute: '<table>:client:<address>', '<table>:network:<ipv6 /48>',
-- '<table>:site'.
create table limits_private.quota (
  bucket text not null,
  minute timestamptz not null,
  rows integer not null,
  primary key (bucket, minute)
);
comment on table limits_private.quota is
  'Rows stored through the API per bucket and minute; client and network windows are deleted after their minute, site-wide ones after 7 days.';
create index quota_minute_idx on limits_private.quota (minute);
revoke all on table limits_private.quota from public, anon, authenticated;

-- The buckets of the API request in progress, client first, or null when it is not limited.
create or replace function limits_private.request_buckets(target text)
returns text[]
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  claimed_role text := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role';
  address inet;
  client text;
  network text;
begin
  if headers is null
    or claimed_role = 'service_role'
    or current_setting('role', true) = 'service_role' then
    return null;
  end if;
  begin
    address := btrim(coalesce(
      nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
      regexp_replace(coalesce(headers ->> 'x-forwarded-for', ''), '^.*,', '')
    ))::inet;
  exception when invalid_text_representation then
    address := null;
  end;
  if address is null then
    client := 'unparseable';
  elsif family(address) = 6 then
    client := network(set_masklen(address, 64))::text;
    network := network(set_masklen(address, 48))::text;
  else
    client := host(address);
  end if;
  return array[target || ':client:' || client]
    || case when network is null then array[]::text[] else array[target || ':network:' || network] end
    || array[target || ':site'];
end;
$$;

-- Per statement: the rows seen so far, reset by each table's statement trigger below.
create or replace function limits_private.start_statement()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform set_config('limits.' || tg_table_name || '_rows', '0', true);
  return null;
end;
$$;

-- Counts one row of the statement in progress; false once it has more than rows_per_request.
create or replace function limits_private.within_request(target text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  seen int := coalesce(nullif(current_setting('limits.' || target || '_rows', true), ''), '0')::int + 1;
begin
  perform set_config('limits.' || target || '_rows', seen::text, true);
  return seen <= (select l.rows_per_request from limits_private.limits l where l.target = within_request.target);
end;
$$;

-- Spends one row of each of `buckets`' quotas for this minute; answers null when every one had
-- room, else which limit was full ('client', 'network' or 'site'), having spent nothing.
create or replace function limits_private.take(target text, buckets text[])
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  config limits_private.limits;
  window_start timestamptz := date_trunc('minute', now());
  one text;
  scope text;
  allowed integer;
  counted integer;
begin
  select * into config from limits_private.limits l where l.target = take.target;
  begin
    foreach one in array buckets loop
      scope := split_part(one, ':', 2);
      allowed := case scope
        when 'client' then config.per_client_per_minute
        when 'network' then config.per_network_per_minute
        else config.site_per_minute
      end;
      -- The upsert's row lock orders concurrent requests on one bucket; past the limit it
      -- changes nothing and returns no row.
      insert into limits_private.quota as quota (bucket, minute, rows)
      values (one, window_start, 1)
      on conflict (bucket, minute) do update set rows = quota.rows + 1
        where quota.rows < allowed
      returning quota.rows into counted;
      if counted is null then
        -- Undoes this row's increments of the buckets before (the block is a subtransaction).
        raise exception using errcode = 'LIM01', message = scope;
      end if;
      if scope = 'site' and counted = allowed then
        -- Once a minute at most, by the row that fills the ceiling (it is stored, so the line is
        -- written whatever happens to the refused ones after it).
        raise log '%: the site-wide limit of % rows a minute was reached; more are refused until the minute ends',
          target, allowed;
      end if;
      if counted = 1 and scope = 'client' then
        -- A client's first row of a minute: forget every earlier client and network window (no
        -- address is kept longer than it counts) and site-wide minutes older than 7 days.
        delete from limits_private.quota
        where minute < window_start
          and (bucket !~ ':site$' or minute < window_start - interval '7 days');
      end if;
    end loop;
  exception when sqlstate 'LIM01' then
    return sqlerrm;
  end;
  return null;
end;
$$;

-- Seconds until the current minute's windows end (what Retry-After says), at least 1.
create or replace function limits_private.seconds_left()
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(1, ceil(extract(epoch from date_trunc('minute', now()) + interval '1 minute' - now())))::integer;
$$;

-- Leads: past a limit the whole request is refused, in PostgREST's shape, so the form can tell
-- the visitor (and the rows under the limit in the same request are not half-stored).
create or replace function limits_private.limit_contact_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  buckets text[] := limits_private.request_buckets('contact_submissions');
  config limits_private.limits;
  refused text;
begin
  if buckets is null then
    return new;
  end if;
  select * into config from limits_private.limits l where l.target = 'contact_submissions';
  if not limits_private.within_request('contact_submissions') then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PGRST413',
        'message', 'Too many rows in one request',
        'details', 'At most ' || config.rows_per_request || ' contact submissions per request',
        'hint', 'Send fewer rows at once'
      )::text,
      detail = json_build_object('status', 413, 'headers', json_build_object())::text;
  end if;
  refused := limits_private.take('contact_submissions', buckets);
  if refused is null then
    return new;
  end if;
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'PGRST429',
      'message', 'Too many requests',
      'details', case refused
        when 'client' then 'Rate limit: at most ' || config.per_client_per_minute || ' contact submissions per minute per client'
        when 'network' then 'Rate limit: at most ' || config.per_network_per_minute || ' contact submissions per minute per network (IPv6 /48)'
        else 'Rate limit: at most ' || config.site_per_minute || ' contact submissions per minute from all clients together'
      end,
      'hint', 'Try again in a minute'
    )::text,
    detail = json_build_object(
      'status', 429,
      'headers', json_build_object('Retry-After', limits_private.seconds_left()::text)
    )::text;
end;
$$;

revoke all on function limits_private.request_buckets(text) from public;
revoke all on function limits_private.start_statement() from public;
revoke all on function limits_private.within_request(text) from public;
revoke all on function limits_private.take(text, text[]) from public;
revoke all on function limits_private.seconds_left() from public;
revoke all on function limits_private.limit_contact_submission() from public;

-- supabase/extras/rate_limit.sql's earlier trigger, which these limits replace.
drop trigger if exists contact_submissions_rate_limit on public.contact_submissions;
do $extras$
begin
  if to_regnamespace('private') is not null then
    drop function if exists private.limit_contact_inserts();
    drop table if exists private.contact_insert_log;
  end if;
end
$extras$;

create trigger contact_submissions_count_statement
  before insert on public.contact_submissions
  for each statement
  execute function limits_private.start_statement();

-- Row triggers fire in name order: "limit" before "normalize", so a refused row costs nothing more.
create trigger contact_submissions_limit
  before insert on public.contact_submissions
  for each row
  execute function limits_private.limit_contact_submission();

-- What an event's well-formed path is stored as: its page ('/privacy' as '/privacy/'), or
-- '/other' for anything else, so a typed e-mail address or phone number is never stored.
create or replace function analytics_private.stored_path(path text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when regexp_replace(path, '/?$', '/') = any (analytics_private.site_paths()) then regexp_replace(path, '/?$', '/')
    else '/other'
  end;
$$;
revoke all on function analytics_private.stored_path(text) from public;

-- Measurement events: the same limits through the same functions, in the place of the ones
-- analytics_private kept until now. Past a limit a row is dropped without an error.
create or replace function analytics_private.screen_analytics_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  buckets text[] := limits_private.request_buckets('analytics_events');
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  config limits_private.limits;
  refused text;
begin
  if buckets is not null then
    -- Counted before anything else, so a huge statement stops at its first row too many.
    if not limits_private.within_request('analytics_events') then
      select * into config from limits_private.limits l where l.target = 'analytics_events';
      raise sqlstate 'PGRST' using
        message = json_build_object(
          'code', 'PGRST413',
          'message', 'Too many rows in one request',
          'details', 'At most ' || config.rows_per_request || ' analytics events per request',
          'hint', 'Send fewer events at once'
        )::text,
        detail = json_build_object('status', 413, 'headers', json_build_object())::text;
    end if;
    -- Robots are dropped by the stamp trigger too; here they must not use up the client's quota.
    if analytics_private.is_robot(headers ->> 'user-agent') then
      return null;
    end if;
  end if;

  -- Implausible Web Vitals are dropped; values the column checks refuse anyway (negative, NaN,
  -- infinite) are left to them.
  if new.name = 'web_vital' and new.value between 0 and 600000
    and new.value > analytics_private.max_plausible_vital(new.metric) then
    return null;
  end if;

  -- A well-formed path is stored as analytics_private.stored_path says; a malformed one is left
  -- to the column check, which refuses it.
  if new.path ~ '^/[!-~]{0,199}$' and new.path !~ '[?#]' then
    new.path := analytics_private.stored_path(new.path);
  end if;

  if buckets is not null then
    refused := limits_private.take('analytics_events', buckets);
    if refused is not null then
      return null;
    end if;
  end if;
  return new;
end;
$$;

drop trigger if exists analytics_events_count_statement on public.analytics_events;
create trigger analytics_events_count_statement
  before insert on public.analytics_events
  for each statement
  execute function limits_private.start_statement();

drop function if exists analytics_private.start_analytics_statement();
drop function if exists analytics_private.request_client();
drop table if exists analytics_private.event_quota;
