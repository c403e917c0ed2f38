-- Tables and the pase: the couple creates the tables of the day, seats each invitation at one (or
-- one of its people elsewhere, when they split a family on purpose), and decides when guests see
-- their table on their personal link. Rules about seating warn in the dashboard; the database
-- refuses only what is malformed.

-- The tables of the day, in the order the couple created them.
create table public.rsvp_tables (
  id bigint generated always as identity primary key,
  name text not null
    check (char_length(name) between 1 and 40 and name = btrim(name) and name !~ '[[:cntrl:]]'
           and not private.has_invisible_character(name)),
  seats integer not null check (seats between 1 and 100),
  shape text not null default 'round' check (shape in ('round', 'long')),
  is_head boolean not null default false,
  -- where the table stands on the room plan, in percent of the room's width and depth; null: not
  -- placed yet (the plan lays it out in a grid)
  plan_x real check (plan_x between 0 and 100),
  plan_y real check (plan_y between 0 and 100)
);
-- «Mesa 1» and «mesa 1» are one table to the couple, the import and the door
create unique index rsvp_tables_name_key on public.rsvp_tables (lower(name));
comment on table public.rsvp_tables is 'The tables of the day (name, seats, shape, head table, place on the room plan); the couple''s alone.';
alter table public.rsvp_tables enable row level security;
grant select, insert, update, delete on table public.rsvp_tables to authenticated;

-- The invitation's table: its people sit there unless one of them is seated elsewhere.
alter table public.rsvp_guests
  add column table_id bigint references public.rsvp_tables (id) on delete set null;
comment on column public.rsvp_guests.table_id is 'The table this invitation is seated at (the couple''s); null: not seated.';
create index rsvp_guests_table_id_idx on public.rsvp_guests (table_id);

-- A person of an invitation seated away from the family, by position in the answer (1 = first).
-- Kept apart from rsvp_attendees, which every answer rewrites, so a changed answer keeps it; a
-- position beyond the confirmed seats is a warning in the dashboard.
create table public.rsvp_person_seats (
  guest_id bigint not null references public.rsvp_guests (id) on delete cascade,
  position smallint not null check (position between 1 and 50),
  table_id bigint not null references public.rsvp_tables (id) on delete cascade,
  primary key (guest_id, position)
);
comment on table public.rsvp_person_seats is 'People seated away from their invitation''s table (a family split on purpose); the couple''s alone.';
create index rsvp_person_seats_table_id_idx on public.rsvp_person_seats (table_id);
alter table public.rsvp_person_seats enable row level security;
grant select, insert, update, delete on table public.rsvp_person_seats to authenticated;

-- Who seated whom where, and when: a family (position null) or one person; table_name null: unseated.
create table public.rsvp_seating_changes (
  id bigint generated always as identity primary key,
  guest_id bigint not null references public.rsvp_guests (id) on delete cascade,
  position smallint,
  table_name text,
  changed_at timestamptz not null default now(),
  changed_by_email text
);
comment on table public.rsvp_seating_changes is 'Each seating change of an invitation or one of its people; written by triggers, read by the couple.';
create index rsvp_seating_changes_guest on public.rsvp_seating_changes (guest_id, changed_at);
alter table public.rsvp_seating_changes enable row level security;
grant select on table public.rsvp_seating_changes to authenticated;

-- Whether guests see their table on their personal link: off until the couple is ready.
alter table public.rsvp_settings add column show_tables boolean not null default false;
comment on column public.rsvp_settings.show_tables is 'When true, find_invitation answers the invitation''s table (the couple''s «Mostrar la mesa a los invitados»).';
grant select (show_tables), update (show_tables) on table public.rsvp_settings to authenticated;

create policy "couple members read the tables"
  on public.rsvp_tables for select to authenticated
  using ((select public.is_couple_member()));
create policy "couple members add tables"
  on public.rsvp_tables for insert to authenticated
  with check ((select public.is_couple_member()));
create policy "couple members change tables"
  on public.rsvp_tables for update to authenticated
  using ((select public.is_couple_member()))
  with check ((select public.is_couple_member()));
create policy "couple members delete tables"
  on public.rsvp_tables for delete to authenticated
  using ((select public.is_couple_member()));

create policy "couple members read the people's seats"
  on public.rsvp_person_seats for select to authenticated
  using ((select public.is_couple_member()));
create policy "couple members seat people"
  on public.rsvp_person_seats for insert to authenticated
  with check ((select public.is_couple_member()));
create policy "couple members move people"
  on public.rsvp_person_seats for update to authenticated
  using ((select public.is_couple_member()))
  with check ((select public.is_couple_member()));
create policy "couple members unseat people"
  on public.rsvp_person_seats for delete to authenticated
  using ((select public.is_couple_member()));

create policy "couple members read the seating changes"
  on public.rsvp_seating_changes for select to authenticated
  using ((select public.is_couple_member()));

