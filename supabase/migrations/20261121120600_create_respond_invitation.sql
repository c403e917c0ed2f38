-- Guests confirm or decline; the rules of the spec are enforced here, not only in the page.
create function public.respond_invitation(
  p_human_key text,
  p_will_attend boolean,
  p_confirmed_tickets integer
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  deadline timestamptz;
  tickets integer;
begin
  perform private.assert_not_throttled();

  -- one answer at a time per invitation, so concurrent answers cannot interleave
  select * into guest
  from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;

  if not found then
    raise exception 'rsvp_not_found' using errcode = 'P0001';
  end if;

  if p_will_attend is null then
    raise exception 'rsvp_invalid_tickets' using errcode = 'P0001', detail = 'will_attend is required';
  end if;

  if p_will_attend then
    if p_confirmed_tickets is null or p_confirmed_tickets < 1 or p_confirmed_tickets > guest.available_tickets then
      raise exception 'rsvp_invalid_tickets' using errcode = 'P0001',
        detail = format('between 1 and %s tickets', guest.available_tickets);
    end if;
    tickets := p_confirmed_tickets;
  else
    if coalesce(p_confirmed_tickets, 0) <> 0 then
      raise exception 'rsvp_invalid_tickets' using errcode = 'P0001', detail = 'a decline holds no tickets';
    end if;
    tickets := 0;
  end if;

  select modification_deadline::timestamp at time zone 'UTC' into deadline from public.rsvp_settings;
  if guest.confirmed_at is not null and guest.will_attend is not null and now() >= deadline then
    raise exception 'rsvp_deadline_passed' using errcode = 'P0001',
      detail = format('answers could change until %s UTC', deadline);
  end if;

  update public.rsvp_guests
  set will_attend = p_will_attend,
      confirmed_tickets = tickets,
      confirmed_at = now()
  where id = guest.id
  returning * into guest;

  insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets)
  values (guest.id, p_will_attend, tickets);

  return private.invitation_json(guest);
end;
$$;

comment on function public.respond_invitation(text, boolean, integer) is 'Saves a guest''s answer under the RSVP rules and returns the updated invitation.';

-- only the API roles may call it, and only through this grant
revoke execute on function public.respond_invitation(text, boolean, integer) from public;
grant execute on function public.respond_invitation(text, boolean, integer) to anon, authenticated, service_role;
