-- The people of an invitation as the functions answer them, in their order.
create function private.people_json(p_guest_id bigint)
returns json
language sql
stable
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object(
           'name', a.full_name,
           'child', a.is_child,
           'meal', a.meal,
           'meal_details', a.meal_details,
           'events', to_json(a.events)
         ) order by a.position), '[]'::json)
  from public.rsvp_attendees a
  where a.guest_id = p_guest_id;
$$;
revoke all on function private.people_json(bigint) from public;
grant execute on function private.people_json(bigint) to authenticated, service_role;

-- The last day this invitation's answer may change: its own date, or the general one.
create function private.deadline_of(guest public.rsvp_guests)
returns date
language sql
stable
set search_path = ''
as $$
  select coalesce(guest.modification_deadline,
                  (select modification_deadline from public.rsvp_settings where id));
$$;
revoke all on function private.deadline_of(public.rsvp_guests) from public;

-- private.invitation_json, an invitation as the guest functions answer it, is defined in
-- …_tables_and_pase.

-- Appends the invitation's answer as it now stands to its history, with who changed it (and the
-- couple member's email, or the guest's address bucket) and a snapshot of the people, message
-- and song.
create function private.record_answer(guest public.rsvp_guests, changed_by text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if changed_by = 'guest' then
    insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, changed_by,
                                     client_address, people, message, song)
    values (guest.id, guest.will_attend, guest.confirmed_tickets, changed_by,
            private.client_address(), private.people_json(guest.id), guest.message, guest.song);
  else
    insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, changed_by,
                                     changed_by_email, people, message, song)
    values (guest.id, guest.will_attend, guest.confirmed_tickets, changed_by,
            case when changed_by = 'couple' then lower(auth.jwt() ->> 'email') end,
            private.people_json(guest.id), guest.message, guest.song);
  end if;
end;
$$;
revoke all on function private.record_answer(public.rsvp_guests, text) from public;
grant execute on function private.record_answer(public.rsvp_guests, text) to authenticated, service_role;

-- Writes the people of an invitation as given (a history snapshot: the couple's restore puts
-- them back). Runs as its owner, so a signed-in caller must be one of the couple.
create function private.write_people(p_guest_id bigint, p_people json)
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
revoke all on function private.write_people(bigint, json) from public;
grant execute on function private.write_people(bigint, json) to authenticated, service_role;

-- Replaces the people of an answer with those given, checked against the answer rules: one per
-- seat at most, names when required, known meal choices and events the family is invited to (an
-- event key that is null or not a string is an unknown event, named unquoted), names and meal details trimmed of every kind of space and
-- without invisible characters. Runs as its owner, so a signed-in caller must be one of the
-- couple (the couple's functions call it too).
create function private.replace_people(guest public.rsvp_guests, people json)
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
revoke all on function private.replace_people(public.rsvp_guests, json) from public;
grant execute on function private.replace_people(public.rsvp_guests, json) to authenticated, service_role;

-- An answer that is not an acceptance has no people, message or song, and an acceptance never
-- has more people than seats: fewer seats drop the people beyond them. Whoever changes the answer
-- (guest, couple, restore), the rule holds.
create function private.keep_people_within_seats()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.will_attend is distinct from true then
    new.message := null;
    new.song := null;
    delete from public.rsvp_attendees where guest_id = new.id;
  else
    delete from public.rsvp_attendees where guest_id = new.id and position > new.confirmed_tickets;
  end if;
  return new;
end;
$$;
revoke all on function private.keep_people_within_seats() from public;

-- the people stay within the confirmed seats whoever changes the answer
create trigger keep_people_within_seats
  before update of will_attend, confirmed_tickets on public.rsvp_guests
  for each row execute function private.keep_people_within_seats();

-- The one writer of rsvp_sends: the couple may read the table but not insert into it, so a send
-- is always the caller's own, stamped with the JWT's email and the database's clock. It checks
-- the caller itself, as no policy stands between it and the table.
create function private.record_send(guest public.rsvp_guests, template text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (public.is_couple_member() or auth.role() = 'service_role') then
    raise exception 'permission denied for the sends' using errcode = '42501';
  end if;
  insert into public.rsvp_sends (guest_id, template, sent_by_email)
  values (guest.id, template, lower(auth.jwt() ->> 'email'));
end;
$$;
revoke all on function private.record_send(public.rsvp_guests, text) from public;
grant execute on function private.record_send(public.rsvp_guests, text) to authenticated, service_role;
