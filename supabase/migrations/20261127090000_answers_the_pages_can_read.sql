-- The database refuses what the pages cannot read. array_to_string skips nulls and cannot tell
-- 'a,b' from two keys, so a person could be stored attending the event null (and '' or 'a,b' be
-- set as choice keys), which the pages refuse to read: one guest blanked the couple's whole list.
-- Names and texts of an answer may no longer hold invisible or direction characters (U+200B,
-- U+202E, U+2066 and the like), and lose every kind of space at their ends, as the page trims them.

-- A list of choice keys as the pages read it: no null, each 1 to 40 of a-z, 0-9 and - (so none
-- is empty or holds a comma). The table checks below and couple_set_answer_rules use it.
create function private.is_key_list(keys text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select array_position(keys, null) is null
     and not exists (select 1 from unnest(keys) as k(key)
                     where k.key !~ '^[a-z0-9][a-z0-9-]{0,39}$')
$$;

revoke execute on function private.is_key_list(text[]) from public;
-- the couple sets the rules as themselves (couple_set_answer_rules), so their checks run as them
grant execute on function private.is_key_list(text[]) to authenticated, service_role;

-- Whether a text holds a character the page does not show: soft hyphen, zero-width space, the
-- direction marks, embeddings, overrides and isolates, the line and paragraph separators,
-- invisible operators and U+FEFF (web/src/lib/guest-list/answer-text-rules.ts, the same list).
create function private.has_invisible_character(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '[\u00AD\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]'
$$;

revoke execute on function private.has_invisible_character(text) from public;
grant execute on function private.has_invisible_character(text) to authenticated, service_role;

-- What earlier versions let in, taken out so the new checks hold.
update public.rsvp_settings
set meal_choices = array(select key from unnest(meal_choices) with ordinality as k(key, place)
                         where private.is_key_list(array[key]) order by place),
    event_keys = array(select key from unnest(event_keys) with ordinality as k(key, place)
                       where private.is_key_list(array[key]) order by place);

update public.rsvp_attendees
set events = array(select key from unnest(events) with ordinality as k(key, place)
                   where private.is_key_list(array[key]) order by place)
where not private.is_key_list(events);

alter table public.rsvp_settings
  drop constraint rsvp_settings_meal_choices_check,
  add constraint rsvp_settings_meal_choices_check
    check (cardinality(meal_choices) <= 20 and private.is_key_list(meal_choices)),
  drop constraint rsvp_settings_event_keys_check,
  add constraint rsvp_settings_event_keys_check
    check (cardinality(event_keys) <= 10 and private.is_key_list(event_keys));

alter table public.rsvp_attendees
  drop constraint rsvp_attendees_events_check,
  add constraint rsvp_attendees_events_check
    check (cardinality(events) <= 10 and private.is_key_list(events));

-- New names only: rows an earlier version stored stay readable as they are. (The answer's other
-- texts are checked by the functions that write them, below.)
alter table public.rsvp_attendees
  add constraint rsvp_attendees_full_name_visible
    check (not private.has_invisible_character(full_name))
    not valid;

-- A text of an answer as the database keeps it: without the spaces at its ends that the page's
-- String.prototype.trim takes off (every Unicode space, line break and U+FEFF), empty as none.
create function private.answer_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(value, E'\t\n\u000B\u000C\r \u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF'), '')
$$;

revoke execute on function private.answer_text(text) from public;
-- the couple's functions run as the couple and check texts with it (private.family_text)
grant execute on function private.answer_text(text) to authenticated, service_role;


-- as before, with every kind of space trimmed and invisible characters refused
create or replace function private.family_text(value text, max_length integer, multiline boolean)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  value := private.answer_text(value);
  if char_length(value) > max_length
     or private.has_invisible_character(value)
     or (multiline and value ~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]')
     or (not multiline and value ~ '[[:cntrl:]]') then
    raise exception 'rsvp_invalid_text' using errcode = 'P0001',
      detail = format('up to %s characters%s, no invisible characters', max_length,
                      case when multiline then '' else ', one line' end);
  end if;
  return value;
end;
$$;

-- as before, and: an event key that is null or not a string is an unknown event (it used to be
-- stored as null, or to fail with 22004 when no event was listed); names and meal details are
-- trimmed of every kind of space and may not hold invisible characters; and a signed-in caller
-- must be one of the couple (it runs as its owner, and the couple's functions may call it)
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
    limit 1;
    if found then
      raise exception 'rsvp_unknown_event' using errcode = 'P0001',
        detail = left(coalesce(unknown_event::text, 'null'), 40);
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

-- as before, and a signed-in caller must be one of the couple: it runs as its owner, and the
-- couple's restore may call it
create or replace function private.write_people(p_guest_id bigint, p_people json)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.role() = 'authenticated' and not public.is_couple_member() then
    raise exception 'permission denied for the people of an answer' using errcode = '42501';
  end if;
  delete from public.rsvp_attendees where guest_id = p_guest_id;
  insert into public.rsvp_attendees (guest_id, position, full_name, is_child, meal, meal_details, events)
  select p_guest_id, person.ordinality, person.value ->> 'name',
         coalesce((person.value ->> 'child')::boolean, false), person.value ->> 'meal',
         person.value ->> 'meal_details',
         array(select json_array_elements_text(coalesce(person.value -> 'events', '[]')))
  from json_array_elements(coalesce(p_people, '[]')) with ordinality as person(value, ordinality)
  join public.rsvp_guests g on g.id = p_guest_id
  where g.will_attend and person.ordinality <= g.confirmed_tickets;
end;
$$;

-- as before, and each key is checked on its own: null, empty and comma-holding keys are refused
create or replace function public.couple_set_answer_rules(
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
