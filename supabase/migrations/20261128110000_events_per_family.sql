-- Events per family: Mexican weddings invite some families to the civil ceremony or the
-- tornaboda only. Each invitation lists the events it is invited to (null: all of them); the
-- guest functions answer the list, and a person may attend only those.

alter table public.rsvp_guests
  add column event_keys text[]
    check (event_keys is null or (cardinality(event_keys) <= 10 and private.is_key_list(event_keys)));
comment on column public.rsvp_guests.event_keys is 'The events this invitation is invited to (keys of rsvp_settings.event_keys); null: all of them.';

-- as before, with the events the family is invited to
create or replace function private.invitation_json(guest public.rsvp_guests)
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
    'modification_deadline', private.deadline_of(guest),
    'event_keys', guest.event_keys,
    'people', private.people_json(guest.id),
    'message', guest.message,
    'song', guest.song
  );
$$;

-- as before, with the events the family is invited to
create or replace function public.couple_invitation_json(guest public.rsvp_guests)
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

-- as before, and a person attends only events the family is invited to; the unknown event's
-- key is named as the page knows it (unquoted)
create or replace function private.replace_people(guest public.rsvp_guests, people json)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.rsvp_settings;
  person json;
  place integer := 0;
  person_name text;
  person_meal text;
  details text;
  person_events text[];
  unknown_event json;
  named integer := 0;
  checked jsonb := '[]';
begin
  -- the guests' way here is respond_invitation, as anon; the couple's, couple_record_people
  if auth.role() = 'authenticated' and not public.is_couple_member() then
    raise exception 'permission denied for the people of an answer' using errcode = '42501';
  end if;
  people := coalesce(people, '[]'::json);
  if json_typeof(people) <> 'array' then
    raise exception 'rsvp_invalid_people' using errcode = 'P0001', detail = 'people is a list';
  end if;
  if json_array_length(people) > guest.confirmed_tickets then
    raise exception 'rsvp_invalid_people' using errcode = 'P0001',
      detail = format('at most %s people', guest.confirmed_tickets);
  end if;
  select * into settings from public.rsvp_settings;

  for person in select value from json_array_elements(people) loop
    place := place + 1;
    if json_typeof(person) <> 'object'
       or json_typeof(coalesce(person -> 'name', 'null')) not in ('string', 'null')
       or json_typeof(coalesce(person -> 'child', 'null')) not in ('boolean', 'null')
       or json_typeof(coalesce(person -> 'meal', 'null')) not in ('string', 'null')
       or json_typeof(coalesce(person -> 'meal_details', 'null')) not in ('string', 'null')
       or json_typeof(coalesce(person -> 'events', '[]')) <> 'array' then
      raise exception 'rsvp_invalid_people' using errcode = 'P0001',
        detail = format('person %s: name, child, meal, meal_details, events', place);
    end if;

    person_name := private.answer_text(person ->> 'name');
    details := private.answer_text(person ->> 'meal_details');
    if char_length(person_name) > 80 or person_name ~ '[[:cntrl:]]'
       or private.has_invisible_character(person_name)
       or char_length(details) > 200 or details ~ '[[:cntrl:]]'
       or private.has_invisible_character(details) then
      raise exception 'rsvp_invalid_people' using errcode = 'P0001',
        detail = format('person %s: a name is up to 80 characters, details up to 200, one line, no invisible characters', place);
    end if;

    person_meal := person ->> 'meal';
    if person_meal is not null and not person_meal = any (settings.meal_choices) then
      raise exception 'rsvp_unknown_meal' using errcode = 'P0001', detail = left(person_meal, 40);
    end if;

    if json_array_length(coalesce(person -> 'events', '[]')) > 10 then
      raise exception 'rsvp_invalid_people' using errcode = 'P0001',
        detail = format('person %s: at most 10 events', place);
    end if;
    select event.value into unknown_event
    from json_array_elements(coalesce(person -> 'events', '[]')) as event(value)
    where json_typeof(event.value) <> 'string'
       or not (event.value #>> '{}') = any (settings.event_keys)
       or not (event.value #>> '{}') = any (coalesce(guest.event_keys, settings.event_keys))
    limit 1;
    if found then
      raise exception 'rsvp_unknown_event' using errcode = 'P0001',
        detail = left(coalesce(unknown_event #>> '{}', 'null'), 40);
    end if;
    select coalesce(array_agg(distinct value), array[]::text[]) into person_events
    from json_array_elements_text(coalesce(person -> 'events', '[]'));

    if person_name is not null then
      named := named + 1;
    end if;
    checked := checked || jsonb_build_array(jsonb_build_object(
      'name', person_name,
      'child', coalesce((person ->> 'child')::boolean, false),
      'meal', person_meal,
      'meal_details', details,
      'events', to_jsonb(person_events)
    ));
  end loop;

  if settings.attendee_names_required and named < guest.confirmed_tickets then
    raise exception 'rsvp_invalid_people' using errcode = 'P0001',
      detail = format('name each of the %s people', guest.confirmed_tickets);
  end if;
  perform private.write_people(guest.id, checked::json);
end;
$$;

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
