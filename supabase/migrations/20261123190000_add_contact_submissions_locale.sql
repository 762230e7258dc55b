-- Migration: add public.contact_submissions.locale, the site language a request was sent from.
--
-- Purpose: the site is published in English (/), Spanish (/es/) and Brazilian Portuguese (/pt-br/),
-- and whoever answers a lead should answer in the visitor's language. The form sends the page's
-- locale; a request without it (the spec's original payload, any other client) stores null, as do
-- the rows stored before this migration: their language was never recorded.
--
-- Access: anon may insert the column like the other visitor columns (column grant below); the insert
-- policy "Visitors can submit a contact request" checks whole rows, so it covers it as is. Only the
-- locales the site has catalogues for are accepted (src/core/locales.ts, SUPPORTED_LOCALES;
-- a test keeps the two lists equal): anything else breaks the check and PostgREST answers 23514 as
-- HTTP 400. Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite.

alter table public.contact_submissions
  add column locale text
    constraint contact_submissions_locale_check check (locale in ('en', 'es', 'pt-br'));

comment on column public.contact_submissions.locale is
  'Site language the request came from (en, es or pt-br); null when the client did not say.';

grant insert (locale) on table public.contact_submissions to anon;
