-- Who comes, not just how many: one row per person of an accepted answer (name, adult or child,
-- meal, events), the family's message and song, and the answer rules the couple chose. Written
-- only through the guest and couple functions, in the answer's own transaction; a trigger keeps
-- the people within the confirmed seats whoever changes the answer.

alter table public.rsvp_settings
  add column attendee_names_required boolean not null default false,
  add column meal_choices text[] not null
    default array['sin-restricciones', 'vegetariano', 'vegano', 'sin-gluten', 'alergia']
    check (cardinality(meal_choices) <= 20
           and array_to_string(meal_choices, ',') ~ '^([a-z0-9][a-z0-9-]{0,39}(,|$))*$'),
  add column event_keys text[] not null default array[]::text[]
    check (cardinality(event_keys) <= 10
           and array_to_string(event_keys, ',') ~ '^([a-z0-9][a-z0-9-]{0,39}(,|$))*$');

comment on column public.rsvp_settings.attendee_names_required is 'When true, an acceptance names one person per confirmed seat.';
comment on column public.rsvp_settings.meal_choices is 'Keys of the meal choices a person may pick (the Studio''s «Preguntas de la confirmación»).';
comment on column public.rsvp_settings.event_keys is 'Keys of the events a person may say they attend; empty when the question is off.';

