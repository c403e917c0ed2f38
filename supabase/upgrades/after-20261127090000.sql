-- For a database migrated before the baseline (every migration up to 20261127090000): what the
-- baseline added since, in the order it was written. The embedded database runs it when it
-- adopts such a folder; a Supabase project of that time runs it once in the SQL editor, before
-- the migration repair of docs/rsvp-and-database.md.

-- A family's name and its chief's may not hold the invisible and direction characters the answer's
-- names may not (U+200B, U+202E, U+2066 and the like: pasted from a chat, they reorder or hide what
-- the couple and the caterer read). A trigger on writes of those two columns, like the number's,
-- so the names stored before stay readable and editable as they are until someone changes them.
create function private.assert_visible_family_names()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  inserted boolean := tg_op = 'INSERT';
begin
  -- each name is checked when it is written anew, so an old one kept as it is blocks nothing
  if (inserted or new.family_name is distinct from old.family_name)
       and private.has_invisible_character(new.family_name)
     or (inserted or new.family_chief is distinct from old.family_chief)
       and private.has_invisible_character(new.family_chief) then
    raise exception 'couple_invisible_characters' using errcode = 'P0001',
      detail = 'family_name and family_chief may not hold invisible or direction characters';
  end if;
  return new;
end;
$$;
revoke all on function private.assert_visible_family_names() from public;

create trigger rsvp_guests_family_names_are_visible
before insert or update of family_name, family_chief on public.rsvp_guests
for each row execute function private.assert_visible_family_names();

-- The couple's own deadline: they set the general date for changing an answer (the spec's
-- 5 October 2025 stays the default) and extend it for one invitation (a family that calls after
-- it). The guest functions answer and enforce the family's own date; every change of either is
-- recorded with who made it, whichever way it was made.

alter table public.rsvp_guests add column modification_deadline date;
comment on column public.rsvp_guests.modification_deadline is 'This invitation''s own last day to change its answer; null: the general date (rsvp_settings.modification_deadline).';

-- the couple changes the general date through couple_set_modification_deadline (security invoker)
grant update (modification_deadline) on table public.rsvp_settings to authenticated;

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

-- Who changed a deadline, when, and to what: the general date (guest_id null) or one invitation's
-- (deadline null: back to the general date).
create table public.rsvp_deadline_changes (
  id bigint generated always as identity primary key,
  guest_id bigint references public.rsvp_guests (id) on delete cascade,
  deadline date,
  changed_at timestamptz not null default now(),
  -- the couple member's email from the request's JWT; null for the owner or the service role
  changed_by_email text
);
comment on table public.rsvp_deadline_changes is 'Each change of the general modification deadline (guest_id null) or of one invitation''s own; written by triggers, read by the couple.';
create index rsvp_deadline_changes_guest on public.rsvp_deadline_changes (guest_id, changed_at);
alter table public.rsvp_deadline_changes enable row level security;
grant select on table public.rsvp_deadline_changes to authenticated;
create policy "couple members read the deadline changes"
  on public.rsvp_deadline_changes for select to authenticated
  using ((select public.is_couple_member()));

-- Runs as its owner: the couple may read the log but not write it.
create function private.record_deadline_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  email text := nullif(lower(auth.jwt() ->> 'email'), '');
begin
  -- one statement per table: plpgsql plans a statement for the row type it first meets
  if tg_table_name = 'rsvp_settings' then
    insert into public.rsvp_deadline_changes (guest_id, deadline, changed_by_email)
    values (null, new.modification_deadline, email);
  else
    insert into public.rsvp_deadline_changes (guest_id, deadline, changed_by_email)
    values (new.id, new.modification_deadline, email);
  end if;
  return new;
end;
$$;
revoke all on function private.record_deadline_change() from public;

create trigger record_general_deadline_change
  after update of modification_deadline on public.rsvp_settings
  for each row when (new.modification_deadline is distinct from old.modification_deadline)
  execute function private.record_deadline_change();
create trigger record_invitation_deadline_change
  after update of modification_deadline on public.rsvp_guests
  for each row when (new.modification_deadline is distinct from old.modification_deadline)
  execute function private.record_deadline_change();

-- as in the baseline, with the family's own deadline
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
    'people', private.people_json(guest.id),
    'message', guest.message,
    'song', guest.song
  );
$$;

-- as in the baseline, enforcing the family's own deadline
create or replace function public.respond_invitation(
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

-- as in the baseline, with the invitation's own deadline (null: the general date)
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
