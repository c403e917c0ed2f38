-- The door without the families' keys. The invitation number is all a guest needs to read a
-- family's message and song and to change its answer, so nothing a door account downloads or
-- calls holds one: a family at the door is an opaque door id, the pase's QR carries a random
-- token (the door holds only its SHA-256, to match a scanned pase offline), and a number said
-- aloud is looked up online, throttled like a guest's look-up. The database also refuses what
-- would over-count: extras beyond the couple's cap, arrivals for families that did not confirm
-- (unless the helper marks them extra), and times outside the day.

-- A random text of the given uuids' bits, URL-safe: base64url of their bytes, without padding.
create function private.random_url_token(p_uuids integer)
returns text
language sql
volatile
set search_path = ''
as $$
  select rtrim(translate(encode(string_agg(uuid_send(gen_random_uuid()), ''::bytea), 'base64'),
                         E'+/\n', '-_'), '=')
  from generate_series(1, p_uuids);
$$;
revoke all on function private.random_url_token(integer) from public;
-- a column default runs as whoever inserts: the couple's functions and the import insert families
grant execute on function private.random_url_token(integer) to authenticated, service_role;

-- The family at the door: 122 random bits in hex, never derived from the number.
alter table public.rsvp_guests
  add column door_id text not null unique default replace(gen_random_uuid()::text, '-', '')
    check (door_id ~ '^[0-9a-f]{16,64}$');
comment on column public.rsvp_guests.door_id is 'The family as the door knows it: random, never derived from the invitation number.';

-- The pase's QR: 244 random bits, URL-safe (…/rsvp?pase=<token>); opens the read-only pase.
alter table public.rsvp_guests
  add column pase_token text not null unique default private.random_url_token(2)
    check (pase_token ~ '^[A-Za-z0-9_-]{22,86}$');
comment on column public.rsvp_guests.pase_token is 'The token in the pase''s QR: opens the family''s read-only pase (find_pase); the door holds only its SHA-256.';

-- The people of an arrival, when the helper said who came in (positions of the answer, 1 = first).
alter table public.rsvp_arrivals
  add column positions smallint[]
    check (positions is null or (cardinality(positions) between 1 and 50
                                 and array_position(positions, null) is null
                                 and 1 <= all (positions) and 50 >= all (positions)));
comment on column public.rsvp_arrivals.positions is 'The named people (positions of the answer, 1 = first) who came in with this arrival; null: not said.';

-- How many people beyond its confirmed pases a family may be let in (extras and conflicts).
alter table public.rsvp_settings
  add column door_extra_limit integer not null default 10 check (door_extra_limit between 0 and 50);
comment on column public.rsvp_settings.door_extra_limit is 'People beyond its confirmed pases the door may let in per family (extras and conflicts between doors).';
grant select (door_extra_limit), update (door_extra_limit) on table public.rsvp_settings to authenticated;

-- The lowercase hex SHA-256 of a pase token's UTF-8: what the door's list carries.
create function private.pase_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex');
$$;
revoke all on function private.pase_hash(text) from public;

-- The invitation a typed number names: as stored, or a shorter number left-padded with zeros
-- ("5" and "05" name "005").
create function private.guest_by_number(p_human_key text)
returns public.rsvp_guests
language sql
stable
set search_path = ''
as $$
  with typed as (select private.normalize_human_key(p_human_key) as key)
  select g.* from public.rsvp_guests g, typed
  where g.human_key = typed.key
     or (typed.key ~ '^[0-9]{1,2}$' and g.human_key = lpad(typed.key, 3, '0'))
  order by g.human_key = typed.key desc
  limit 1;
$$;
revoke all on function private.guest_by_number(text) from public;

