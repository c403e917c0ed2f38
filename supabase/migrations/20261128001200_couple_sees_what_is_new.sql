-- What is new for the couple: each couple member's last visit, kept in the database so it follows
-- them from the phone to the computer, and on every invitation of their list whether the family
-- answered («new») or changed its answer («changed») since. The visit moves only when the member
-- says so (or finds nothing new), so a glance never clears the marks.

-- One row per couple member: the families' answers up to seen_through are seen.
create table public.couple_visits (
  email text primary key references public.couple_members (email) on delete cascade,
  seen_through timestamptz not null,
  visited_at timestamptz not null default now()
);
comment on table public.couple_visits is 'Each couple member''s last visit to the dashboard: the families'' answers up to seen_through are seen. Written by couple_mark_seen, read by couple_invitations.';
comment on column public.couple_visits.seen_through is 'The newest family answer the member has seen; later ones are marked as new in the list.';
comment on column public.couple_visits.visited_at is 'When the member last marked the list as seen.';
alter table public.couple_visits enable row level security;
-- written only through couple_mark_seen (security invoker), each member their own row
grant select, insert, update on table public.couple_visits to authenticated;
create policy "couple members read their own visit"
  on public.couple_visits for select to authenticated
  using (email = lower(btrim(auth.jwt() ->> 'email')) and (select public.is_couple_member()));
create policy "couple members record their own visit"
  on public.couple_visits for insert to authenticated
  with check (email = lower(btrim(auth.jwt() ->> 'email')) and (select public.is_couple_member()));
create policy "couple members move their own visit"
  on public.couple_visits for update to authenticated
  using (email = lower(btrim(auth.jwt() ->> 'email')) and (select public.is_couple_member()))
  with check (email = lower(btrim(auth.jwt() ->> 'email')) and (select public.is_couple_member()));

-- The caller's last visit, or null before the first.
create function public.couple_last_visit()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select json_build_object('seen_through', v.seen_through, 'visited_at', v.visited_at)
  from public.couple_visits v
  where v.email = lower(btrim(auth.jwt() ->> 'email'));
$$;
comment on function public.couple_last_visit() is 'The signed-in couple member''s last visit (seen_through, visited_at), or null before the first.';
revoke all on function public.couple_last_visit() from public;
grant execute on function public.couple_last_visit() to service_role, authenticated;

-- The caller has seen the families' answers up to p_seen_through (the newest the list showed
-- them; null: up to now). It never moves back, nor past now, whatever the browser's clock says.
create function public.couple_mark_seen(p_seen_through timestamptz)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  visit public.couple_visits;
begin
  if not public.is_couple_member() then
    raise exception 'permission denied for the couple''s visits' using errcode = '42501';
  end if;
  insert into public.couple_visits as v (email, seen_through, visited_at)
  values (lower(btrim(auth.jwt() ->> 'email')), least(coalesce(p_seen_through, now()), now()), now())
  on conflict (email) do update
    set seen_through = greatest(v.seen_through, excluded.seen_through),
        visited_at = excluded.visited_at
  returning * into visit;
  return json_build_object('seen_through', visit.seen_through, 'visited_at', visit.visited_at);
end;
$$;
comment on function public.couple_mark_seen(timestamptz) is 'The signed-in couple member has seen the families'' answers up to p_seen_through (null: now); never moves back.';
revoke all on function public.couple_mark_seen(timestamptz) from public;
grant execute on function public.couple_mark_seen(timestamptz) to service_role, authenticated;

-- couple_invitation_json answers, on each invitation, the family's latest answer and its news
-- («new» or «changed» since the caller's visit); it is defined in …_tables_and_pase.
