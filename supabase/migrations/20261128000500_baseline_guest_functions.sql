-- The guest's look-up: the invitation with this number, or null (a miss, counted by the
-- throttle). A successful look-up stamps when the family first and last opened it.
create function public.find_invitation(p_human_key text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  perform private.assert_not_throttled();

  update public.rsvp_guests
  set first_opened_at = coalesce(first_opened_at, now()),
      last_opened_at = now()
  where human_key = private.normalize_human_key(p_human_key)
  returning * into guest;

  if not found then
    perform private.record_failure();
    return null;
  end if;

  return private.invitation_json(guest);
end;
$$;
comment on function public.find_invitation(text) is 'The invitation with this number (spec fields plus modification_deadline), or null; a miss counts toward the caller''s throttle, a hit records when the invitation was opened.';
revoke all on function public.find_invitation(text) from public;
grant execute on function public.find_invitation(text) to service_role, anon, authenticated;

-- The guest's answer: whether they come, how many seats, the people who come, a message and a
-- song; a decline keeps none of them. Refused after the family's deadline for an answered
-- invitation.
create function public.respond_invitation(
  p_human_key text,
  p_will_attend boolean,
  p_confirmed_tickets integer,
  p_people json default null,
  p_message text default null,
  p_song text default null
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
  family_message text;
  family_song text;
begin
  perform private.assert_not_throttled();

  -- one answer at a time per invitation, so concurrent answers cannot interleave
  select * into guest
  from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;

  if not found then
    perform private.record_failure();
    return null;
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
    family_message := private.family_text(p_message, 1000, true);
    family_song := private.family_text(p_song, 200, false);
  else
    if coalesce(p_confirmed_tickets, 0) <> 0 then
      raise exception 'rsvp_invalid_tickets' using errcode = 'P0001', detail = 'a decline holds no tickets';
    end if;
    tickets := 0;
  end if;

  deadline := private.deadline_of(guest)::timestamp at time zone 'UTC';
  if guest.confirmed_at is not null and guest.will_attend is not null and now() >= deadline then
    raise exception 'rsvp_deadline_passed' using errcode = 'P0001',
      detail = format('answers could change until %s UTC', deadline);
  end if;

  -- the seats first, so the people are checked against the new count
  update public.rsvp_guests
  set will_attend = p_will_attend,
      confirmed_tickets = tickets,
      confirmed_at = now()
  where id = guest.id
  returning * into guest;

  if p_will_attend then
    perform private.replace_people(guest, p_people);
    update public.rsvp_guests set message = family_message, song = family_song
    where id = guest.id
    returning * into guest;
  end if;

  perform private.record_answer(guest, 'guest');

  return private.invitation_json(guest);
end;
$$;
comment on function public.respond_invitation(text, boolean, integer, json, text, text) is 'Saves a guest''s answer under the RSVP rules (with its people, message and song) and returns the updated invitation.';
revoke all on function public.respond_invitation(text, boolean, integer, json, text, text) from public;
grant execute on function public.respond_invitation(text, boolean, integer, json, text, text) to service_role, anon, authenticated;
