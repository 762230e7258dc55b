-- Migration: create public.analytics_events, the page's own cookieless measurement (decision 027).
--
-- Purpose: count page views, clicks on the calls to action, stored leads and real visitors' Core
-- Web Vitals, and count unique visitors without cookies or storage, as Plausible does: a hash of
-- a daily random salt, the site, the IP address and the user agent. The salt lives one UTC day
-- and is deleted when the next day's is made, so a hash never links two days and nobody, not
-- even the provider, can recover an address from it afterwards. The IP address and the user
-- agent are never stored.
--
-- Where the address comes from: PostgREST puts the request's headers into the transaction
-- setting `request.headers` (a JSON object with lower-case names); the local server of
-- `npm start` does the same for this table. The address is the first of `cf-connecting-ip`
-- (Cloudflare, in front of Supabase, overwrites it), `x-real-ip`, and the LAST entry of
-- `x-forwarded-for` (the one the nearest proxy appended; earlier entries are the client's word).
--
-- Access: anon may insert the event columns and nothing else, under RLS; it can never read the
-- table (no select policy: a read answers zero rows, as for leads). Only service_role reads it.
-- Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite of `npm start`.

create schema if not exists analytics_private;
revoke all on schema analytics_private from public, anon, authenticated;

-- One row at most: today's salt (UTC). Not reachable through the API (the schema is not exposed).
create table analytics_private.daily_salt (
  day date primary key,
  salt bytea not null check (octet_length(salt) >= 16)
);
comment on table analytics_private.daily_salt is
  'The random salt of the current UTC day for visitor hashes; older days are deleted when a new one is made.';
revoke all on table analytics_private.daily_salt from public, anon, authenticated;

create table public.analytics_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null
    constraint analytics_events_name_check
    check (name in ('pageview', 'cta_click', 'lead', 'web_vital')),
  -- location.pathname only: no query string or fragment (they can carry personal data).
  path text not null
    constraint analytics_events_path_check
    check (path ~ '^/[!-~]{0,199}$' and path !~ '[?#]'),
  locale text not null
    constraint analytics_events_locale_check
    check (locale in ('en', 'es', 'pt-br')),
  -- The referring site's host name (and port), never its path.
  referrer_host text
    constraint analytics_events_referrer_host_check
    check (referrer_host ~ '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?(:[0-9]{1,5})?$'),
  -- Which call to action: set for cta_click and only for it.
  target text
    constraint analytics_events_target_check
    check ((name = 'cta_click') = (target is not null) and target in ('book_demo', 'get_started', 'whatsapp')),
  -- Which Web Vital, and its value (milliseconds; CLS is unitless): set for web_vital and only for it.
  metric text
    constraint analytics_events_metric_check
    check ((name = 'web_vital') = (metric is not null) and metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value double precision
    constraint analytics_events_value_check
    check ((name = 'web_vital') = (value is not null) and value >= 0 and value <= 600000),
  -- sha256(daily salt, site, IP, user agent), first 16 bytes in hex; set by the trigger only.
  visitor_hash text not null default ''
);

comment on table public.analytics_events is
  'First-party, cookieless measurement of the landing page. Insert-only for anon; read by the provider with the service role.';
comment on column public.analytics_events.visitor_hash is
  'Daily visitor hash: the same visitor has the same value within one UTC day and an unrelated one the next.';

create index analytics_events_created_at_idx on public.analytics_events (created_at desc);

-- Obvious robots and headless or scripted browsers: their events are dropped without a word.
create or replace function analytics_private.is_robot(user_agent text)
returns boolean
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select user_agent is null
    or char_length(user_agent) < 10
    or user_agent ~* '(bot|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|webdriver|electron|curl/|wget/|python|httpclient|okhttp|go-http-client|node-fetch|undici|axios|java/|libwww|preview|monitor|uptime|facebookexternalhit|whatsapp/)';
$$;

-- Today's salt, made (and yesterday's deleted) by the first event of the day. Concurrent first
-- events agree: the loser of the insert waits for the winner's commit and then reads its salt.
create or replace function analytics_private.todays_salt()
returns bytea
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  found_salt bytea;
begin
  select salt into found_salt from analytics_private.daily_salt where day = today;
  if found_salt is not null then
    return found_salt;
  end if;
  delete from analytics_private.daily_salt where day <> today;
  -- Two v4 UUIDs: 244 random bits from the core generator, with no extension to install.
  insert into analytics_private.daily_salt (day, salt)
  values (today, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
  on conflict (day) do nothing;
  select salt into found_salt from analytics_private.daily_salt where day = today;
  return found_salt;
end;
$$;

-- Security definer: anon cannot see the salt, but its insert must use it.
create or replace function analytics_private.stamp_analytics_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  user_agent text := headers ->> 'user-agent';
  forwarded text[] := string_to_array(headers ->> 'x-forwarded-for', ',');
  address text := btrim(coalesce(
    headers ->> 'cf-connecting-ip',
    headers ->> 'x-real-ip',
    forwarded[cardinality(forwarded)],
    ''
  ));
  site text := lower(coalesce(headers ->> 'origin', headers ->> 'host', ''));
begin
  if analytics_private.is_robot(user_agent) then
    return null;
  end if;
  new.created_at := now();
  new.visitor_hash := encode(
    substring(
      sha256(analytics_private.todays_salt() || convert_to(site || E'\n' || address || E'\n' || user_agent, 'UTF8'))
      from 1 for 16
    ),
    'hex'
  );
  return new;
end;
$$;

revoke all on function analytics_private.stamp_analytics_event() from public;
revoke all on function analytics_private.todays_salt() from public;

create trigger analytics_events_stamp
  before insert on public.analytics_events
  for each row
  execute function analytics_private.stamp_analytics_event();

-- Deletes an expired salt even on a day without visits (the local server calls it hourly; on
-- Supabase, supabase/extras/analytics_salt_cron.sql schedules it with pg_cron).
create or replace function public.analytics_forget_old_salts()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from analytics_private.daily_salt where day < (now() at time zone 'utc')::date;
$$;
revoke all on function public.analytics_forget_old_salts() from public, anon, authenticated;
grant execute on function public.analytics_forget_old_salts() to service_role;

alter table public.analytics_events enable row level security;

-- Supabase grants every role everything on new tables by default; start from nothing instead.
revoke all on table public.analytics_events from anon, authenticated;

grant insert (name, path, locale, referrer_host, target, metric, value) on table public.analytics_events to anon;
grant select on table public.analytics_events to anon;
grant select, insert, update, delete on table public.analytics_events to service_role;

-- The checks above validate the content; the policy's only job is to let anon insert at all.
create policy "Visitors can send measurement events"
  on public.analytics_events
  for insert
  to anon
  with check (true);
