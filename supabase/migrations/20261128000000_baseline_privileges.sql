-- The baseline of the RSVP database (squashed on 2026-11-28 from the 30 migrations of
-- 20261121120000 to 20261127090000; git history has them). One file per area, in this order:
-- privileges, text rules, tables, throttle, answers, guest functions, couple access, couple
-- functions. The live SQL, as one generated file: supabase/schema.sql (npm run db:schema).

-- Supabase grants anon and authenticated ALL on every table, function and sequence created in
-- public (and PostgreSQL grants EXECUTE on functions to PUBLIC). Nothing here is exposed that way:
-- each object the API may reach is granted on its own.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
-- the PUBLIC execute default is global, so it can only be revoked globally
alter default privileges revoke execute on functions from public;

-- Helpers of the guest and couple functions, out of the API's reach: PostgREST exposes only the
-- public schema. The couple's functions run as the caller (security invoker, so row-level
-- security decides), so signed-in callers use the schema; each helper they need is granted on
-- its own.
create schema if not exists private;
revoke all on schema private from public;
alter default privileges in schema private revoke execute on functions from public;
grant usage on schema private to authenticated, service_role;