-- The answer's positions that have come in: those an arrival named, then the arrivals that named
-- nobody (or fewer than came) filling the other confirmed positions in order. Extras are people
-- beyond the pases and take no position.
create function private.arrived_positions(p_guest_id bigint)
returns smallint[]
language sql
stable
set search_path = ''
as $$
  with counted as (
    select people, positions from public.rsvp_arrivals
    where guest_id = p_guest_id and undone_at is null and not extra
  ),
  named as (select distinct unnest(positions) as position from counted where positions is not null),
  loose as (
    select coalesce(sum(greatest(0, people - coalesce(cardinality(positions), 0))), 0) as people
    from counted
  ),
  rest as (
    select s.position::smallint as position, row_number() over (order by s.position) as n
    from public.rsvp_guests g
    cross join lateral generate_series(1, g.confirmed_tickets) s(position)
    where g.id = p_guest_id and s.position not in (select position from named)
  )
  select coalesce(array_agg(position order by position), '{}')
  from (select position from named
        union
        select rest.position from rest, loose where rest.n <= loose.people) arrived;
$$;
revoke all on function private.arrived_positions(bigint) from public;

-- Where a family stands: confirmed, declined or not answered yet.
create function private.door_status(guest public.rsvp_guests)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when guest.will_attend then 'confirmed'
              when guest.will_attend = false then 'declined'
              else 'unanswered' end;
$$;
revoke all on function private.door_status(public.rsvp_guests) from public;

-- The day's list for the door: every family by name, never its number. A confirmed family carries
-- its people (with their own table when seated apart, and whether they came), pases, tables and
-- arrivals; one that declined or did not answer only its name, so the door can say so.
drop function public.door_guest_list();
create function public.door_guest_list()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_at_the_door();
  return (
    select coalesce(json_agg(json_build_object(
      'door_id', g.door_id,
      'pase_hash', private.pase_hash(g.pase_token),
      'status', private.door_status(g),
      'family_name', g.family_name,
      'family_chief', g.family_chief,
      'confirmed_tickets', case when g.will_attend then g.confirmed_tickets else 0 end,
      'people', case when g.will_attend then (
        select coalesce(json_agg(json_build_object(
                 'position', a.position,
                 'name', a.full_name,
                 'child', a.is_child,
                 'table_name', (select t.name from public.rsvp_person_seats s
                                join public.rsvp_tables t on t.id = s.table_id
                                where s.guest_id = g.id and s.position = a.position),
                 'arrived', a.position = any (came.positions)
               ) order by a.position), '[]'::json)
        from public.rsvp_attendees a where a.guest_id = g.id) else '[]'::json end,
      'table_name', case when g.will_attend then (select name from public.rsvp_tables where id = g.table_id) end,
      'person_tables', case when g.will_attend then private.person_tables_json(g.id) else '[]'::json end,
      'arrived', arrived.arrived,
      'extra', arrived.extra,
      'conflicts', arrived.conflicts
    ) order by lower(g.family_name), g.door_id), '[]'::json)
    from public.rsvp_guests g
    cross join lateral private.arrived_of(g.id) arrived
    cross join lateral (select private.arrived_positions(g.id) as positions) came
  );
end;
$$;
comment on function public.door_guest_list() is 'Every family for the door by its door id, never its number: a confirmed one with its people, pases, tables and arrivals, the others by name and status; door helpers and the couple only.';
revoke all on function public.door_guest_list() from public;
grant execute on function public.door_guest_list() to service_role, authenticated;

