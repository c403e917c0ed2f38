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
revoke all on function public.is_couple_member() from public;
grant execute on function public.is_couple_member() to service_role, authenticated;

-- The couple (signed in and on couple_members) reads and changes the guest list, its history,
-- people and sends, and the answer rules; anon and every other signed-in user get nothing. One
-- policy per operation. Sends and people are written only by the couple's functions.
create policy "couple members read invitations"
  on public.rsvp_guests for select to authenticated
  using ((select public.is_couple_member()));
create policy "couple members add invitations"
  on public.rsvp_guests for insert to authenticated
  with check ((select public.is_couple_member()));
create policy "couple members change invitations"
  on public.rsvp_guests for update to authenticated
  using ((select public.is_couple_member()))
  with check ((select public.is_couple_member()));
create policy "couple members delete invitations"
  on public.rsvp_guests for delete to authenticated
  using ((select public.is_couple_member()));

create policy "couple members read the history"
  on public.rsvp_history for select to authenticated
  using ((select public.is_couple_member()));
-- the couple's own entries only: an answer they recorded on a family's behalf, or a restore
create policy "couple members record answers"
  on public.rsvp_history for insert to authenticated
  with check (
    (select public.is_couple_member())
    and changed_by in ('couple', 'couple_restore')
    and changed_by_email = lower(auth.jwt() ->> 'email')
    and client_address is null
  );

create policy "couple members read the people"
  on public.rsvp_attendees for select to authenticated
  using ((select public.is_couple_member()));

create policy "couple members read the sends"
  on public.rsvp_sends for select to authenticated
  using ((select public.is_couple_member()));

create policy "couple members read the answer rules"
  on public.rsvp_settings for select to authenticated
  using ((select public.is_couple_member()));
create policy "couple members change the answer rules"
  on public.rsvp_settings for update to authenticated
  using ((select public.is_couple_member()))
  with check ((select public.is_couple_member()));

create policy "couple members read failed look-ups"
  on public.rsvp_lookup_failures_by_hour for select to authenticated
  using ((select public.is_couple_member()));

create policy "signed-in users see their own entry"
  on public.couple_members for select to authenticated
  using (email = lower(btrim(auth.jwt() ->> 'email')));

create policy "couple members read the deadline changes"
  on public.rsvp_deadline_changes for select to authenticated
  using ((select public.is_couple_member()));
