-- What a hosted Supabase project has before our migrations run, so PGlite (npm start, npm test)
-- and the PostgreSQL 15 of npm run test:db start from the same privileges as production.
-- Modelled on supabase/postgres migrations/db/init-scripts/00000000000000-initial-schema.sql;
-- run once, by the superuser that then runs the migrations (postgres), on a new database.
-- Left out: supabase_admin and the other platform roles, the realtime publication and the
-- extensions themselves (uuid-ossp, pgcrypto), which our migrations do not use.

-- the API roles: PostgREST logs in as authenticator and switches to the request's role
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end;
$$;

grant anon, authenticated, service_role to authenticator;

-- Supabase's defaults: the API roles may use public and get every right on whatever is
-- created in it; the migrations must revoke what they do not mean to expose
grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- the schema Supabase installs extensions into, usable by the API roles
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

-- short statement timeouts for the API roles (PostgREST applies a role's settings per request)
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Supabase Auth's helpers, reading the claims PostgREST sets from the request's JWT
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb;
$$;

create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    auth.jwt() ->> 'sub'
  )::uuid;
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    auth.jwt() ->> 'role'
  )::text;
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