alter table public.rsvp_guests
  add column message text
    check (message is null or (char_length(message) between 1 and 1000
                               and message !~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]')),
  add column song text
    check (song is null or (char_length(song) between 1 and 200 and song !~ '[[:cntrl:]]'));

comment on column public.rsvp_guests.message is 'The family''s message to the couple, with its answer (line breaks allowed).';
comment on column public.rsvp_guests.song is 'The family''s song request, with its answer.';

create table public.rsvp_attendees (
  guest_id bigint not null references public.rsvp_guests (id) on delete cascade,
  position smallint not null check (position between 1 and 50),
  full_name text check (full_name is null or (char_length(full_name) between 1 and 80
                                              and full_name = btrim(full_name)
                                              and full_name !~ '[[:cntrl:]]')),
  is_child boolean not null default false,
  meal text check (meal is null or meal ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  meal_details text check (meal_details is null or (char_length(meal_details) between 1 and 200
                                                    and meal_details !~ '[[:cntrl:]]')),
  events text[] not null default array[]::text[]
    check (cardinality(events) <= 10
           and array_to_string(events, ',') ~ '^([a-z0-9][a-z0-9-]{0,39}(,|$))*$'),
  primary key (guest_id, position)
);

comment on table public.rsvp_attendees is 'The people of an accepted answer, one per confirmed seat at most; written only by the guest and couple functions.';

alter table public.rsvp_attendees enable row level security;
revoke all on table public.rsvp_attendees from anon, authenticated, public;
grant select on table public.rsvp_attendees to authenticated;

create policy "couple members read the people"
  on public.rsvp_attendees for select to authenticated
  using ((select public.is_couple_member()));

alter table public.rsvp_history
  add column people json,
  add column message text,
  add column song text;

comment on column public.rsvp_history.people is 'The answer''s people as they were saved with it (the shape of find_invitation''s people).';

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

revoke execute on function private.people_json(bigint) from public;
grant execute on function private.people_json(bigint) to authenticated, service_role;

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

revoke execute on function private.keep_people_within_seats() from public;

create trigger keep_people_within_seats
  before update of will_attend, confirmed_tickets on public.rsvp_guests
  for each row execute function private.keep_people_within_seats();

-- Writes the people of an acceptance from a list of {name, child, meal, meal_details, events}, in
-- its order: a list replace_people has checked, or a history snapshot a restore puts back (null,
-- from before people were kept, is none). Only an acceptance keeps people, never more than seats.
create function private.write_people(p_guest_id bigint, p_people json)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.rsvp_attendees where guest_id = p_guest_id;
  insert into public.rsvp_attendees (guest_id, position, full_name, is_child, meal, meal_details, events)
  select p_guest_id, person.ordinality, person.value ->> 'name',
         coalesce((person.value ->> 'child')::boolean, false), person.value ->> 'meal',
         person.value ->> 'meal_details',
         array(select json_array_elements_text(coalesce(person.value -> 'events', '[]')))
  from json_array_elements(coalesce(p_people, '[]')) with ordinality as person(value, ordinality)
  join public.rsvp_guests g on g.id = p_guest_id
  where g.will_attend and person.ordinality <= g.confirmed_tickets;
$$;

revoke execute on function private.write_people(bigint, json) from public;

-- Replaces the people of an acceptance with `people` (a JSON list, null meaning none), once
-- every entry is checked against the seats and the couple's rules. Raises a stable code and
-- changes nothing when any entry is wrong.
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
  named integer := 0;
  checked jsonb := '[]';
begin
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

    person_name := nullif(btrim(person ->> 'name'), '');
    details := nullif(btrim(person ->> 'meal_details'), '');
    if char_length(person_name) > 80 or person_name ~ '[[:cntrl:]]'
       or char_length(details) > 200 or details ~ '[[:cntrl:]]' then
      raise exception 'rsvp_invalid_people' using errcode = 'P0001',
        detail = format('person %s: a name is up to 80 characters, details up to 200, one line', place);
    end if;

    person_meal := person ->> 'meal';
    if person_meal is not null and not person_meal = any (settings.meal_choices) then
      raise exception 'rsvp_unknown_meal' using errcode = 'P0001', detail = left(person_meal, 40);
    end if;

    if json_array_length(coalesce(person -> 'events', '[]')) > 10 then
      raise exception 'rsvp_invalid_people' using errcode = 'P0001',
        detail = format('person %s: at most 10 events', place);
    end if;
    select coalesce(array_agg(distinct value), array[]::text[]) into person_events
    from json_array_elements_text(coalesce(person -> 'events', '[]'));
    if exists (select 1 from unnest(person_events) as e(key) where not e.key = any (settings.event_keys)) then
      raise exception 'rsvp_unknown_event' using errcode = 'P0001',
        detail = (select left(e.key, 40) from unnest(person_events) as e(key)
                  where not e.key = any (settings.event_keys) limit 1);
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

revoke execute on function private.replace_people(public.rsvp_guests, json) from public;

-- The family's free text: trimmed, empty as none, within its limit and without control
-- characters (a message may keep its line breaks).
create function private.family_text(value text, max_length integer, multiline boolean)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  value := nullif(btrim(value), '');
  if char_length(value) > max_length
     or (multiline and value ~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]')
     or (not multiline and value ~ '[[:cntrl:]]') then
    raise exception 'rsvp_invalid_text' using errcode = 'P0001',
      detail = format('up to %s characters%s', max_length, case when multiline then '' else ', one line' end);
  end if;
  return value;
end;
$$;

revoke execute on function private.family_text(text, integer, boolean) from public;

-- as before, with the people, message and song
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
    'modification_deadline', (select modification_deadline from public.rsvp_settings),
    'people', private.people_json(guest.id),
    'message', guest.message,
    'song', guest.song
  );
$$;

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
    'song', guest.song
  );
$$;

-- as before (20261125090000), with a snapshot of the answer's people, message and song
create or replace function private.record_answer(guest public.rsvp_guests, changed_by text)
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

drop function public.respond_invitation(text, boolean, integer);

-- as before (20261123090200), with the people who come, a message and a song; a decline keeps
-- none of them
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

  select modification_deadline::timestamp at time zone 'UTC' into deadline from public.rsvp_settings;
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

revoke execute on function public.respond_invitation(text, boolean, integer, json, text, text) from public;
grant execute on function public.respond_invitation(text, boolean, integer, json, text, text) to anon, authenticated, service_role;
