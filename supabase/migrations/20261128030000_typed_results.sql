-- Typed results: the couple's guest list, the seating functions and the door's day answer
-- composite types instead of json, so the generated database types describe what they answer
-- (Database['public']['CompositeTypes']) and the web, the scripts and the tests read one record
-- per thing. PostgREST answers a composite as one JSON object and a set of them as an array, with
-- the same keys json_build_object wrote before: the JSON a client receives does not change.
-- Functions whose return type changes are dropped and created again (create or replace cannot
-- change it), with the same arguments, grants, comments and security as before.

-- One person of an accepted answer, as private.people_json writes it.
create type public.invitation_person as (
  name text,
  child boolean,
  meal text,
  meal_details text,
  events text[]
);
comment on type public.invitation_person is 'One person of an accepted answer: name (null: unnamed), child, meal key and details, the events they attend.';

-- A person seated at another table than the family's (1 = the answer's first person).
create type public.person_table as (
  position integer,
  table_name text
);
comment on type public.person_table is 'A person (1 = the answer''s first) seated at another table than the family''s.';

-- One of an invitation's last sends.
create type public.invitation_send as (
  template text,
  sent_at timestamptz,
  sent_by_email text
);
comment on type public.invitation_send is 'A message the couple sent an invitation: its template, when and by whom.';

