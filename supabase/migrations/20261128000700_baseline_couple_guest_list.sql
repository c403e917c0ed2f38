-- couple_invitation_json and couple_invitations are defined in …_tables_and_pase, which last
-- changed what an invitation answers (each function is defined in one migration: its newest).

create function public.couple_invitation_history(p_human_key text)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object(
    'will_attend', h.will_attend,
    'confirmed_tickets', h.confirmed_tickets,
    'answered_at', h.answered_at,
    'changed_by', h.changed_by,
    'changed_by_email', h.changed_by_email
  ) order by h.answered_at, h.id), '[]'::json)
  from public.rsvp_history h
  join public.rsvp_guests g on g.id = h.guest_id
  where g.human_key = private.normalize_human_key(p_human_key);
$$;
revoke all on function public.couple_invitation_history(text) from public;
grant execute on function public.couple_invitation_history(text) to service_role, authenticated;

-- The import (couple_import_invitations and the rows it reads) is defined in …_import_events.

-- The couple adds one invitation (with its phone, if any).
create function public.couple_add_invitation(
  p_human_key text,
  p_family_name text,
  p_family_chief text,
  p_available_tickets integer,
  p_phone text default null
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  insert into public.rsvp_guests (human_key, family_name, family_chief, available_tickets, phone)
  values (private.normalize_human_key(p_human_key), btrim(p_family_name),
          nullif(btrim(p_family_chief), ''), p_available_tickets, private.family_phone(p_phone))
  returning * into guest;

  return public.couple_invitation_json(guest);
exception when unique_violation then
  raise exception 'couple_duplicate_number' using errcode = 'P0001',
    detail = private.normalize_human_key(p_human_key);
end;
$$;
revoke all on function public.couple_add_invitation(text, text, text, integer, text) from public;
grant execute on function public.couple_add_invitation(text, text, text, integer, text) to service_role, authenticated;

-- The couple changes one invitation's family, seats and phone: a null (or left out) phone keeps
-- the stored one, an empty text clears it
create function public.couple_update_invitation(
  p_human_key text,
  p_family_name text,
  p_family_chief text,
  p_available_tickets integer,
  p_phone text default null
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  new_phone text := private.family_phone(p_phone);
begin
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if p_available_tickets < guest.confirmed_tickets then
    raise exception 'couple_seats_below_confirmed' using errcode = 'P0001',
      detail = format('%s seats are confirmed', guest.confirmed_tickets);
  end if;

  update public.rsvp_guests
  set family_name = btrim(p_family_name),
      family_chief = nullif(btrim(p_family_chief), ''),
      available_tickets = p_available_tickets,
      phone = case when p_phone is null then phone else new_phone end
  where id = guest.id
  returning * into guest;

  return public.couple_invitation_json(guest);
end;
$$;
revoke all on function public.couple_update_invitation(text, text, text, integer, text) from public;
grant execute on function public.couple_update_invitation(text, text, text, integer, text) to service_role, authenticated;

create function public.couple_delete_invitation(p_human_key text)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  delete from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  returning * into guest;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  return public.couple_invitation_json(guest);
end;
$$;
revoke all on function public.couple_delete_invitation(text) from public;
grant execute on function public.couple_delete_invitation(text) to service_role, authenticated;

-- The couple records or changes the family's answer on its behalf, also after the deadline;
-- no answer (null) clears it through couple_clear_answer, and an unanswered one stays as it is.
create function public.couple_record_answer(
  p_human_key text,
  p_will_attend boolean,
  p_confirmed_tickets integer
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  tickets integer := coalesce(p_confirmed_tickets, 0);
begin
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if (p_will_attend and (tickets < 1 or tickets > guest.available_tickets))
     or (p_will_attend is distinct from true and tickets <> 0) then
    raise exception 'rsvp_invalid_tickets' using errcode = 'P0001',
      detail = format('between 1 and %s tickets when attending, 0 otherwise', guest.available_tickets);
  end if;
  if p_will_attend is null then
    if guest.will_attend is null and guest.confirmed_at is null then
      return public.couple_invitation_json(guest);
    end if;
    return public.couple_clear_answer(guest.human_key);
  end if;

  update public.rsvp_guests
  set will_attend = p_will_attend,
      confirmed_tickets = tickets,
      confirmed_at = now()
  where id = guest.id
  returning * into guest;

  perform private.record_answer(guest, 'couple');

  return public.couple_invitation_json(guest);
end;
$$;
revoke all on function public.couple_record_answer(text, boolean, integer) from public;
grant execute on function public.couple_record_answer(text, boolean, integer) to service_role, authenticated;

-- The couple records or corrects the people of an acceptance after a phone call, under the same
-- rules as a guest's answer, and the history keeps it as the couple's. Security invoker: the guest
-- list's policies decide, so a stranger finds no invitation to change.
create function public.couple_record_people(
  p_human_key text,
  p_people json,
  p_message text default null,
  p_song text default null
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  family_message text := private.family_text(p_message, 1000, true);
  family_song text := private.family_text(p_song, 200, false);
begin
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if guest.will_attend is distinct from true then
    raise exception 'rsvp_invalid_people' using errcode = 'P0001',
      detail = 'only an acceptance has people';
  end if;

  perform private.replace_people(guest, p_people);
  update public.rsvp_guests set message = family_message, song = family_song
  where id = guest.id
  returning * into guest;

  perform private.record_answer(guest, 'couple');

  return public.couple_invitation_json(guest);
end;
$$;
comment on function public.couple_record_people(text, json, text, text) is 'The couple records the people, message and song of an accepted answer, under the guest''s rules; recorded in the history as the couple''s.';
revoke all on function public.couple_record_people(text, json, text, text) from public;
grant execute on function public.couple_record_people(text, json, text, text) to service_role, authenticated;

-- The one function that clears an answer (the couple's undo, also after the deadline): the
-- family may answer again, and the history keeps what was cleared and who cleared it.
create function public.couple_clear_answer(p_human_key text)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if guest.will_attend is null and guest.confirmed_at is null then
    raise exception 'couple_not_answered' using errcode = 'P0001';
  end if;

  update public.rsvp_guests
  set will_attend = null,
      confirmed_tickets = 0,
      confirmed_at = null
  where id = guest.id
  returning * into guest;

  perform private.record_answer(guest, 'couple');

  return public.couple_invitation_json(guest);
end;
$$;
comment on function public.couple_clear_answer(text) is 'Clears an invitation''s answer (the couple''s undo, also after the deadline) and records it in the history as changed by the couple; the dashboard and npm run guests:reset-answer both call it.';
revoke all on function public.couple_clear_answer(text) from public;
grant execute on function public.couple_clear_answer(text) to service_role, authenticated;

-- The couple records that they sent a family one of the messages, and gets the invitation back
-- with its sends. Security invoker: a stranger finds no invitation to record a send for.
create function public.couple_record_send(p_human_key text, p_template text)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  if p_template is null
     or p_template not in ('invitation', 'reminder', 'deadline', 'day_before', 'thanks') then
    raise exception 'couple_invalid_template' using errcode = 'P0001',
      detail = 'invitation, reminder, deadline, day_before or thanks';
  end if;
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key);
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;

  perform private.record_send(guest, p_template);

  return public.couple_invitation_json(guest);
end;
$$;
comment on function public.couple_record_send(text, text) is 'Records that the signed-in couple member sent an invitation''s family one message template (invitation, reminder, deadline, day_before, thanks); returns the invitation with its sends.';
revoke all on function public.couple_record_send(text, text) from public;
grant execute on function public.couple_record_send(text, text) to service_role, authenticated;

-- couple_set_answer_rules is defined in …_answer_rules_from_content.

-- The deadline for a couple member as YYYY-MM-DD (text, as find_invitation gives it, so every
-- client reads the same string); null for anyone else, whom the policy shows no row.
create function public.couple_modification_deadline()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select to_char(modification_deadline, 'YYYY-MM-DD') from public.rsvp_settings;
$$;
comment on function public.couple_modification_deadline() is 'The last day answers may change (YYYY-MM-DD), for the couple''s reminders; null for anyone who is not a couple member.';
revoke all on function public.couple_modification_deadline() from public;
grant execute on function public.couple_modification_deadline() to service_role, authenticated;

-- The couple sets the general last day for changing an answer.
create function public.couple_set_modification_deadline(p_deadline date)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  saved date;
begin
  if p_deadline is null then
    raise exception 'couple_invalid_deadline' using errcode = 'P0001',
      detail = 'the general deadline is a date';
  end if;
  update public.rsvp_settings set modification_deadline = p_deadline
  where id and modification_deadline is distinct from p_deadline;
  select modification_deadline into saved from public.rsvp_settings where id;
  if not found then
    -- the policies hid the row: a signed-in stranger
    raise exception 'permission denied for the deadline' using errcode = '42501';
  end if;
  return json_build_object('modification_deadline', to_char(saved, 'YYYY-MM-DD'));
end;
$$;
comment on function public.couple_set_modification_deadline(date) is 'The couple sets the general last day answers may change; every invitation without its own date follows it.';
revoke all on function public.couple_set_modification_deadline(date) from public;
grant execute on function public.couple_set_modification_deadline(date) to service_role, authenticated;

-- The couple gives one invitation its own last day (a family that calls after the date), or
-- puts it back on the general date with null.
create function public.couple_set_invitation_deadline(p_human_key text, p_deadline date)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  update public.rsvp_guests set modification_deadline = p_deadline
  where human_key = private.normalize_human_key(p_human_key)
  returning * into guest;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  return public.couple_invitation_json(guest);
end;
$$;
comment on function public.couple_set_invitation_deadline(text, date) is 'The couple sets one invitation''s own last day to change its answer; null puts it back on the general date.';
revoke all on function public.couple_set_invitation_deadline(text, date) from public;
grant execute on function public.couple_set_invitation_deadline(text, date) to service_role, authenticated;

-- The couple lists the events one invitation is invited to; null: all of them. A key must be
-- one of the events the couple asks about now.
create function public.couple_set_invitation_events(p_human_key text, p_event_keys text[])
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  asked text[];
  stray text;
  keys text[];
begin
  select event_keys into asked from public.rsvp_settings where id;
  if p_event_keys is not null then
    if array_position(p_event_keys, null) is not null or not private.is_key_list(p_event_keys) then
      raise exception 'rsvp_unknown_event' using errcode = 'P0001', detail = 'null';
    end if;
    select k into stray from unnest(p_event_keys) as k where not k = any (coalesce(asked, '{}')) limit 1;
    if found then
      raise exception 'rsvp_unknown_event' using errcode = 'P0001', detail = left(stray, 40);
    end if;
    -- in the order the couple asks them, each once
    keys := array(select k from unnest(asked) as k where k = any (p_event_keys));
  end if;
  update public.rsvp_guests set event_keys = keys
  where human_key = private.normalize_human_key(p_human_key)
  returning * into guest;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  return public.couple_invitation_json(guest);
end;
$$;
comment on function public.couple_set_invitation_events(text, text[]) is 'The couple sets the events one invitation is invited to (keys the couple asks about); null: all of them.';
revoke all on function public.couple_set_invitation_events(text, text[]) from public;
grant execute on function public.couple_set_invitation_events(text, text[]) to service_role, authenticated;
