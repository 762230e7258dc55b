-- Migration: add public.contact_submissions.whatsapp_opt_in, the visitor's optional consent to be
-- contacted on WhatsApp.
--
-- Purpose: messaging a lead on WhatsApp or by text needs the lead's own opt-in naming the business
-- (WhatsApp Business policy, US TCPA). The form's checkbox starts unticked, and a request without
-- the field (the original five-column payload) stores false, as do the rows stored before this
-- migration: nobody opted in before the question was asked.
--
-- Access: anon may insert the new column like the other visitor columns (column grant below); the
-- insert policy "Visitors can submit a contact request" checks whole rows, so it covers it as is.
-- A value PostgreSQL cannot read as a boolean is refused with 22P02 (HTTP 400 through PostgREST).
-- Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite of `npm start`.

alter table public.contact_submissions
  add column whatsapp_opt_in boolean not null default false;

comment on column public.contact_submissions.whatsapp_opt_in is
  'True when the visitor ticked "<brand> may contact me on WhatsApp"; false unless they did.';

grant insert (whatsapp_opt_in) on table public.contact_submissions to anon;
