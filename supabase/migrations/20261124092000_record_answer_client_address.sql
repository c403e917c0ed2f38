-- History records the address bucket a guest answered from, so the couple can find and undo
-- what one address changed; and a restore by the couple is an entry of its own kind.
alter table public.rsvp_history
  add column client_address text,
  drop constraint rsvp_history_changed_by_check,
  add constraint rsvp_history_changed_by_check
    check (changed_by in ('guest', 'couple', 'couple_restore'));

comment on column public.rsvp_history.client_address is 'The address bucket of a guest''s answer (as the throttle counts it); null for the couple''s entries and when no address was known.';
comment on column public.rsvp_history.changed_by is 'guest: through find/respond_invitation; couple: through the guest-list tools or the dashboard; couple_restore: the dashboard''s undo of an attack (couple_restore_answers).';

-- the couple's restore reads the answers of a time window
create index rsvp_history_answered_at_idx on public.rsvp_history (answered_at);

-- as before (20261123090100), and a guest's answer keeps the caller's address bucket
create or replace function private.record_answer(guest public.rsvp_guests, changed_by text)
returns void
language sql
set search_path = ''
as $$
  insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, changed_by, changed_by_email, client_address)
  values (
    guest.id,
    guest.will_attend,
    guest.confirmed_tickets,
    changed_by,
    case when changed_by = 'couple' then auth.jwt() ->> 'email' end,
    case when changed_by = 'guest' then private.client_address() end
  );
$$;

-- the couple's own entries only: an answer they recorded on a family's behalf, or a restore
drop policy "couple members record answers" on public.rsvp_history;
create policy "couple members record answers"
  on public.rsvp_history for insert to authenticated
  with check (
    (select public.is_couple_member())
    and changed_by in ('couple', 'couple_restore')
    and changed_by_email = lower(auth.jwt() ->> 'email')
    and client_address is null
  );
