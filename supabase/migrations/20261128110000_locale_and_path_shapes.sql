-- Migration: the database checks the shape of a locale code and of a page path, not a list of
-- them, so a new language or page needs no migration (decision 074).
--
-- Purpose: until now the `locale` checks listed the site's languages, and analytics events kept a
-- path only if it was in a list of the site's pages (analytics_private.site_paths()); each new
-- language was a migration, and on Supabase its leads were refused until `supabase db push`
-- (the form showed an error), its page views stored as '/other'. Now:
--  - `locale` (leads and events) is any lower-case language code of the registry's shape, such as
--    en, es, pt-br, de-ch: `npm run locale:add` refuses any other (scripts/locales/add.ts,
--    LOCALE_CODE_PATTERN; a test keeps the two patterns equal and stores every registered code);
--  - an event's path is kept when it looks like a page of the site: lower-case words, digits and
--    hyphens between slashes, at most four segments and 100 characters, and at most six digits
--    in all. Anything else is stored as '/other'. The privacy purpose stays: an e-mail address
--    (`@`, `.`), a phone number (`+`, or seven digits and more) or a query string is never stored.
-- Existing rows satisfy the new checks (every value the old lists allowed has the shape).
-- Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite of `npm start`.

alter table public.contact_submissions drop constraint contact_submissions_locale_check;
alter table public.contact_submissions add constraint contact_submissions_locale_check
  check (locale ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$' and char_length(locale) <= 35);
comment on column public.contact_submissions.locale is
  'Site language the request came from (en, es, pt-br, ar…); null when the client did not say.';

alter table public.analytics_events drop constraint analytics_events_locale_check;
alter table public.analytics_events add constraint analytics_events_locale_check
  check (locale ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$' and char_length(locale) <= 35);

-- What an event's well-formed path is stored as: a page's path ('/privacy' as '/privacy/'), or
-- '/other' for anything that does not look like one.
create or replace function analytics_private.stored_path(path text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when bare ~ '^(/[a-z0-9]+(-[a-z0-9]+)*){0,4}/$'
      and char_length(bare) <= 100
      and char_length(regexp_replace(bare, '[^0-9]', '', 'g')) <= 6
    then bare
    else '/other'
  end
  from (select regexp_replace(path, '/?$', '/') as bare) normalised;
$$;
revoke all on function analytics_private.stored_path(text) from public;

drop function if exists analytics_private.site_paths();