-- An invitation as the couple reads it (couple_invitation_json's keys, in its order).
create type public.couple_invitation as (
  human_key text,
  family_name text,
  family_chief text,
  available_tickets integer,
  confirmed_tickets integer,
  will_attend boolean,
  confirmed_at timestamptz,
  first_opened_at timestamptz,
  last_opened_at timestamptz,
  people public.invitation_person[],
  message text,
  song text,
  phone text,
  modification_deadline date,
  event_keys text[],
  table_name text,
  person_tables public.person_table[],
  sends public.invitation_send[],
  guest_answered_at timestamptz,
  news text
);
comment on type public.couple_invitation is 'An invitation as the couple''s functions answer it: its fields, its answer''s people, where it sits, its last 20 sends (newest first), when the family last answered and what is new since the member''s last visit (new, changed or null).';

-- A table of the day, as private.table_json writes it.
create type public.seating_table as (
  name text,
  seats integer,
  shape text,
  is_head boolean,
  plan_x real,
  plan_y real
);
comment on type public.seating_table is 'A table of the day: name, seats, shape (round, long), whether it is the head table, and its place on the room plan in percent (null: not placed).';

create type public.seating_plan as (
  show_tables boolean,
  tables public.seating_table[]
);
comment on type public.seating_plan is 'The couple''s tables (head table first) and whether guests see theirs.';

-- One person of a confirmed family at the door.
create type public.door_person as (
  position integer,
  name text,
  child boolean,
  table_name text,
  arrived boolean
);
comment on type public.door_person is 'One person of a confirmed family at the door: position (1 = first), name, child, their own table when seated apart, and whether they came in.';

-- A family on the door's list, by its door id and never by its number.
create type public.door_family as (
  door_id text,
  pase_hash text,
  status text,
  family_name text,
  family_chief text,
  confirmed_tickets integer,
  people public.door_person[],
  table_name text,
  person_tables public.person_table[],
  arrived integer,
  extra integer,
  conflicts integer
);
comment on type public.door_family is 'A family on the door''s list by its door id (never its number): a confirmed one with its people, pase hash, tables and arrivals, the others by name and status.';

create type public.door_table_count as (
  table_name text,
  arrived integer,
  expected integer
);
comment on type public.door_table_count is 'People arrived and expected at one table (empty name: no table).';

create type public.door_tally as (
  arrived integer,
  expected integer,
  conflicts integer,
  by_table public.door_table_count[]
);
comment on type public.door_tally is 'People arrived and expected in all and by table, and the conflicts between doors.';

create type public.door_day as (
  families public.door_family[],
  totals public.door_tally
);
comment on type public.door_day is 'The door''s list and tally read together.';

-- The answer's people, as private.people_json lists them.
create function private.invitation_people(p_guest_id bigint)
returns public.invitation_person[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg((a.full_name, a.is_child, a.meal, a.meal_details, a.events)::public.invitation_person
                            order by a.position), '{}')
  from public.rsvp_attendees a
  where a.guest_id = p_guest_id;
$$;
revoke all on function private.invitation_people(bigint) from public;
grant execute on function private.invitation_people(bigint) to service_role, authenticated;

-- The people seated apart, as private.person_tables_json lists them.
create function private.person_tables(p_guest_id bigint)
returns public.person_table[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg((s.position, t.name)::public.person_table order by s.position), '{}')
  from public.rsvp_person_seats s
  join public.rsvp_tables t on t.id = s.table_id
  where s.guest_id = p_guest_id;
$$;
revoke all on function private.person_tables(bigint) from public;
grant execute on function private.person_tables(bigint) to service_role, authenticated;

-- An invitation as the couple reads it: what couple_invitation_json answered, typed.
create function private.couple_invitation(guest public.rsvp_guests)
returns public.couple_invitation
language sql
stable
set search_path = ''
as $$
  select (
    guest.human_key,
    guest.family_name,
    guest.family_chief,
    guest.available_tickets,
    guest.confirmed_tickets,
    guest.will_attend,
    guest.confirmed_at,
    guest.first_opened_at,
    guest.last_opened_at,
    private.invitation_people(guest.id),
    guest.message,
    guest.song,
    guest.phone,
    guest.modification_deadline,
    guest.event_keys,
    (select name from public.rsvp_tables where id = guest.table_id),
    private.person_tables(guest.id),
    (
      select coalesce(array_agg((s.template, s.sent_at, s.sent_by_email)::public.invitation_send
                                order by s.sent_at desc, s.id desc), '{}')
      from (select template, sent_at, sent_by_email, id from public.rsvp_sends
            where guest_id = guest.id
            order by sent_at desc, id desc
            limit 20) s
    ),
    (
      select max(h.answered_at) from public.rsvp_history h
      where h.guest_id = guest.id and h.changed_by = 'guest'
    ),
    (
      select case
               when newest.changed_by <> 'guest' or newest.answered_at <= visit.seen_through then null
               when then_answer.will_attend is not null then 'changed'
               else 'new'
             end
      from public.couple_visits visit
      cross join lateral (
        select h.changed_by, h.answered_at from public.rsvp_history h
        where h.guest_id = guest.id
        order by h.answered_at desc, h.id desc
        limit 1
      ) newest
      left join lateral (
        select h.will_attend from public.rsvp_history h
        where h.guest_id = guest.id and h.answered_at <= visit.seen_through
        order by h.answered_at desc, h.id desc
        limit 1
      ) then_answer on true
      where visit.email = lower(btrim(auth.jwt() ->> 'email'))
    )
  )::public.couple_invitation;
$$;
revoke all on function private.couple_invitation(public.rsvp_guests) from public;
grant execute on function private.couple_invitation(public.rsvp_guests) to service_role, authenticated;

-- The couple's other functions (add, update, answers, sends, import) still answer json: the same
-- record, from the one definition above.
create or replace function public.couple_invitation_json(guest public.rsvp_guests)
returns json
language sql
stable
set search_path = ''
as $$
  select to_json(private.couple_invitation(guest));
$$;

-- A table of the day, typed; private.table_json answers the same as json.
create function private.seating_table(t public.rsvp_tables)
returns public.seating_table
language sql
stable
set search_path = ''
as $$
  select (t.name, t.seats, t.shape, t.is_head, t.plan_x, t.plan_y)::public.seating_table;
$$;
revoke all on function private.seating_table(public.rsvp_tables) from public;
grant execute on function private.seating_table(public.rsvp_tables) to service_role, authenticated;

create or replace function private.table_json(t public.rsvp_tables)
returns json
language sql
stable
set search_path = ''
as $$
  select to_json(private.seating_table(t));
$$;

-- The couple's guest list.
drop function public.couple_invitations();
create function public.couple_invitations()
returns setof public.couple_invitation
language sql
stable
security invoker
set search_path = ''
as $$
  select invitation.*
  from public.rsvp_guests g
  cross join lateral private.couple_invitation(g) invitation
  order by g.human_key;
$$;
comment on function public.couple_invitations() is 'The dashboard''s guest list (row-level security decides what the caller sees).';
revoke all on function public.couple_invitations() from public;
grant execute on function public.couple_invitations() to service_role, authenticated;

-- The couple's tables and whether guests see them.
drop function public.couple_seating();
create function public.couple_seating()
returns public.seating_plan
language sql
stable
security invoker
set search_path = ''
as $$
  select (
    coalesce((select show_tables from public.rsvp_settings where id), false),
    (select coalesce(array_agg(private.seating_table(t) order by t.is_head desc, t.id), '{}')
     from public.rsvp_tables t)
  )::public.seating_plan;
$$;
comment on function public.couple_seating() is 'The couple''s tables and whether guests see them (row-level security decides what the caller sees).';
revoke all on function public.couple_seating() from public;
grant execute on function public.couple_seating() to service_role, authenticated;

drop function public.couple_create_table(text, integer);
create function public.couple_create_table(p_name text, p_seats integer)
returns public.seating_table
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  created public.rsvp_tables;
begin
  if p_seats is null or p_seats not between 1 and 100 then
    raise exception 'couple_invalid_table' using errcode = 'P0001', detail = 'a table has 1 to 100 seats';
  end if;
  insert into public.rsvp_tables (name, seats) values (private.table_name(p_name), p_seats)
  returning * into created;
  return private.seating_table(created);
exception
  when unique_violation then
    raise exception 'couple_table_exists' using errcode = 'P0001', detail = left(p_name, 40);
end;
$$;
comment on function public.couple_create_table(text, integer) is 'The couple creates a table of the day with a name (unique, any case) and 1 to 100 seats.';
revoke all on function public.couple_create_table(text, integer) from public;
grant execute on function public.couple_create_table(text, integer) to service_role, authenticated;

drop function public.couple_update_table(text, text, integer, text, boolean);
create function public.couple_update_table(
  p_table_name text,
  p_name text,
  p_seats integer,
  p_shape text,
  p_is_head boolean
)
returns public.seating_table
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  target public.rsvp_tables := private.table_named(p_table_name);
  changed public.rsvp_tables;
begin
  if p_seats is null or p_seats not between 1 and 100 or p_shape is null
     or p_shape not in ('round', 'long') or p_is_head is null then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'a table has 1 to 100 seats, a shape (round or long) and is or is not the head table';
  end if;
  update public.rsvp_tables
  set name = private.table_name(p_name), seats = p_seats, shape = p_shape, is_head = p_is_head
  where id = target.id
  returning * into changed;
  return private.seating_table(changed);
exception
  when unique_violation then
    raise exception 'couple_table_exists' using errcode = 'P0001', detail = left(p_name, 40);
end;
$$;
comment on function public.couple_update_table(text, text, integer, text, boolean) is 'The couple renames a table and sets its seats, shape (round, long) and whether it is the head table.';
revoke all on function public.couple_update_table(text, text, integer, text, boolean) from public;
grant execute on function public.couple_update_table(text, text, integer, text, boolean) to service_role, authenticated;

drop function public.couple_place_table(text, real, real);
create function public.couple_place_table(p_table_name text, p_x real, p_y real)
returns public.seating_table
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  target public.rsvp_tables := private.table_named(p_table_name);
  changed public.rsvp_tables;
begin
  if (p_x is null) <> (p_y is null) or p_x not between 0 and 100 or p_y not between 0 and 100 then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'a place on the plan is two numbers from 0 to 100, or none';
  end if;
  update public.rsvp_tables set plan_x = p_x, plan_y = p_y where id = target.id
  returning * into changed;
  return private.seating_table(changed);
end;
$$;
comment on function public.couple_place_table(text, real, real) is 'The couple places a table on the room plan, in percent of the room''s width and depth; nulls take it off the plan.';
revoke all on function public.couple_place_table(text, real, real) from public;
grant execute on function public.couple_place_table(text, real, real) to service_role, authenticated;

drop function public.couple_seat_invitation(text, text);
create function public.couple_seat_invitation(p_human_key text, p_table_name text)
returns public.couple_invitation
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  target_id bigint;
  guest public.rsvp_guests;
begin
  if private.answer_text(p_table_name) is not null then
    target_id := (private.table_named(p_table_name)).id;
  end if;
  update public.rsvp_guests set table_id = target_id
  where human_key = private.normalize_human_key(p_human_key)
  returning * into guest;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  delete from public.rsvp_person_seats where guest_id = guest.id;
  return private.couple_invitation(guest);
end;
$$;
comment on function public.couple_seat_invitation(text, text) is 'The couple seats an invitation and all its people at a table by name; null unseats it.';
revoke all on function public.couple_seat_invitation(text, text) from public;
grant execute on function public.couple_seat_invitation(text, text) to service_role, authenticated;

drop function public.couple_seat_person(text, integer, text);
create function public.couple_seat_person(p_human_key text, p_position integer, p_table_name text)
returns public.couple_invitation
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  target_id bigint;
  guest public.rsvp_guests;
begin
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key);
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if p_position is null or p_position not between 1 and guest.available_tickets then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = format('a person is 1 to %s of this invitation', guest.available_tickets);
  end if;
  if private.answer_text(p_table_name) is not null then
    target_id := (private.table_named(p_table_name)).id;
  end if;
  if target_id is null or target_id is not distinct from guest.table_id then
    delete from public.rsvp_person_seats where guest_id = guest.id and position = p_position;
  else
    insert into public.rsvp_person_seats (guest_id, position, table_id)
    values (guest.id, p_position, target_id)
    on conflict (guest_id, position) do update set table_id = excluded.table_id
    where rsvp_person_seats.table_id is distinct from excluded.table_id;
  end if;
  return private.couple_invitation(guest);
