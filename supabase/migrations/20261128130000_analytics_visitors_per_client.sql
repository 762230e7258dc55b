-- Migration: one client cannot pose as many visitors, nor one visitor set a Web Vital's p75.
--
-- Purpose: the visitor hash mixes the client-chosen User-Agent (so that people sharing one
-- address, behind an office NAT or a carrier's, are still told apart), so one client rotating
-- User-Agents appeared as 60 new visitors a minute, and one forged Largest Contentful Paint
-- under the 60 s plausibility limit set the p75 (decision 070). Now:
--  - a client (its address; IPv6 per /64) is at most `max_visitors` (20) visitors a day: past
--    that its events are still stored, counted as one more visitor, the client's own. The
--    day's pairs live in analytics_private.daily_visitors as hashes made with the day's salt,
--    like the visitor hash itself, and are deleted with the salt, so they link nothing across
--    days and name no address;
--  - the report (public.analytics_report) takes one sample per visitor, day and metric (the
--    worst), and `npm run stats` shows no p75 resting on fewer than a few samples.
-- Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite of `npm start`.

create table analytics_private.daily_visitors (
  day date not null,
  client text not null,
  visitor_hash text not null,
  primary key (day, client, visitor_hash)
);
comment on table analytics_private.daily_visitors is
  'Visitor hashes seen per client today, both salted with the day''s salt; deleted with the salt.';
revoke all on table analytics_private.daily_visitors from public, anon, authenticated;

-- Today's salt, made (and yesterday's deleted, with yesterday's visitor pairs) by the first event
-- of the day. Concurrent first events agree: the loser of the insert waits for the winner's
-- commit and then reads its salt.
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
  delete from analytics_private.daily_visitors where day <> today;
  -- Two v4 UUIDs: 244 random bits from the core generator, with no extension to install.
  insert into analytics_private.daily_salt (day, salt)
  values (today, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
  on conflict (day) do nothing;
  select salt into found_salt from analytics_private.daily_salt where day = today;
  return found_salt;
end;
$$;

-- The visitor hash as before (salt, site, address, user agent), folded into the client's own
-- hash (salt, site, client) once the client has been max_visitors visitors today.
create or replace function analytics_private.stamp_analytics_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_visitors constant int := 20;
  today date := (now() at time zone 'utc')::date;
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  user_agent text := headers ->> 'user-agent';
  forwarded text[] := string_to_array(headers ->> 'x-forwarded-for', ',');
  address text := btrim(coalesce(
    headers ->> 'cf-connecting-ip',
    headers ->> 'x-real-ip',
    forwarded[cardinality(forwarded)],
    ''
  ));
  client text := address;
  site text := lower(coalesce(headers ->> 'origin', headers ->> 'host', ''));
  salt bytea;
  client_hash text;
begin
  if analytics_private.is_robot(user_agent) then
    return null;
  end if;
  -- An IPv6 client is its /64, as for the rate limits: privacy addresses change within it.
  begin
    if family(address::inet) = 6 then
      client := network(set_masklen(address::inet, 64))::text;
    end if;
  exception when invalid_text_representation then
    null;
  end;
  salt := analytics_private.todays_salt();
  new.created_at := now();
  new.visitor_hash := encode(
    substring(sha256(salt || convert_to(site || E'\n' || address || E'\n' || user_agent, 'UTF8')) from 1 for 16),
    'hex'
  );
  client_hash := encode(
    substring(sha256(salt || convert_to('client' || E'\n' || site || E'\n' || client, 'UTF8')) from 1 for 16),
    'hex'
  );
  if not exists (
    select from analytics_private.daily_visitors v
    where v.day = today and v.client = client_hash and v.visitor_hash = new.visitor_hash
  ) then
    if (select count(*) from analytics_private.daily_visitors v where v.day = today and v.client = client_hash)
      >= max_visitors then
      new.visitor_hash := client_hash;
    else
      insert into analytics_private.daily_visitors (day, client, visitor_hash)
      values (today, client_hash, new.visitor_hash)
      on conflict do nothing;
    end if;
  end if;
  return new;
end;
$$;

-- Deletes an expired salt (and its day's visitor pairs) even on a day without visits.
create or replace function public.analytics_forget_old_salts()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from analytics_private.daily_salt where day < (now() at time zone 'utc')::date;
  delete from analytics_private.daily_visitors where day < (now() at time zone 'utc')::date;
$$;

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
  -- One sample per visitor, day, locale and metric (their worst), so a few forged values from
  -- one visitor cannot move a p75: it takes many visitors, and one client makes only so many.
  visitor_vitals as (
    select day, visitor_hash, locale, metric, max(value) as value
    from events
    where name = 'web_vital'
    group by day, visitor_hash, locale, metric
  ),
  vitals as (
    select
      locale,
      grouping(locale) = 1 as everything,
      metric,
      percentile_disc(0.75) within group (order by value) as p75,
      count(*) as samples
    from visitor_vitals
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
