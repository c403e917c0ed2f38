-- Supabase grants anon and authenticated ALL on every table, function and sequence created in
-- public (and PostgreSQL grants EXECUTE on functions to PUBLIC). Nothing here is exposed that way:
-- each object the API may reach is granted on its own, after these revokes.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
-- the PUBLIC execute default is global, so it can only be revoked globally
alter default privileges revoke execute on functions from public;

revoke all on all tables in schema public from anon, authenticated;
-- with usage on an identity sequence, anon could setval it and break every insert
revoke all on all sequences in schema public from anon, authenticated;
revoke all on all functions in schema public from anon, authenticated, public;

grant execute on function public.find_invitation(text) to anon, authenticated, service_role;
grant execute on function public.respond_invitation(text, boolean, integer) to anon, authenticated, service_role;