end;
$$;
comment on function public.couple_seat_person(text, integer, text) is 'The couple seats one person of an invitation (position 1 = first) at another table; null, or the family''s table, puts them back with the family.';
revoke all on function public.couple_seat_person(text, integer, text) from public;
grant execute on function public.couple_seat_person(text, integer, text) to service_role, authenticated;

drop function public.couple_place_family(text, text, integer[], text[]);
create function public.couple_place_family(
  p_human_key text,
  p_table_name text,
  p_apart_positions integer[] default '{}',
  p_apart_tables text[] default '{}'
)
returns public.couple_invitation
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
  return private.couple_invitation(guest);
end;
$$;
comment on function public.couple_place_family(text, text, integer[], text[]) is 'The couple seats a family at a table (null unseats it) and, in the same transaction, each person of p_apart_positions at the table of the same place in p_apart_tables; the others sit with the family.';
revoke all on function public.couple_place_family(text, text, integer[], text[]) from public;
grant execute on function public.couple_place_family(text, text, integer[], text[]) to service_role, authenticated;

drop function public.couple_seat_families(text[], text[]);
create function public.couple_seat_families(p_human_keys text[], p_table_names text[])
returns setof public.couple_invitation
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  how_many integer := coalesce(cardinality(p_human_keys), 0);
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
    return next private.couple_invitation(guest);
  end loop;
