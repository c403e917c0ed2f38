-- The couple (authenticated and on couple_members) reads and changes the guest list and its
-- history; anon and every other authenticated user get nothing. One policy per operation.
grant select, insert, update, delete on table public.rsvp_guests to authenticated;
grant select, insert on table public.rsvp_history to authenticated;

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

-- the couple's own entries only: an answer they recorded on a family's behalf
create policy "couple members record answers"
  on public.rsvp_history for insert to authenticated
  with check (
    (select public.is_couple_member())
    and changed_by = 'couple'
    and changed_by_email = lower(auth.jwt() ->> 'email')
  );
