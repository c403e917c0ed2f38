-- An invitation as the couple's functions answer it: the guest's fields, the people, the phone,
-- its own deadline and events, and the last 20 sends, newest first.
create function public.couple_invitation_json(guest public.rsvp_guests)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'human_key', guest.human_key,
    'family_name', guest.family_name,
    'family_chief', guest.family_chief,
    'available_tickets', guest.available_tickets,
    'confirmed_tickets', guest.confirmed_tickets,
    'will_attend', guest.will_attend,
    'confirmed_at', guest.confirmed_at,
    'first_opened_at', guest.first_opened_at,
    'last_opened_at', guest.last_opened_at,
    'people', private.people_json(guest.id),
    'message', guest.message,
    'song', guest.song,
    'phone', guest.phone,
    'modification_deadline', guest.modification_deadline,
    'event_keys', guest.event_keys,
    'sends', (
      select coalesce(json_agg(json_build_object(
               'template', s.template,
               'sent_at', s.sent_at,
               'sent_by_email', s.sent_by_email
             ) order by s.sent_at desc, s.id desc), '[]'::json)
      from (select template, sent_at, sent_by_email, id from public.rsvp_sends
            where guest_id = guest.id
            order by sent_at desc, id desc
            limit 20) s
    )
  );
$$;
revoke all on function public.couple_invitation_json(public.rsvp_guests) from public;
grant execute on function public.couple_invitation_json(public.rsvp_guests) to service_role, authenticated;

-- every invitation the caller may read, in number order
create function public.couple_invitations()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(public.couple_invitation_json(g) order by g.human_key), '[]'::json)
  from public.rsvp_guests g;
$$;
comment on function public.couple_invitations() is 'The dashboard''s guest list (row-level security decides what the caller sees).';
revoke all on function public.couple_invitations() from public;
grant execute on function public.couple_invitations() to service_role, authenticated;

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

-- The rows of an import as stored: trimmed, the number normalized, the phone checked, and
-- whether the row names a phone at all (a file without the column keeps the stored phones).
create function private.incoming_invitations(p_invitations json)
returns table (human_key text, family_name text, family_chief text, available_tickets integer,
               sets_phone boolean, phone text)
language sql
immutable
set search_path = ''
as $$
  select private.normalize_human_key(r.human_key), btrim(r.family_name),
         nullif(btrim(r.family_chief), ''), r.available_tickets,
         e.value::jsonb ? 'phone', private.family_phone(r.phone)
  from json_array_elements(p_invitations) as e(value)
  cross join lateral json_to_record(e.value)
    as r(human_key text, family_name text, family_chief text, available_tickets integer, phone text);
$$;
revoke all on function private.incoming_invitations(json) from public;
grant execute on function private.incoming_invitations(json) to authenticated, service_role;

-- The guest-list import, all or nothing: a row without a "phone" key (a file without the
-- column) keeps the stored phone, a null or empty one clears it
create function public.couple_import_invitations(p_invitations json, p_update_existing boolean)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  inserted integer;
  updated integer := 0;
begin
  if not coalesce(p_update_existing, false) and exists (
    select from json_to_recordset(p_invitations) as r(human_key text)
    join public.rsvp_guests g on g.human_key = private.normalize_human_key(r.human_key)
  ) then
    raise exception 'couple_duplicate_number' using errcode = 'P0001';
  end if;

  with incoming as (
    select * from private.incoming_invitations(p_invitations)
  ), changed as (
    update public.rsvp_guests g
    set family_name = i.family_name,
        family_chief = i.family_chief,
        available_tickets = i.available_tickets,
        phone = case when i.sets_phone then i.phone else g.phone end
    from incoming i
    where g.human_key = i.human_key
    returning g.id
  )
  select count(*) into updated from changed;

  with incoming as (
    select * from private.incoming_invitations(p_invitations)
  ), added as (
    insert into public.rsvp_guests (human_key, family_name, family_chief, available_tickets, phone)
    select i.human_key, i.family_name, i.family_chief, i.available_tickets, i.phone
    from incoming i
    where not exists (select from public.rsvp_guests g where g.human_key = i.human_key)
    returning id
  )
  select count(*) into inserted from added;

  return json_build_object('inserted', inserted, 'updated', updated);
end;
$$;
comment on function public.couple_import_invitations(json, boolean) is 'The guest-list import, all or nothing, for the dashboard and npm run guests:import alike; rows were validated by the same module in both. A row without a phone key keeps the stored phone.';
revoke all on function public.couple_import_invitations(json, boolean) from public;
grant execute on function public.couple_import_invitations(json, boolean) to service_role, authenticated;

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

-- The couple's «Preguntas de la confirmación»: whether names are required, the meal choices and
-- the events; each key is checked on its own (null, empty and comma-holding keys are refused).
create function public.couple_set_answer_rules(
  p_names_required boolean,
  p_meal_choices text[],
  p_event_keys text[]
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rules record;
begin
  if p_names_required is null or p_meal_choices is null or p_event_keys is null
     or array_position(p_meal_choices, null) is not null
     or array_position(p_event_keys, null) is not null
     or cardinality(array(select distinct unnest(p_meal_choices))) <> cardinality(p_meal_choices)
     or cardinality(array(select distinct unnest(p_event_keys))) <> cardinality(p_event_keys) then
    raise exception 'rsvp_invalid_rules' using errcode = 'P0001',
      detail = 'names_required, meal_choices and event_keys are required, without nulls or repeats';
  end if;
  if cardinality(p_meal_choices) > 20 or cardinality(p_event_keys) > 10
     or not private.is_key_list(p_meal_choices || p_event_keys) then
    raise exception 'rsvp_invalid_rules' using errcode = 'P0001',
      detail = 'at most 20 meal choices and 10 events, each key 1 to 40 of a-z, 0-9 and -';
  end if;

  update public.rsvp_settings
  set attendee_names_required = p_names_required,
      meal_choices = p_meal_choices,
      event_keys = p_event_keys
  where id
    and (attendee_names_required, meal_choices, event_keys)
        is distinct from (p_names_required, p_meal_choices, p_event_keys);

  select attendee_names_required, meal_choices, event_keys into rules
  from public.rsvp_settings where id;
  if not found then
    -- the policies hid the row: a signed-in stranger
    raise exception 'permission denied for the answer rules' using errcode = '42501';
  end if;
  return json_build_object(
    'names_required', rules.attendee_names_required,
    'meal_choices', to_json(rules.meal_choices),
    'event_keys', to_json(rules.event_keys)
  );
end;
$$;
comment on function public.couple_set_answer_rules(boolean, text[], text[]) is 'The couple sets the answer rules of the Studio''s «Preguntas de la confirmación»: names required, meal choice keys, event keys. Changes nothing when they are already so.';
revoke all on function public.couple_set_answer_rules(boolean, text[], text[]) from public;
grant execute on function public.couple_set_answer_rules(boolean, text[], text[]) to service_role, authenticated;

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
