-- One call per intent: each thing the couple or a door helper does is one database function, so
-- one transaction: placing a family and its people seated apart, seating families automatically,
-- the import with its tables, and the door's day (its list and tally read together). A dropped
-- request on a venue's signal leaves everything as it was, never a family half seated.

-- The couple places a family: at a table by name (null: «Sin mesa»), with the people of
-- p_apart_positions (1 = the answer's first) each at the table of the same place in
-- p_apart_tables; everyone else sits with the family, and a person «apart» at the family's own
-- table is simply with it. All of it or nothing; only what differs is written, so the seating
-- history records real moves only.
create function public.couple_place_family(
  p_human_key text,
  p_table_name text,
  p_apart_positions integer[] default '{}',
  p_apart_tables text[] default '{}'
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  target_id bigint;
  apart_count integer := coalesce(cardinality(p_apart_positions), 0);
  kept integer[] := '{}';
  seat_id bigint;
begin
  if apart_count <> coalesce(cardinality(p_apart_tables), 0) then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'one table for each person apart';
  end if;
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  -- checked before any table is looked up: a list longer than the family costs nothing
  if apart_count > guest.available_tickets
     or exists (select from unnest(p_apart_positions) as p
                where p is null or p not between 1 and guest.available_tickets)
     or (select count(distinct p) from unnest(p_apart_positions) as p) <> apart_count then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = format('each person apart once, 1 to %s of this invitation', guest.available_tickets);
  end if;
  if exists (select from unnest(p_apart_tables) as t where private.answer_text(t) is null) then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'a person apart sits at a table';
  end if;

  if private.answer_text(p_table_name) is not null then
    target_id := (private.table_named(p_table_name)).id;
  end if;
  if guest.table_id is distinct from target_id then
    update public.rsvp_guests set table_id = target_id where id = guest.id
    returning * into guest;
  end if;

  for i in 1 .. apart_count loop
    seat_id := (private.table_named(p_apart_tables[i])).id;
    continue when seat_id = target_id;
    kept := kept || p_apart_positions[i];
    insert into public.rsvp_person_seats (guest_id, position, table_id)
    values (guest.id, p_apart_positions[i], seat_id)
    on conflict (guest_id, position) do update set table_id = excluded.table_id
    where rsvp_person_seats.table_id is distinct from excluded.table_id;
  end loop;
  delete from public.rsvp_person_seats
  where guest_id = guest.id and not position = any (kept);
  return public.couple_invitation_json(guest);
end;
$$;
comment on function public.couple_place_family(text, text, integer[], text[]) is 'The couple seats a family at a table (null unseats it) and, in the same transaction, each person of p_apart_positions at the table of the same place in p_apart_tables; the others sit with the family.';
revoke all on function public.couple_place_family(text, text, integer[], text[]) from public;
grant execute on function public.couple_place_family(text, text, integer[], text[]) to service_role, authenticated;

-- The couple seats several whole families at once («Sentar automáticamente», the import's
-- tables): each number of p_human_keys at the table of the same place in p_table_names. All of
-- them or none; answers the invitations as seated, in the order given.
create function public.couple_seat_families(p_human_keys text[], p_table_names text[])
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  how_many integer := coalesce(cardinality(p_human_keys), 0);
  seated json[] := '{}';
  guest public.rsvp_guests;
begin
  if how_many <> coalesce(cardinality(p_table_names), 0) then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'one table for each family';
  end if;
  -- no more families than the caller can see, each once, each at a table
  if how_many > (select count(*) from public.rsvp_guests)
     or exists (select from unnest(p_human_keys) as k where private.answer_text(k) is null)
     or (select count(distinct private.normalize_human_key(k)) from unnest(p_human_keys) as k)
        <> how_many then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'each family once, by its number';
  end if;
  if exists (select from unnest(p_table_names) as t where private.answer_text(t) is null) then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'each family sits at a table';
  end if;
  for i in 1 .. how_many loop
    update public.rsvp_guests set table_id = (private.table_named(p_table_names[i])).id
    where human_key = private.normalize_human_key(p_human_keys[i])
    returning * into guest;
    if not found then
      raise exception 'couple_not_found' using errcode = 'P0001', detail = left(p_human_keys[i], 40);
    end if;
    -- a whole family: its people seated apart before come back to it
    delete from public.rsvp_person_seats where guest_id = guest.id;
    -- a statement of its own: a stable function sees the rows as its statement began
    seated := seated || public.couple_invitation_json(guest);
  end loop;
  return array_to_json(seated);
end;
$$;
comment on function public.couple_seat_families(text[], text[]) is 'The couple seats whole families, each number at the table of the same place, all of them or none; answers the invitations as seated.';
revoke all on function public.couple_seat_families(text[], text[]) from public;
grant execute on function public.couple_seat_families(text[], text[]) to service_role, authenticated;

-- The guest-list import, all or nothing, now with its tables: p_new_tables are created (10 seats
-- each until the couple changes them, the tools' defaultTableSeats) and each number of
-- p_seat_numbers is seated at the table of the same place in p_seat_tables, in the same
-- transaction as the invitations. The rows are as before (20261128001100_import_events.sql).
drop function public.couple_import_invitations(json, boolean);
create function public.couple_import_invitations(
  p_invitations json,
  p_update_existing boolean,
  p_new_tables text[] default '{}',
  p_seat_numbers text[] default '{}',
  p_seat_tables text[] default '{}'
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  inserted integer;
  updated integer := 0;
  asked text[];
  stray text;
  new_table text;
begin
  if not coalesce(p_update_existing, false) and exists (
    select from json_to_recordset(p_invitations) as r(human_key text)
    join public.rsvp_guests g on g.human_key = private.normalize_human_key(r.human_key)
  ) then
    raise exception 'couple_duplicate_number' using errcode = 'P0001';
  end if;

  select s.event_keys into asked from public.rsvp_settings s where s.id;
  select k into stray
  from json_to_recordset(p_invitations) as r(event_keys text[])
  cross join lateral unnest(r.event_keys) as k
  where k is null or not k = any (coalesce(asked, '{}'))
  limit 1;
  if found then
    raise exception 'rsvp_unknown_event' using errcode = 'P0001', detail = coalesce(left(stray, 40), 'null');
  end if;

  with incoming as (
    select * from private.incoming_invitations(p_invitations, asked)
  ), changed as (
    update public.rsvp_guests g
    set family_name = i.family_name,
        family_chief = i.family_chief,
        available_tickets = i.available_tickets,
        phone = case when i.sets_phone then i.phone else g.phone end,
        event_keys = case when i.sets_events then i.event_keys else g.event_keys end
    from incoming i
    where g.human_key = i.human_key
    returning g.id
  )
  select count(*) into updated from changed;

  with incoming as (
    select * from private.incoming_invitations(p_invitations, asked)
  ), added as (
    insert into public.rsvp_guests (human_key, family_name, family_chief, available_tickets, phone,
                                    event_keys)
    select i.human_key, i.family_name, i.family_chief, i.available_tickets, i.phone, i.event_keys
    from incoming i
    where not exists (select from public.rsvp_guests g where g.human_key = i.human_key)
    returning id
  )
  select count(*) into inserted from added;

  if exists (select from unnest(p_new_tables) as t where t is null) then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'a new table has a name';
  end if;
  foreach new_table in array coalesce(p_new_tables, '{}') loop
    perform public.couple_create_table(new_table, 10);
  end loop;
  perform public.couple_seat_families(p_seat_numbers, p_seat_tables);

  return json_build_object('inserted', inserted, 'updated', updated);
end;
$$;
comment on function public.couple_import_invitations(json, boolean, text[], text[], text[]) is 'The guest-list import, all or nothing, for the dashboard and npm run guests:import alike, with the tables it creates and the families it seats; rows were validated by the same module in both. A row without a phone key keeps the stored phone, one without an event_keys key the stored events (null: all; only events the couple asks about).';
revoke all on function public.couple_import_invitations(json, boolean, text[], text[], text[]) from public;
grant execute on function public.couple_import_invitations(json, boolean, text[], text[], text[]) to service_role, authenticated;

-- The door's day in one call: the list and the tally read in the same snapshot, so the totals
-- never count an arrival the list does not show yet. Door helpers and the couple only (each part
-- checks it).
create function public.door_day()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select json_build_object('families', public.door_guest_list(), 'totals', public.door_totals());
$$;
comment on function public.door_day() is 'The door''s list (door_guest_list) and tally (door_totals) read together; door helpers and the couple only.';
revoke all on function public.door_day() from public;
grant execute on function public.door_day() to service_role, authenticated;
