-- Migration: public.analytics_report counts visits, not events (issue 28, M-4; decision 048).
--
-- Purpose: the first version counted distinct visitors with count(distinct ...) over every event of
-- the period, grouped twice. Over a million events that held some 60 MB more in the database
-- while it ran, and on PGlite the database's memory is `npm run stats`'s own: its peak RSS was
-- 259 MB against a target of 256 (bench/stats-memory.ts). This version first reduces the events
-- to one row per visitor, day and locale, and counts those: the same figures, about 40 MB less
-- and a fifth faster. The function's signature, grants and JSON document are unchanged.
-- Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite.

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