end;
$$;
comment on function public.couple_seat_families(text[], text[]) is 'The couple seats whole families, each number at the table of the same place, all of them or none; answers the invitations as seated.';
revoke all on function public.couple_seat_families(text[], text[]) from public;
grant execute on function public.couple_seat_families(text[], text[]) to service_role, authenticated;

-- The door's list and tally, typed, for the door's security definer functions only (door_day,
-- door_guest_list, door_totals: they run as the owner, so no API role may call these). Each asks
-- private.assert_at_the_door() again all the same; door_guest_list and door_totals answer the
-- same records as json.
create function private.door_families()
returns setof public.door_family
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.assert_at_the_door();
  return query
    select g.door_id,
           private.pase_hash(g.pase_token),
           private.door_status(g),
           g.family_name,
           g.family_chief,
           case when g.will_attend then g.confirmed_tickets else 0 end,
           case when g.will_attend then (
             select coalesce(array_agg((
                      a.position,
                      a.full_name,
                      a.is_child,
                      (select t.name from public.rsvp_person_seats s
                       join public.rsvp_tables t on t.id = s.table_id
                       where s.guest_id = g.id and s.position = a.position),
                      a.position = any (came.positions)
                    )::public.door_person order by a.position), '{}')
             from public.rsvp_attendees a where a.guest_id = g.id) else '{}' end,
           case when g.will_attend then (select name from public.rsvp_tables where id = g.table_id) end,
           case when g.will_attend then private.person_tables(g.id) else '{}' end,
           arrived.arrived,
           arrived.extra,
           arrived.conflicts
    from public.rsvp_guests g
    cross join lateral private.arrived_of(g.id) arrived
    cross join lateral (select private.arrived_positions(g.id) as positions) came
    order by lower(g.family_name), g.door_id;
