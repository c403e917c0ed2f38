-- The couple's allow-list: the emails that may read and change the guest list from the dashboard.
create table public.couple_members (
  email text primary key check (email = lower(btrim(email)) and email like '_%@_%'),
  added_at timestamptz not null default now()
);

comment on table public.couple_members is 'Emails of the couple''s accounts; only these authenticated users see and change the guest list. Managed with npm run couple:add / couple:remove.';

-- a signed-in user may see at most their own entry: no one reads the list through the API
alter table public.couple_members enable row level security;
revoke all on table public.couple_members from anon, authenticated, public;
grant select on table public.couple_members to authenticated;

create policy "signed-in users see their own entry"
  on public.couple_members for select to authenticated
  using (email = lower(btrim(auth.jwt() ->> 'email')));

-- Whether the request's JWT names a couple member. The email comes from the token Supabase Auth
-- (or the embedded server) signed, never from user_metadata, which the user may edit. Security
-- invoker: it sees only the caller's own entry, so it needs no elevated rights.
create function public.is_couple_member()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(auth.role() = 'authenticated', false) and exists (
    select from public.couple_members
    where email = lower(btrim(auth.jwt() ->> 'email'))
  );
$$;

comment on function public.is_couple_member() is 'True when the signed-in user''s JWT email is on couple_members; the guest list''s policies ask it.';

revoke all on function public.is_couple_member() from public, anon, authenticated;
grant execute on function public.is_couple_member() to authenticated, service_role;
