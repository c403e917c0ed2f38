-- The roles a Supabase project already has, so the migrations apply to a bare PostgreSQL.
create role anon nologin;
create role authenticated nologin;
create role service_role nologin;
