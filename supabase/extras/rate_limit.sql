-- Supabase (or any PostgreSQL the migrations ran on): tunes the limits on what anon may insert
-- through the API; see supabase/extras/README.md and decision 070. The limits themselves are
-- part of the migrations (20261128100000_limit_api_inserts.sql): `supabase db push` installs
-- them with these same numbers, so run this file only to change them. Rerunning it is safe.
--
-- Per table, per minute:
--   rows_per_request        rows one request may insert; more is refused whole (413)
--   per_client_per_minute   per client: an IPv4 address, an IPv6 /64
--   per_network_per_minute  per IPv6 /48 (many /64s of one network)
--   site_per_minute         from everyone together: the ceiling no address rotation gets past
-- Leads past a limit get PostgREST's 429 (the form then offers WhatsApp and booking); events
-- past it are dropped without an error. Keep the leads' numbers equal to the local server's
-- (MAX_ROWS_PER_INSERT, RATE_LIMIT_PER_MINUTE, RATE_LIMIT_NETWORK_PER_MINUTE,
-- LEAD_CEILING_PER_MINUTE) if one runs on the same database: it writes its own at start.
--
-- The client address is cf-connecting-ip when a request has one (Supabase's Cloudflare sets
-- it), else the rightmost X-Forwarded-For entry. If your PostgREST is not behind Cloudflare,
-- make your proxy drop any CF-Connecting-IP header the client sends.

update limits_private.limits
set rows_per_request = 5, per_client_per_minute = 10, per_network_per_minute = 20, site_per_minute = 30
where target = 'contact_submissions';

update limits_private.limits
set rows_per_request = 60, per_client_per_minute = 60, per_network_per_minute = 120, site_per_minute = 300
where target = 'analytics_events';

-- What the ceiling did lately: the minutes (UTC) in which everyone together reached it.
select l.target, q.minute, q.rows
from limits_private.quota q
join limits_private.limits l on q.bucket = l.target || ':site' and q.rows >= l.site_per_minute
order by q.minute desc
limit 20;

-- A very early version of this recipe was a db_pre_request hook; remove it if it is installed.
do $undo$
begin
  if exists (
    select from pg_catalog.pg_db_role_setting s
    join pg_catalog.pg_roles r on r.oid = s.setrole
    where r.rolname = 'authenticator' and 'pgrst.db_pre_request=public.check_request' = any (s.setconfig)
  ) then
    alter role authenticator reset pgrst.db_pre_request;
    notify pgrst, 'reload config';
  end if;
end
$undo$;
drop function if exists public.check_request();
drop table if exists private.insert_attempts;
