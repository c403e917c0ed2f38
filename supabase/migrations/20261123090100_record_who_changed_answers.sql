-- History says who changed an answer: the guest (through the invitation number) or the couple
-- (the guest-list tools today, the dashboard later). A cleared answer is a row without will_attend.
alter table public.rsvp_history
  alter column will_attend drop not null,
  add column changed_by text not null default 'guest' check (changed_by in ('guest', 'couple')),
  -- the couple member's email from the request's JWT, when there is one
  add column changed_by_email text,
  add check (will_attend is not null or confirmed_tickets = 0);

comment on column public.rsvp_history.will_attend is 'The answer; null when the couple cleared it.';
comment on column public.rsvp_history.changed_by is 'guest: through find/respond_invitation; couple: through the guest-list tools or the dashboard.';

-- appends the invitation's current answer to its history
create function private.record_answer(guest public.rsvp_guests, changed_by text)
returns void
language sql
set search_path = ''
as $$
  insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, changed_by, changed_by_email)
  values (
    guest.id,
    guest.will_attend,
    guest.confirmed_tickets,
    changed_by,
    case when changed_by = 'couple' then auth.jwt() ->> 'email' end
  );
$$;
