-- Migration: a lead's name, phone and clinic name show something, and its message carries no
-- control characters.
--
-- Purpose: names made only of invisible characters (zero-width spaces, the Hangul filler U+3164,
-- the blank braille pattern U+2800…) were stored, and the message kept control characters (ESC,
-- BEL), which reached the team's alert and psql. Now:
--  - name, phone and clinic_name must hold at least one character outside the invisible set of
--    public.contact_visible (whitespace, control and format characters, fillers that render as
--    nothing, variation selectors); letters of every script, digits and symbols pass. The form
--    asks for such a field as for an empty one (src/lib/contact-schema.ts, INVISIBLE_CHARACTERS:
--    the same code points, which tests/migration/visible-text.test.ts compares one by one);
--  - the message's C0 and C1 control characters other than tab, line feed and carriage return
--    are removed before it is stored (the form removes them too), then it is trimmed as before.
--    The one-line fields already refuse every control character, so no text column keeps one.
-- Existing rows: a message loses its control characters; a required value with nothing visible
-- becomes U+FFFD (the replacement character, "unreadable"), as the single-line migration did.
-- Access: anon may execute public.contact_visible, as it does public.contact_trim, because the
-- checks call it as the inserting role. A refused insert is the check's 23514 (HTTP 400).
-- Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite of `npm start`.

-- Whether a value holds at least one character that shows.
create or replace function public.contact_visible(value text)
returns boolean
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select value ~ '[^\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u2064\u2066-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f\U000e0100-\U000e01ef]';
$$;

comment on function public.contact_visible(text) is
  'Whether the text holds a character that shows (not only whitespace, control, format or filler characters); used by the checks.';

update public.contact_submissions
set message = nullif(public.contact_trim(regexp_replace(message, '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]', '', 'g')), '')
where message ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]';

update public.contact_submissions
set
  name = case when public.contact_visible(name) then name else U&'\FFFD' end,
  phone = case when public.contact_visible(phone) then phone else U&'\FFFD' end,
  clinic_name = case when public.contact_visible(clinic_name) then clinic_name else U&'\FFFD' end
where not (public.contact_visible(name) and public.contact_visible(phone) and public.contact_visible(clinic_name));

-- As before (trimmed values, an empty message as null), with the message's control characters removed first.
create or replace function public.normalize_contact_submission()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.name := public.contact_trim(new.name);
  new.email := public.contact_trim(new.email);
  new.phone := public.contact_trim(new.phone);
  new.clinic_name := public.contact_trim(new.clinic_name);
  new.message := nullif(
    public.contact_trim(regexp_replace(new.message, '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]', '', 'g')),
    ''
  );
  return new;
end;
$$;

alter table public.contact_submissions
  add constraint contact_submissions_name_visible check (public.contact_visible(name)),
  add constraint contact_submissions_phone_visible check (public.contact_visible(phone)),
  add constraint contact_submissions_clinic_name_visible check (public.contact_visible(clinic_name)),
  add constraint contact_submissions_message_no_controls
    check (message !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]');
