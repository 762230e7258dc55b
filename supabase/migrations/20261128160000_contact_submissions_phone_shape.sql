-- Migration: a lead's phone looks like a phone number.
--
-- Purpose: the phone column took any text up to 20 characters ("abc", "call me"), yet the team
-- calls or messages the number, and the WhatsApp opt-in needs one. The check is light: an optional
-- leading +, then at least 7 digits (ASCII or Arabic-Indic, which an Arabic phone keypad types),
-- with spaces, dashes, dots and parentheses anywhere between them. No country's numbering plan is
-- judged. src/core/contact-schema.ts holds the same pattern (PHONE_PATTERN, the form's "at least 7
-- digits" message) and tests/contract/schema-agreement.test.ts proves the form, the HTTP endpoint
-- and this check agree (decision 094).
--
-- Existing rows: untouched. The check is added NOT VALID, so a lead stored before it keeps the
-- number as the visitor wrote it (the team may still read "call me after 5" and act on it); only
-- new rows, and any later update of a row, are checked. Nothing in the application updates a
-- lead's phone.
--
-- Access: unchanged. A refused insert is the check's 23514, which PostgREST (and the local server)
-- answer as HTTP 400. Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite.

alter table public.contact_submissions
  add constraint contact_submissions_phone_shape
    check (phone ~ '^\+?[ ().-]*(?:[0-9\u0660-\u0669\u06f0-\u06f9][ ().-]*){7,}$') not valid;
