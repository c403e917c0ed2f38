-- Answers the couple can use: when the couple asks about events, each person of an acceptance
-- says at least one event the family is invited to, so the events' tallies add up to the people
-- who come. The rule lives in the one writer of the people (the guest's respond_invitation and the
-- couple's couple_record_people call it): a person with no event, an empty list, is refused with
-- rsvp_invalid_people and the detail «person N: choose at least one event»; a null or an event the
-- family is not invited to stays rsvp_unknown_event. A family invited to none of the asked events
-- (or a couple asking none) is asked nothing. Seats the answer leaves without a person stay the
-- couple's «Sin datos», as before. The rest of the body is the baseline's.
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
  -- the events this family may say it attends: asked by the couple and the family invited to them
  invitable text[];
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
  invitable := array(
    select key from unnest(settings.event_keys) as key
    where key = any (coalesce(guest.event_keys, settings.event_keys))
  );

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
    if cardinality(invitable) > 0 and cardinality(person_events) = 0 then
      raise exception 'rsvp_invalid_people' using errcode = 'P0001',
        detail = format('person %s: choose at least one event', place);
    end if;

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
