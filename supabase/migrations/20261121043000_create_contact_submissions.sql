-- Migration: create public.contact_submissions, the leads sent through the landing page's contact form.
--
-- Purpose: store each contact request exactly once, validated by the database itself with the same
-- limits as src/core/contact-schema.ts (NAME_MAX_LENGTH = 100, EMAIL_MAX_LENGTH = 255,
-- PHONE_MAX_LENGTH = 20, CLINIC_NAME_MAX_LENGTH = 100, MESSAGE_MAX_LENGTH = 1000, EMAIL_PATTERN,
-- TRIM_CHARACTERS). A test proves the schema, the HTTP endpoint and these constraints agree.
--
-- Access: anonymous visitors (role anon) may insert the five visitor columns and nothing else.
-- They may not read, update or delete: select is granted only so that row-level security, which
-- has no select policy for anon, answers a read with zero rows (as Supabase does) instead of
-- leaking anything. Only service_role (the provider's key, server side) reads the leads.
-- Runs unchanged on Supabase, on a local PostgreSQL and on the embedded PGlite of `npm start`.

-- Trim exactly what JavaScript's String#trim removes, so browser and database agree.
create or replace function public.contact_trim(value text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select btrim(
    value,
    U&'\0009\000A\000B\000C\000D\0020\00A0\1680\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200A\2028\2029\202F\205F\3000\FEFF'
  );
$$;

comment on function public.contact_trim(text) is
  'Trims the characters JavaScript''s String#trim removes; shared by the normalising trigger and the checks.';

create table public.contact_submissions (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null
    constraint contact_submissions_name_check
    check (name = public.contact_trim(name) and char_length(name) between 1 and 100),
  email text not null
    constraint contact_submissions_email_check
    check (
      email = public.contact_trim(email)
      and char_length(email) <= 255
      and email ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$'
    ),
  phone text not null
    constraint contact_submissions_phone_check
    check (phone = public.contact_trim(phone) and char_length(phone) between 1 and 20),
  clinic_name text not null
    constraint contact_submissions_clinic_name_check
    check (clinic_name = public.contact_trim(clinic_name) and char_length(clinic_name) between 1 and 100),
  message text
    constraint contact_submissions_message_check
    check (message is null or (message = public.contact_trim(message) and char_length(message) between 1 and 1000))
);

comment on table public.contact_submissions is
  'Contact requests sent by anonymous visitors of the landing page. Insert-only for anon; read by the provider with the service role.';
comment on column public.contact_submissions.message is 'Optional free text; null when the visitor left it empty.';

create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);

-- Normalise before the checks run: store trimmed values and an empty message as null, whichever
-- client inserted the row (the form already does this; direct API callers may not).
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
  new.message := nullif(public.contact_trim(new.message), '');
  return new;
end;
$$;

create trigger contact_submissions_normalize
  before insert or update on public.contact_submissions
  for each row
  execute function public.normalize_contact_submission();

alter table public.contact_submissions enable row level security;

-- Supabase grants every role everything on new tables by default; start from nothing instead.
revoke all on table public.contact_submissions from anon, authenticated;

grant insert (name, email, phone, clinic_name, message) on table public.contact_submissions to anon;
grant select on table public.contact_submissions to anon;
grant select, insert, update, delete on table public.contact_submissions to service_role;

-- The checks above validate the content; the policy's only job is to let anon insert at all.
create policy "Visitors can submit a contact request"
  on public.contact_submissions
  for insert
  to anon
  with check (true);
