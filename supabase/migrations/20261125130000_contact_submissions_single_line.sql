-- Migration: name, phone and clinic_name of public.contact_submissions hold one line of text.
--
-- Purpose: the team's alert e-mail lists a lead as "Name: …", "Email: …" lines. A line break in a
-- name ("Eve\nEmail: attacker@evil.example") added a fake line above the real one, and control
-- characters (terminal escapes, C1 controls) have no business in a name, a phone number or a
-- clinic's name (security review 2026-11-25, L-8). The checks refuse, inside each of these columns,
-- the C0 and C1 control characters (tab, CR, LF, ESC, NEL…) and the Unicode line and paragraph
-- separators; at either end they are already trimmed (public.contact_trim). Only the message stays
-- multi-line. Letters of every script, accents, apostrophes and format characters that names need
-- (ZWNJ in Persian, ZWJ) are untouched. src/core/contact-schema.ts refuses the same characters
-- (SINGLE_LINE_PATTERN, the form's "unsupported characters" message) and
-- tests/contract/schema-agreement.test.ts proves the form, the HTTP endpoint and these checks agree.
--
-- Existing rows: a database may already hold leads with such characters, and adding a check that
-- they break would fail the migration. They are normalised first, the way the e-mail's subject
-- line folds them: each run of them, with the spaces around it, becomes one space, the value is
-- trimmed again, and a value that was nothing but such characters becomes U+FFFD (the
-- replacement character, "unreadable"), since the columns are required. Then the checks are added and
-- validated. NOT VALID was the alternative, but it would leave rows that every later update of the
-- row trips over, and readers that still have to expect line breaks; the lead's words are kept
-- either way, minus the control characters.
--
-- Access: unchanged. A refused insert is the check's 23514, which PostgREST (and the local server)
-- answer as HTTP 400. Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite.

update public.contact_submissions
set
  name = coalesce(nullif(public.contact_trim(regexp_replace(name, ' *[\u0001-\u001f\u007f-\u009f\u2028\u2029]+ *', ' ', 'g')), ''), U&'\FFFD'),
  phone = coalesce(nullif(public.contact_trim(regexp_replace(phone, ' *[\u0001-\u001f\u007f-\u009f\u2028\u2029]+ *', ' ', 'g')), ''), U&'\FFFD'),
  clinic_name = coalesce(nullif(public.contact_trim(regexp_replace(clinic_name, ' *[\u0001-\u001f\u007f-\u009f\u2028\u2029]+ *', ' ', 'g')), ''), U&'\FFFD')
where name ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
  or phone ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
  or clinic_name ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';

alter table public.contact_submissions
  add constraint contact_submissions_name_single_line
    check (name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  add constraint contact_submissions_phone_single_line
    check (phone !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'),
  add constraint contact_submissions_clinic_name_single_line
    check (clinic_name !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]');