end;
$$;
revoke all on function private.door_families() from public;

create function private.door_tally()
returns public.door_tally
language plpgsql
stable
set search_path = ''
as $$
declare
  tally public.door_tally;
begin
  perform private.assert_at_the_door();
  with families as (
    select g.id, g.table_id, case when g.will_attend then g.confirmed_tickets else 0 end as expected,
           a.arrived, a.conflicts, private.arrived_positions(g.id) as came
    from public.rsvp_guests g
    cross join lateral private.arrived_of(g.id) a
    where g.will_attend or a.arrived > 0
  ),
  apart as (
    select f.id, s.table_id, (s.position = any (f.came))::integer as arrived
    from families f
    join public.rsvp_person_seats s on s.guest_id = f.id and s.position <= f.expected
  ),
  places as (
    select f.table_id, f.expected - count(p.id) as expected,
           f.arrived - coalesce(sum(p.arrived), 0) as arrived
    from families f left join apart p on p.id = f.id
    group by f.id, f.table_id, f.expected, f.arrived
    union all
    select table_id, 1, arrived from apart
  )
  select (select coalesce(sum(arrived), 0) from families),
         (select coalesce(sum(expected), 0) from families),
         (select coalesce(sum(conflicts), 0) from families),
         coalesce((
           select array_agg((table_name, arrived, expected)::public.door_table_count
                            order by table_name = '', is_head desc, table_order)
           from (select coalesce(t.name, '') as table_name, coalesce(bool_or(t.is_head), false) as is_head,
                        coalesce(min(t.id), 0) as table_order,
                        sum(places.arrived) as arrived, sum(places.expected) as expected
                 from places left join public.rsvp_tables t on t.id = places.table_id
                 group by coalesce(t.name, '')) by_table), '{}')
  into tally.arrived, tally.expected, tally.conflicts, tally.by_table;
  return tally;
end;
$$;
revoke all on function private.door_tally() from public;

create or replace function public.door_guest_list()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return to_json(array(select family from private.door_families() family));
end;
$$;

create or replace function public.door_totals()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return to_json(private.door_tally());
end;
$$;

-- The door's day in one call: the list and the tally read in the same snapshot. Security definer
-- now, as door_guest_list and door_totals are, since it reads the owner-only helpers above; door
-- helpers and the couple only, as before.
drop function public.door_day();
create function public.door_day()
returns public.door_day
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_at_the_door();
  return (array(select family from private.door_families() family), private.door_tally())::public.door_day;
end;
$$;
comment on function public.door_day() is 'The door''s list (door_guest_list) and tally (door_totals) read together; door helpers and the couple only.';
revoke all on function public.door_day() from public;
grant execute on function public.door_day() to service_role, authenticated;