-- Runs as its owner: the couple may read the log but not write it. A person's seat deleted with
-- its invitation logs nothing (the invitation and its log are gone).
create function private.record_seating_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  email text := nullif(lower(auth.jwt() ->> 'email'), '');
begin
  -- one statement per table: plpgsql plans a statement for the row type it first meets
  if tg_table_name = 'rsvp_guests' then
    insert into public.rsvp_seating_changes (guest_id, position, table_name, changed_by_email)
    values (new.id, null, (select name from public.rsvp_tables where id = new.table_id), email);
    return new;
  end if;
  if tg_op = 'DELETE' then
    if exists (select from public.rsvp_guests where id = old.guest_id) then
      insert into public.rsvp_seating_changes (guest_id, position, table_name, changed_by_email)
      values (old.guest_id, old.position, null, email);
    end if;
    return old;
  end if;
  insert into public.rsvp_seating_changes (guest_id, position, table_name, changed_by_email)
  values (new.guest_id, new.position, (select name from public.rsvp_tables where id = new.table_id), email);
  return new;
end;
$$;
revoke all on function private.record_seating_change() from public;

create trigger record_invitation_seating_change
  after update of table_id on public.rsvp_guests
  for each row when (new.table_id is distinct from old.table_id)
  execute function private.record_seating_change();
create trigger record_person_seating_change
  after insert or update or delete on public.rsvp_person_seats
  for each row execute function private.record_seating_change();

-- The table a name refers to, as the couple writes it (any case, spaces at the ends); refused
-- with couple_table_not_found when there is none the caller may see.
create function private.table_named(p_table_name text)
returns public.rsvp_tables
language plpgsql
stable
set search_path = ''
as $$
declare
  found_table public.rsvp_tables;
begin
  select * into found_table from public.rsvp_tables
  where lower(name) = lower(private.answer_text(p_table_name));
  if not found then
    raise exception 'couple_table_not_found' using errcode = 'P0001', detail = left(p_table_name, 40);
  end if;
  return found_table;
end;
$$;
revoke all on function private.table_named(text) from public;
grant execute on function private.table_named(text) to authenticated, service_role;

-- A table's name as the couple's functions store it, or couple_invalid_table.
create function private.table_name(p_name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  name text := private.answer_text(p_name);
begin
  if name is null or char_length(name) > 40 or name ~ '[[:cntrl:]]'
     or private.has_invisible_character(name) then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'a table''s name is 1 to 40 visible characters on one line';
  end if;
  return name;
end;
$$;
revoke all on function private.table_name(text) from public;
grant execute on function private.table_name(text) to authenticated, service_role;

create function private.table_json(t public.rsvp_tables)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object('name', t.name, 'seats', t.seats, 'shape', t.shape,
                           'is_head', t.is_head, 'plan_x', t.plan_x, 'plan_y', t.plan_y);
$$;
revoke all on function private.table_json(public.rsvp_tables) from public;
grant execute on function private.table_json(public.rsvp_tables) to authenticated, service_role;

-- The people of an invitation seated away from its table: [{position, table_name}], by position.
create function private.person_tables_json(p_guest_id bigint)
returns json
language sql
stable
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object('position', s.position, 'table_name', t.name)
                           order by s.position), '[]'::json)
  from public.rsvp_person_seats s
  join public.rsvp_tables t on t.id = s.table_id
  where s.guest_id = p_guest_id;
$$;
revoke all on function private.person_tables_json(bigint) from public;
grant execute on function private.person_tables_json(bigint) to authenticated, service_role;

-- The couple creates a table (head table, shape and place come after, with couple_update_table).
create function public.couple_create_table(p_name text, p_seats integer)
returns json
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
  return private.table_json(created);
exception
  when unique_violation then
    raise exception 'couple_table_exists' using errcode = 'P0001', detail = left(p_name, 40);
end;
$$;
comment on function public.couple_create_table(text, integer) is 'The couple creates a table of the day with a name (unique, any case) and 1 to 100 seats.';
revoke all on function public.couple_create_table(text, integer) from public;
grant execute on function public.couple_create_table(text, integer) to service_role, authenticated;

-- The couple renames a table or changes its seats, shape or head-table mark.
create function public.couple_update_table(
  p_table_name text,
  p_name text,
  p_seats integer,
  p_shape text,
  p_is_head boolean
)
returns json
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
  return private.table_json(changed);
exception
  when unique_violation then
    raise exception 'couple_table_exists' using errcode = 'P0001', detail = left(p_name, 40);
end;
$$;
comment on function public.couple_update_table(text, text, integer, text, boolean) is 'The couple renames a table and sets its seats, shape (round, long) and whether it is the head table.';
revoke all on function public.couple_update_table(text, text, integer, text, boolean) from public;
grant execute on function public.couple_update_table(text, text, integer, text, boolean) to service_role, authenticated;

-- The couple places a table on the room plan (percent of the room), or takes it off with nulls.
create function public.couple_place_table(p_table_name text, p_x real, p_y real)
returns json
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
  return private.table_json(changed);
end;
$$;
comment on function public.couple_place_table(text, real, real) is 'The couple places a table on the room plan, in percent of the room''s width and depth; nulls take it off the plan.';
revoke all on function public.couple_place_table(text, real, real) from public;
grant execute on function public.couple_place_table(text, real, real) to service_role, authenticated;