-- A number a guest says aloud at the door, looked up online: the family's door id, or null. Held
-- to the guests' throttle (a miss counts in the caller's bucket, and a refused bucket is refused
-- before the look-up, as find_invitation does).
create function public.door_find_number(p_human_key text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  perform private.assert_at_the_door();
  perform private.assert_not_throttled();
  guest := private.guest_by_number(p_human_key);
  if guest.id is null then
    perform private.record_failure();
    return null;
  end if;
  return json_build_object('door_id', guest.door_id);
end;
$$;
comment on function public.door_find_number(text) is 'The door id of the family with this number ("5" finds "005"), or null; throttled like find_invitation; door helpers and the couple only.';
revoke all on function public.door_find_number(text) from public;
grant execute on function public.door_find_number(text) to service_role, authenticated;

-- Records that p_count people of a family came in at a door. The id is the door phone's: a replay
-- of one already stored for this family changes nothing, and one stored for another family is
-- refused without a word about it. Beyond the confirmed pases it is stored as an extra when the
-- helper confirmed one, otherwise as a conflict for the couple, up to the couple's cap; a family
-- that did not confirm comes in only as extra. The time is the phone's, kept within the last day.
-- Answers the family's arrived total.
drop function public.door_record_arrival(uuid, text, integer, boolean, timestamptz);
create function public.door_record_arrival(
  p_arrival_id uuid,
  p_door_id text,
  p_count integer,
  p_extra boolean,
  p_recorded_at timestamptz,
  p_positions integer[] default null
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  stored public.rsvp_arrivals;
  before integer;
  extra boolean := coalesce(p_extra, false);
  beyond integer;
begin
  perform private.assert_at_the_door();
  if p_arrival_id is null or p_count is null or p_count not between 1 and 50
     or (p_positions is not null and (
           cardinality(p_positions) not between 1 and p_count
           or exists (select from unnest(p_positions) p where p is null or p not between 1 and 50)
           or (select count(distinct p) from unnest(p_positions) p) <> cardinality(p_positions))) then
    raise exception 'door_invalid_arrival' using errcode = 'P0001',
      detail = 'an arrival has an id, 1 to 50 people, and at most as many distinct positions';
  end if;

  -- one arrival at a time per family, so two doors' totals cannot interleave
  select * into guest from public.rsvp_guests where door_id = p_door_id for update;
  if not found then
    raise exception 'door_not_found' using errcode = 'P0001';
  end if;

  select * into stored from public.rsvp_arrivals where id = p_arrival_id;
  if found then
    if stored.guest_id <> guest.id then
      raise exception 'door_arrival_reused' using errcode = 'P0001',
        detail = 'this arrival id belongs to another arrival';
    end if;
    return (select arrived from private.arrived_of(guest.id));
  end if;

  if guest.will_attend is not true and not extra then
    raise exception 'door_not_confirmed' using errcode = 'P0001',
      detail = 'a family that did not confirm comes in only as extra';
  end if;
  if p_positions is not null
     and (guest.will_attend is not true or guest.confirmed_tickets < any (p_positions)) then
    raise exception 'door_invalid_arrival' using errcode = 'P0001',
      detail = 'the people named are among the confirmed pases';
  end if;

  select arrived into before from private.arrived_of(guest.id);
  beyond := before + p_count - case when guest.will_attend then guest.confirmed_tickets else 0 end;
  if beyond > (select door_extra_limit from public.rsvp_settings where id) then
    raise exception 'door_extra_limit' using errcode = 'P0001',
      detail = format('at most %s people beyond the pases',
                      (select door_extra_limit from public.rsvp_settings where id));
  end if;

  insert into public.rsvp_arrivals
    (id, guest_id, people, extra, recorded_at, recorded_by_email, conflict, positions)
  values (
    p_arrival_id,
    guest.id,
    p_count,
    extra,
    greatest(now() - interval '1 day', least(now(), coalesce(p_recorded_at, now()))),
    nullif(lower(auth.jwt() ->> 'email'), ''),
    not extra and beyond > 0,
    p_positions::smallint[]
  );

  return (select arrived from private.arrived_of(guest.id));
end;
$$;
comment on function public.door_record_arrival(uuid, text, integer, boolean, timestamptz, integer[]) is 'Records an arrival at the door once per id (a replay changes nothing, an id of another family is refused); beyond the pases an extra when confirmed, else a conflict, up to door_extra_limit; non-confirmed families only as extra; the time within the last day. Returns the family''s arrived total.';
revoke all on function public.door_record_arrival(uuid, text, integer, boolean, timestamptz, integer[]) from public;
grant execute on function public.door_record_arrival(uuid, text, integer, boolean, timestamptz, integer[]) to service_role, authenticated;

-- Undoes an arrival within 5 minutes of when the database received it (a wrong tap); the row
-- stays, marked, so a late replay of its id does not bring it back. Answers the arrived total.
create or replace function public.door_undo_arrival(p_arrival_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  arrival public.rsvp_arrivals;
begin
  perform private.assert_at_the_door();
  select * into arrival from public.rsvp_arrivals where id = p_arrival_id for update;
  if not found then
    raise exception 'door_not_found' using errcode = 'P0001';
  end if;
  if arrival.undone_at is null then
    if now() > arrival.received_at + interval '5 minutes' then
      raise exception 'door_undo_expired' using errcode = 'P0001',
        detail = 'an arrival can be undone for 5 minutes';
    end if;
    update public.rsvp_arrivals set undone_at = now() where id = p_arrival_id;
  end if;
  return (select arrived from private.arrived_of(arrival.guest_id));
end;
$$;
comment on function public.door_undo_arrival(uuid) is 'Undoes a door arrival within 5 minutes of its reception (once; a replay changes nothing). Returns the family''s arrived total.';

-- The live tally: people arrived and expected (confirmed pases), in all and by table ('' for no
-- table), and how many arrivals are conflicts. A person seated apart counts at their own table,
-- expected and arrived (as the seating counts them), the rest of the family at its table.
create or replace function public.door_totals()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_at_the_door();
  return (
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
    select json_build_object(
      'arrived', (select coalesce(sum(arrived), 0) from families),
      'expected', (select coalesce(sum(expected), 0) from families),
      'conflicts', (select coalesce(sum(conflicts), 0) from families),
      'by_table', coalesce((
        select json_agg(json_build_object('table_name', table_name, 'arrived', arrived,
                                          'expected', expected)
                        order by table_name = '', is_head desc, table_order)
        from (select coalesce(t.name, '') as table_name, coalesce(bool_or(t.is_head), false) as is_head,
                     coalesce(min(t.id), 0) as table_order,
                     sum(places.arrived) as arrived, sum(places.expected) as expected
              from places left join public.rsvp_tables t on t.id = places.table_id
              group by coalesce(t.name, '')) by_table), '[]'::json)
    )
  );
end;
$$;
comment on function public.door_totals() is 'People arrived and expected (confirmed pases), in all and by table (people seated apart at their own), and the conflicts between doors; door helpers and the couple only.';

-- The couple's cap on people beyond a family's pases.
create function public.couple_set_door_extra_limit(p_limit integer)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  saved integer;
begin
  if p_limit is null or p_limit not between 0 and 50 then
    raise exception 'couple_invalid_door_extra_limit' using errcode = 'P0001',
      detail = 'from 0 to 50 people beyond the pases';
  end if;
  update public.rsvp_settings set door_extra_limit = p_limit
  where id and door_extra_limit is distinct from p_limit;
  select door_extra_limit into saved from public.rsvp_settings where id;
  if not found then
    -- the policies hid the row: a signed-in stranger
    raise exception 'permission denied for the door' using errcode = '42501';
  end if;
  return json_build_object('door_extra_limit', saved);
end;
$$;
comment on function public.couple_set_door_extra_limit(integer) is 'The couple sets how many people beyond its pases the door may let in per family (0 to 50).';
revoke all on function public.couple_set_door_extra_limit(integer) from public;
grant execute on function public.couple_set_door_extra_limit(integer) to service_role, authenticated;

-- The couple's settings of the door: the cap on people beyond a family's pases (null to a stranger,
-- whom the policies show no settings).
create function public.couple_door_settings()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select json_build_object('door_extra_limit',
                           (select door_extra_limit from public.rsvp_settings where id));
$$;
comment on function public.couple_door_settings() is 'The couple''s settings of the door: door_extra_limit (row-level security decides what the caller sees).';
revoke all on function public.couple_door_settings() from public;
grant execute on function public.couple_door_settings() to service_role, authenticated;

-- The arrivals as the couple reads them after (or during) the day: the families that confirmed or
-- had anyone arrive, by number, each with its arrivals and who recorded them. Row-level security
-- decides what the caller sees: a door helper or a stranger gets nothing.
create function public.couple_arrivals()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  with families as (
    select g.*, coalesce((select json_agg(json_build_object(
             'id', a.id,
             'people', a.people,
             'extra', a.extra,
             'conflict', a.conflict,
             'positions', a.positions,
             'recorded_at', a.recorded_at,
             'received_at', a.received_at,
             'recorded_by_email', a.recorded_by_email,
             'undone_at', a.undone_at
           ) order by a.recorded_at, a.received_at, a.id)
           from public.rsvp_arrivals a where a.guest_id = g.id), '[]'::json) as arrivals,
           (select coalesce(sum(a.people), 0)::integer from public.rsvp_arrivals a
            where a.guest_id = g.id and a.undone_at is null) as arrived,
           (select coalesce(sum(a.people) filter (where a.extra), 0)::integer from public.rsvp_arrivals a
            where a.guest_id = g.id and a.undone_at is null) as extra_people,
           (select count(*)::integer from public.rsvp_arrivals a
            where a.guest_id = g.id and a.undone_at is null and a.conflict) as conflicts
    from public.rsvp_guests g
    where (select public.is_couple_member())
  )
  select coalesce(json_agg(json_build_object(
    'human_key', f.human_key,
    'door_id', f.door_id,
    'status', case when f.will_attend then 'confirmed'
                   when f.will_attend = false then 'declined' else 'unanswered' end,
    'family_name', f.family_name,
    'family_chief', f.family_chief,
    'confirmed_tickets', case when f.will_attend then f.confirmed_tickets else 0 end,
    'table_name', (select name from public.rsvp_tables where id = f.table_id),
    'arrived', f.arrived,
    'extra', f.extra_people,
    'conflicts', f.conflicts,
    'arrivals', f.arrivals
  ) order by f.human_key), '[]'::json)
  from families f
  where f.will_attend or f.arrived > 0;
$$;
comment on function public.couple_arrivals() is 'The couple''s view of the door: each family that confirmed or arrived, by number, with its arrivals and who recorded them (row-level security decides what the caller sees).';
revoke all on function public.couple_arrivals() from public;
grant execute on function public.couple_arrivals() to service_role, authenticated;

-- An invitation as the guest functions answer it, now with the pase's token once it confirmed:
-- the family's own key to its read-only pase (the QR).
create or replace function private.invitation_json(guest public.rsvp_guests)
returns json
language sql
stable
set search_path = ''
as $$
  with shown as (select coalesce((select show_tables from public.rsvp_settings where id), false) as visible)
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
    'song', guest.song,
    'table_name', case when shown.visible then (select name from public.rsvp_tables where id = guest.table_id) end,
    'person_tables', case when shown.visible then private.person_tables_json(guest.id) else '[]'::json end,
    'pase_token', case when guest.will_attend then guest.pase_token end
  )
  from shown;
$$;
revoke all on function private.invitation_json(public.rsvp_guests) from public;

-- The pase a scanned QR opens, read-only: who comes, where they sit (when the couple shows
-- tables) and the events each person chose; never the number, the message, the song, the phone or
-- anything that changes the answer. Null for an unknown token or a family that did not confirm.
-- The token has 244 random bits: no throttle is needed against guessing it.
create function public.find_pase(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  visible boolean := coalesce((select show_tables from public.rsvp_settings where id), false);
begin
  select * into guest from public.rsvp_guests
  where pase_token = btrim(p_token) and will_attend;
  if not found then
    return null;
  end if;
  return json_build_object(
    'family_name', guest.family_name,
    'family_chief', guest.family_chief,
    'confirmed_tickets', guest.confirmed_tickets,
    'event_keys', guest.event_keys,
    'people', (select coalesce(json_agg(json_build_object(
                 'name', a.full_name,
                 'child', a.is_child,
                 'events', to_json(a.events)
               ) order by a.position), '[]'::json)
               from public.rsvp_attendees a where a.guest_id = guest.id),
    'table_name', case when visible then (select name from public.rsvp_tables where id = guest.table_id) end,
    'person_tables', case when visible then private.person_tables_json(guest.id) else '[]'::json end
  );
end;
$$;
comment on function public.find_pase(text) is 'The read-only pase a QR''s token opens (names, pases, tables when shown, events per person), or null; never the number, message, song or phone.';
revoke all on function public.find_pase(text) from public;
grant execute on function public.find_pase(text) to service_role, anon, authenticated;
