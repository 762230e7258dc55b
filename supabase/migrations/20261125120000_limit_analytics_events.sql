-- Migration: limit, clean and expire public.analytics_events (issue 28: H-1, M-4; decision 048).
--
-- Purpose: anon may insert measurement events, and on Supabase nothing but the database stands
-- between a script and the table. One replayed request stored 100,000 rows; a full free-plan
-- quota turns the project read-only, and then the form stops storing leads. So the database
-- itself, for every insert made through the API:
--  - refuses a statement of more than 60 rows as a whole (PostgREST's 413): no page sends more,
--    and a bigger one could never be stored whole under the next rule anyway;
--  - keeps at most 60 rows per client per minute (a fixed one-minute window) and DROPS the rest
--    without an error, as it drops robots: a beacon never retries and nobody reads its answer, an
--    error would only roll back the rows under the limit sent in the same statement, and a
--    silent drop tells a script nothing to adapt to;
--  - drops Web Vitals no real page load reports (ranges in screen_analytics_event below), so a
--    few forged values cannot move a p75 to ten minutes;
--  - stores a path only as one of the site's own routes; anything else (404s, a typed path that
--    may hold an e-mail address or a phone number) becomes '/other', never the text itself.
-- Every text column was bounded already (checks of the first migration; the visitor hash is the
-- trigger's), so a row stays under a few hundred bytes.
--
-- The client is the address PostgREST puts in `request.headers`: the rightmost X-Forwarded-For
-- entry, the one the gateway appended (the entries before it are the client's word), IPv6 per
-- /64, and every value that does not parse in one shared bucket; the local server of `npm start`
-- sets the same header to the address it decided. Not limited: the service role, and inserts
-- outside an API request (no `request.headers`: SQL editor, cron jobs, this migration).
--
-- Expiry: public.analytics_delete_expired_events(days) deletes events older than that; the local
-- server calls it daily (ANALYTICS_RETENTION_DAYS), supabase/extras/analytics_retention.sql
-- schedules it with pg_cron.
--
-- Report: public.analytics_report(from_day, to_day) aggregates a period in SQL for `npm run
-- stats` (directly, or as PostgREST RPC with the service key), so no client loads the raw rows.
-- Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite.

-- One row per client and minute: rows that client stored in that minute.
create table analytics_private.event_quota (
  client text not null,
  minute timestamptz not null,
  rows integer not null,
  primary key (client, minute)
);
comment on table analytics_private.event_quota is
  'Analytics rows stored per client per minute through the API; windows before the current minute are deleted.';
create index event_quota_minute_idx on analytics_private.event_quota (minute);
revoke all on table analytics_private.event_quota from public, anon, authenticated;

-- The site's routes, the only paths stored (src/core/locales.ts SUPPORTED_LOCALES, English
-- unprefixed; tests/migration/analytics-limits.test.ts keeps this list equal to it). A new locale's
-- migration, written by `npm run locale:add` (scripts/locales/migration.ts), replaces it.
create or replace function analytics_private.site_paths()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array['/', '/privacy/', '/es/', '/es/privacy/', '/pt-br/', '/pt-br/privacy/'];
$$;

-- The rate-limit key of the API request in progress, or null when this insert is not limited.
create or replace function analytics_private.request_client()
returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  request_headers json := nullif(current_setting('request.headers', true), '')::json;
  claimed_role text := nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role';
  address inet;
begin
  if request_headers is null
    or claimed_role = 'service_role'
    or current_setting('role', true) = 'service_role' then
    return null;
  end if;
  begin
    address := btrim(regexp_replace(coalesce(request_headers ->> 'x-forwarded-for', ''), '^.*,', ''))::inet;
  exception when invalid_text_representation then
    address := null;
  end;
  return case
    when address is null then 'unparseable'
    when family(address) = 6 then network(set_masklen(address, 64))::text
    else host(address)
  end;
end;
$$;

-- The largest Web Vital a real page load reports (ms; CLS unitless). Without paint or answer
-- for a minute the visitor has left, and an interaction that long is a hung tab; a CLS of 5 is a
-- page jumping at every frame for seconds.
create or replace function analytics_private.max_plausible_vital(metric text)
returns double precision
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case metric when 'CLS' then 5 else 60000 end::double precision;
$$;

-- Per statement: the number of rows seen so far, reset by the statement trigger below.
create or replace function analytics_private.start_analytics_statement()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform set_config('analytics.statement_rows', '0', true);
  return null;
end;
$$;

create or replace function analytics_private.screen_analytics_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_rows_per_statement constant int := 60;
  max_rows_per_minute constant int := 60;
  client_key text := analytics_private.request_client();
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  seen int;
  counted int;
  window_start timestamptz := date_trunc('minute', now());
  bare text;
begin
  if client_key is not null then
    -- Counted before anything else, so a huge statement stops at its 61st row, not its last.
    seen := coalesce(nullif(current_setting('analytics.statement_rows', true), ''), '0')::int + 1;
    perform set_config('analytics.statement_rows', seen::text, true);
    if seen > max_rows_per_statement then
      raise sqlstate 'PGRST' using
        message = json_build_object(
          'code', 'PGRST413',
          'message', 'Too many rows in one request',
          'details', 'At most ' || max_rows_per_statement || ' analytics events per request',
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

  -- A well-formed path becomes its route ('/privacy' too), or '/other'; a malformed one is left
  -- to the column check, which refuses it.
  if new.path ~ '^/[!-~]{0,199}$' and new.path !~ '[?#]' then
    bare := regexp_replace(new.path, '/?$', '/');
    new.path := case
      when bare = any (analytics_private.site_paths()) then bare
      else '/other'
    end;
  end if;

  if client_key is not null then
    -- The upsert's row lock orders one client's concurrent requests; past the limit it changes
    -- nothing and returns no row.
    insert into analytics_private.event_quota as quota (client, minute, rows)
    values (client_key, window_start, 1)
    on conflict (client, minute) do update set rows = quota.rows + 1
      where quota.rows < max_rows_per_minute
    returning quota.rows into counted;
    if counted is null then
      return null;
    end if;
    if counted = 1 then
      -- A client's first row of a minute: forget every client's earlier windows (no address is
      -- kept longer than it counts).
      delete from analytics_private.event_quota where minute < window_start;
    end if;
  end if;
  return new;
end;
$$;

revoke all on function analytics_private.site_paths() from public;
revoke all on function analytics_private.max_plausible_vital(text) from public;
revoke all on function analytics_private.request_client() from public;
revoke all on function analytics_private.start_analytics_statement() from public;
revoke all on function analytics_private.screen_analytics_event() from public;

create trigger analytics_events_count_statement
  before insert on public.analytics_events
  for each statement
  execute function analytics_private.start_analytics_statement();

-- Row triggers fire in name order: this one ("screen") before the visitor hash ("stamp").
create trigger analytics_events_screen
  before insert on public.analytics_events
  for each row
  execute function analytics_private.screen_analytics_event();

-- What was stored before these rules: no path kept verbatim, no implausible Web Vital.
update public.analytics_events
set path = case
    when regexp_replace(path, '/?$', '/') = any (analytics_private.site_paths()) then regexp_replace(path, '/?$', '/')
    else '/other'
  end
where path <> all (analytics_private.site_paths());
delete from public.analytics_events
where name = 'web_vital' and value > analytics_private.max_plausible_vital(metric);

-- Deletes events older than retention_days days (0: none) and returns how many.
create or replace function public.analytics_delete_expired_events(retention_days integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  if retention_days is null or retention_days < 0 then
    raise exception 'retention_days must be a whole number of days, 0 to keep events forever (got %)', retention_days;
  end if;
  if retention_days = 0 then
    return 0;
  end if;
  delete from public.analytics_events where created_at < now() - make_interval(days => retention_days);
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;
revoke all on function public.analytics_delete_expired_events(integer) from public, anon, authenticated;
grant execute on function public.analytics_delete_expired_events(integer) to service_role;

-- The figures of `npm run stats` for the UTC days from_day to to_day, as one JSON document:
--  totals:  per locale and for all (locale null): daily visitors added up, page views, visitors
--           who clicked a call to action, and leads STORED in contact_submissions (what a
--           client claims with a `lead` beacon is not counted);
--  clicks:  per locale (and all) and call to action;
--  vitals:  per locale (and all) and metric, the nearest-rank p75 and the number of samples;
--  daily:   per day, visitors, page views and stored leads.
create or replace function public.analytics_report(from_day date, to_day date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with events as (
    select (created_at at time zone 'utc')::date as day, name, locale, target, metric, value, visitor_hash
    from public.analytics_events
    where created_at >= (from_day::timestamp at time zone 'utc')
      and created_at < ((to_day + 1)::timestamp at time zone 'utc')
  ),
  leads as (
    select (created_at at time zone 'utc')::date as day, locale
    from public.contact_submissions
    where created_at >= (from_day::timestamp at time zone 'utc')
      and created_at < ((to_day + 1)::timestamp at time zone 'utc')
  ),
  -- One row per visitor, day and locale: the distinct counts below work on these, not on every
  -- event (a third of the memory and time over a million events, bench/stats-memory.ts).
  visits as (
    select
      day,
      locale,
      visitor_hash,
      count(*) filter (where name = 'pageview') as pageviews,
      bool_or(name = 'cta_click') as clicked
    from events
    group by day, locale, visitor_hash
  ),
  -- The same visitor in two locales on one day is one visitor of the day.
  day_visits as (
    select day, visitor_hash, sum(pageviews) as pageviews, bool_or(clicked) as clicked
    from visits
    group by day, visitor_hash
  ),
  event_totals as (
    select
      locale,
      false as everything,
      count(*) as visitors,
      sum(pageviews) as pageviews,
      count(*) filter (where clicked) as clicking_visitors
    from visits
    group by locale
    union all
    select null, true, count(*), coalesce(sum(pageviews), 0), count(*) filter (where clicked)
    from day_visits
  ),
  lead_totals as (
    select locale, grouping(locale) = 1 as everything, count(*) as leads
    from leads
    group by grouping sets ((locale), ())
  ),
  totals as (
    select
      coalesce(e.locale, l.locale) as locale,
      coalesce(e.everything, l.everything) as everything,
      coalesce(e.visitors, 0) as visitors,
      coalesce(e.pageviews, 0) as pageviews,
      coalesce(e.clicking_visitors, 0) as clicking_visitors,
      coalesce(l.leads, 0) as leads
    from event_totals e
    -- (Equality on both sides: a full join needs a hashable condition.)
    full join lead_totals l on l.everything = e.everything and coalesce(l.locale, '') = coalesce(e.locale, '')
  ),
  clicks as (
    select locale, grouping(locale) = 1 as everything, target, count(*) as n
    from events
    where name = 'cta_click'
    group by grouping sets ((locale, target), (target))
  ),
  vitals as (
    select
      locale,
      grouping(locale) = 1 as everything,
      metric,
      percentile_disc(0.75) within group (order by value) as p75,
      count(*) as samples
    from events
    where name = 'web_vital'
    group by grouping sets ((locale, metric), (metric))
  ),
  daily as (
    select
      coalesce(e.day, l.day) as day,
      coalesce(e.visitors, 0) as visitors,
      coalesce(e.pageviews, 0) as pageviews,
      coalesce(l.leads, 0) as leads
    from (
      select day, count(*) as visitors, sum(pageviews) as pageviews
      from day_visits
      group by day
    ) e
    full join (select day, count(*) as leads from leads group by day) l on l.day = e.day
  )
  select jsonb_build_object(
    'totals', coalesce((select jsonb_agg(jsonb_build_object(
      'locale', case when everything then null else locale end,
      'visitors', visitors, 'pageviews', pageviews, 'clicking_visitors', clicking_visitors, 'leads', leads
    )) from totals where everything or locale is not null), '[]'::jsonb),
    'clicks', coalesce((select jsonb_agg(jsonb_build_object(
      'locale', case when everything then null else locale end, 'target', target, 'n', n
    )) from clicks), '[]'::jsonb),
    'vitals', coalesce((select jsonb_agg(jsonb_build_object(
      'locale', case when everything then null else locale end, 'metric', metric, 'p75', p75, 'samples', samples
    )) from vitals), '[]'::jsonb),
    'daily', coalesce((select jsonb_agg(jsonb_build_object(
      'day', day, 'visitors', visitors, 'pageviews', pageviews, 'leads', leads
    ) order by day) from daily), '[]'::jsonb)
  );
$$;
revoke all on function public.analytics_report(date, date) from public, anon, authenticated;
grant execute on function public.analytics_report(date, date) to service_role;