-- The couple deletes a table; whoever sat there is unseated (and the log says so).
create function public.couple_delete_table(p_table_name text)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  target public.rsvp_tables := private.table_named(p_table_name);
begin
  delete from public.rsvp_tables where id = target.id;
end;
$$;
comment on function public.couple_delete_table(text) is 'The couple deletes a table; its invitations and people are unseated.';
revoke all on function public.couple_delete_table(text) from public;
grant execute on function public.couple_delete_table(text) to service_role, authenticated;

-- The couple seats a whole invitation at a table (null unseats it); its people go with it, so a
-- family split before is whole again.
create function public.couple_seat_invitation(p_human_key text, p_table_name text)
returns json
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
  return public.couple_invitation_json(guest);
end;
$$;
comment on function public.couple_seat_invitation(text, text) is 'The couple seats an invitation and all its people at a table by name; null unseats it.';
revoke all on function public.couple_seat_invitation(text, text) from public;
grant execute on function public.couple_seat_invitation(text, text) to service_role, authenticated;

-- The couple seats one person of an invitation (by position) at another table than the family's,
-- or back with the family with null.
create function public.couple_seat_person(p_human_key text, p_position integer, p_table_name text)
returns json
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
  return public.couple_invitation_json(guest);
end;
$$;
comment on function public.couple_seat_person(text, integer, text) is 'The couple seats one person of an invitation (position 1 = first) at another table; null, or the family''s table, puts them back with the family.';
revoke all on function public.couple_seat_person(text, integer, text) from public;
grant execute on function public.couple_seat_person(text, integer, text) to service_role, authenticated;

-- The couple's switch «Mostrar la mesa a los invitados».
create function public.couple_set_show_tables(p_show boolean)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  saved boolean;
begin
  if p_show is null then
    raise exception 'couple_invalid_table' using errcode = 'P0001', detail = 'show is true or false';
  end if;
  update public.rsvp_settings set show_tables = p_show where id and show_tables is distinct from p_show;
  select show_tables into saved from public.rsvp_settings where id;
  if not found then
    -- the policies hid the row: a signed-in stranger
    raise exception 'permission denied for the seating' using errcode = '42501';
  end if;
  return json_build_object('show_tables', saved);
end;
$$;
comment on function public.couple_set_show_tables(boolean) is 'The couple decides whether guests see their table on their personal link.';
revoke all on function public.couple_set_show_tables(boolean) from public;
grant execute on function public.couple_set_show_tables(boolean) to service_role, authenticated;

-- The seating plan for the dashboard: the switch and the tables (head table first, then in the
-- order created). Who sits where comes with each invitation (couple_invitations).
create function public.couple_seating()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select json_build_object(
    'show_tables', coalesce((select show_tables from public.rsvp_settings where id), false),
    'tables', (select coalesce(json_agg(private.table_json(t) order by t.is_head desc, t.id), '[]'::json)
               from public.rsvp_tables t)
  );
$$;
comment on function public.couple_seating() is 'The couple''s tables and whether guests see them (row-level security decides what the caller sees).';
revoke all on function public.couple_seating() from public;
grant execute on function public.couple_seating() to service_role, authenticated;

-- The seating changes of one invitation, oldest first.
create function public.couple_seating_history(p_human_key text)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object(
    'position', c.position,
    'table_name', c.table_name,
    'changed_at', c.changed_at,
    'changed_by_email', c.changed_by_email
  ) order by c.changed_at, c.id), '[]'::json)
  from public.rsvp_seating_changes c
  join public.rsvp_guests g on g.id = c.guest_id
  where g.human_key = private.normalize_human_key(p_human_key);
$$;
revoke all on function public.couple_seating_history(text) from public;
grant execute on function public.couple_seating_history(text) to service_role, authenticated;

-- An invitation as the guest functions answer it, now with its table and the tables of people
-- seated apart, when the couple shows them (null and [] otherwise).
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
    'person_tables', case when shown.visible then private.person_tables_json(guest.id) else '[]'::json end
  )
  from shown;
$$;
revoke all on function private.invitation_json(public.rsvp_guests) from public;

-- An invitation as the couple's functions answer it: the guest's fields, the people, the phone,
-- its own deadline, events, table and people seated apart, the last 20 sends (newest first), and
-- what is new in it for the caller (…_couple_sees_what_is_new): the newest entry of its history is
-- the family's and came after their visit; «changed» when the invitation had an answer at their
-- visit, «new» when it had none.
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
    'table_name', (select name from public.rsvp_tables where id = guest.table_id),
    'person_tables', private.person_tables_json(guest.id),
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
    ),
    'guest_answered_at', (
      select max(h.answered_at) from public.rsvp_history h
      where h.guest_id = guest.id and h.changed_by = 'guest'
    ),
    'news', (
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
  );
$$;
revoke all on function public.couple_invitation_json(public.rsvp_guests) from public;
grant execute on function public.couple_invitation_json(public.rsvp_guests) to service_role, authenticated;

-- every invitation the caller may read, in number order (here because, written in SQL, it needs
-- couple_invitation_json to exist)
create or replace function public.couple_invitations()
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
