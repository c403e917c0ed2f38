-- The door: helpers who count pases on the day. A door helper may see the confirmed families, their
-- people's names, pases and tables, and record arrivals; never phones, answers' history, or any
-- change to invitations, answers or seating. Arrivals come from phones that may have been offline:
-- each carries the id the phone made and the time it happened, an id seen before is ignored, and an
-- arrival beyond the pases that no helper confirmed as extra (two doors that did not know of each
-- other) is kept and marked as a conflict the couple sees.

-- The door's allow-list, as couple_members is the couple's.
create table public.door_helpers (
  email text primary key check (email = lower(btrim(email)) and email like '_%@_%'),
  added_at timestamptz not null default now()
);
comment on table public.door_helpers is 'Emails of the door helpers'' accounts: they look up confirmed families and record arrivals through the door functions. Managed with npm run door:add or the dashboard.';
alter table public.door_helpers enable row level security;
grant select on table public.door_helpers to authenticated;

-- Each arrival recorded at a door: how many people of an invitation came in, when, by whom.
create table public.rsvp_arrivals (
  id uuid primary key,
  guest_id bigint not null references public.rsvp_guests (id) on delete cascade,
  people integer not null check (people between 1 and 50),
  -- the helper confirmed people beyond the confirmed pases
  extra boolean not null default false,
  -- when it happened at the door (the phone's clock), and when the database heard of it
  recorded_at timestamptz not null,
  received_at timestamptz not null default now(),
  recorded_by_email text,
  -- beyond the pases without an extra confirmed: two doors each let the family in
  conflict boolean not null default false,
  -- an undo, kept so a late replay of the same id cannot bring it back
  undone_at timestamptz
);
comment on table public.rsvp_arrivals is 'Arrivals recorded at the door, one row per id a door''s phone made; written only by door_record_arrival and door_undo_arrival.';
create index rsvp_arrivals_guest_id_idx on public.rsvp_arrivals (guest_id);
alter table public.rsvp_arrivals enable row level security;
grant select on table public.rsvp_arrivals to authenticated;

-- Whether the request's JWT names a door helper (the same reading of the email as the couple's).
create function public.is_door_helper()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(auth.role() = 'authenticated', false) and exists (
    select from public.door_helpers
    where email = lower(btrim(auth.jwt() ->> 'email'))
  );
$$;
comment on function public.is_door_helper() is 'True when the signed-in user''s JWT email is on door_helpers.';
revoke all on function public.is_door_helper() from public;
grant execute on function public.is_door_helper() to service_role, authenticated;

create policy "signed-in users see their own door entry"
  on public.door_helpers for select to authenticated
  using (email = lower(btrim(auth.jwt() ->> 'email')));
create policy "couple members read the door helpers"
  on public.door_helpers for select to authenticated
  using ((select public.is_couple_member()));
create policy "couple members add door helpers"
  on public.door_helpers for insert to authenticated
  with check ((select public.is_couple_member()));
create policy "couple members remove door helpers"
  on public.door_helpers for delete to authenticated
  using ((select public.is_couple_member()));
grant insert, delete on table public.door_helpers to authenticated;

create policy "couple members read the arrivals"
  on public.rsvp_arrivals for select to authenticated
  using ((select public.is_couple_member()));

-- The door functions run as their owner (a helper reads no table), so each asks this first: a
-- door helper or one of the couple.
create function private.assert_at_the_door()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.is_door_helper() or public.is_couple_member()) then
    raise exception 'permission denied for the door' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.assert_at_the_door() from public;
grant execute on function private.assert_at_the_door() to authenticated, service_role;

-- How many of an invitation have come in, and how many of them beyond the pases.
create function private.arrived_of(p_guest_id bigint)
returns table (arrived integer, extra integer, conflicts integer)
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(people), 0)::integer,
         coalesce(sum(people) filter (where extra), 0)::integer,
         (count(*) filter (where conflict))::integer
  from public.rsvp_arrivals
  where guest_id = p_guest_id and undone_at is null;
$$;
revoke all on function private.arrived_of(bigint) from public;

-- The day's list for the door: the invitations that confirmed, their people's names, pases,
-- tables (whatever the guests' switch says) and arrivals so far.
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
      'human_key', g.human_key,
      'family_name', g.family_name,
      'family_chief', g.family_chief,
      'confirmed_tickets', g.confirmed_tickets,
      'people', (select coalesce(json_agg(json_build_object('name', a.full_name, 'child', a.is_child)
                                          order by a.position), '[]'::json)
                 from public.rsvp_attendees a where a.guest_id = g.id),
      'table_name', (select name from public.rsvp_tables where id = g.table_id),
      'person_tables', private.person_tables_json(g.id),
      'arrived', arrived.arrived,
      'extra', arrived.extra,
      'conflicts', arrived.conflicts
    ) order by g.human_key), '[]'::json)
    from public.rsvp_guests g
    cross join lateral private.arrived_of(g.id) arrived
    where g.will_attend
  );
end;
$$;
comment on function public.door_guest_list() is 'The confirmed invitations for the door (names, pases, tables, arrivals); door helpers and the couple only.';
revoke all on function public.door_guest_list() from public;
grant execute on function public.door_guest_list() to service_role, authenticated;

-- Records that p_count people of an invitation came in at a door. The id is the door phone's:
-- a replay of one already stored changes nothing. Beyond the confirmed pases it is stored as an
-- extra when the helper confirmed one, otherwise as a conflict for the couple. Answers the
-- invitation's arrived total.
create function public.door_record_arrival(
  p_arrival_id uuid,
  p_human_key text,
  p_count integer,
  p_extra boolean,
  p_recorded_at timestamptz
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  before integer;
begin
  perform private.assert_at_the_door();
  if p_arrival_id is null or p_count is null or p_count not between 1 and 50 then
    raise exception 'door_invalid_arrival' using errcode = 'P0001',
      detail = 'an arrival has an id and 1 to 50 people';
  end if;

  -- one arrival at a time per invitation, so two doors' totals cannot interleave
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;
  if not found then
    raise exception 'door_not_found' using errcode = 'P0001';
  end if;

  if not exists (select from public.rsvp_arrivals where id = p_arrival_id) then
    select arrived into before from private.arrived_of(guest.id);
    insert into public.rsvp_arrivals (id, guest_id, people, extra, recorded_at, recorded_by_email, conflict)
    values (
      p_arrival_id,
      guest.id,
      p_count,
      coalesce(p_extra, false),
      -- the phone's time, unless missing or ahead of the database's by more than a few minutes
      case when p_recorded_at is null or p_recorded_at > now() + interval '5 minutes'
           then now() else p_recorded_at end,
      nullif(lower(auth.jwt() ->> 'email'), ''),
      not coalesce(p_extra, false) and before + p_count > guest.confirmed_tickets
    );
  end if;

  return (select arrived from private.arrived_of(guest.id));
end;
$$;
comment on function public.door_record_arrival(uuid, text, integer, boolean, timestamptz) is 'Records an arrival at the door once per id (a replay changes nothing); beyond the pases it is an extra when confirmed, else a conflict. Returns the invitation''s arrived total.';
revoke all on function public.door_record_arrival(uuid, text, integer, boolean, timestamptz) from public;
grant execute on function public.door_record_arrival(uuid, text, integer, boolean, timestamptz) to service_role, authenticated;

-- Undoes an arrival within 10 minutes of its recording at the door (a wrong tap); the row stays,
-- marked, so a late replay of its id does not bring it back. Answers the arrived total.
create function public.door_undo_arrival(p_arrival_id uuid)
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
    if now() > arrival.recorded_at + interval '10 minutes' then
      raise exception 'door_undo_expired' using errcode = 'P0001',
        detail = 'an arrival can be undone for 10 minutes';
    end if;
    update public.rsvp_arrivals set undone_at = now() where id = p_arrival_id;
  end if;
  return (select arrived from private.arrived_of(arrival.guest_id));
end;
$$;
comment on function public.door_undo_arrival(uuid) is 'Undoes a door arrival within 10 minutes (once; a replay changes nothing). Returns the invitation''s arrived total.';
revoke all on function public.door_undo_arrival(uuid) from public;
grant execute on function public.door_undo_arrival(uuid) to service_role, authenticated;

-- The live tally: people arrived and expected (confirmed pases), in all and by table ('' for no
-- table), and how many arrivals are conflicts.
create function public.door_totals()
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
      select coalesce(t.name, '') as table_name, coalesce(t.is_head, false) as is_head,
             coalesce(t.id, 0) as table_order, g.confirmed_tickets, a.arrived, a.conflicts
      from public.rsvp_guests g
      left join public.rsvp_tables t on t.id = g.table_id
      cross join lateral private.arrived_of(g.id) a
      where g.will_attend or a.arrived > 0
    )
    select json_build_object(
      'arrived', coalesce(sum(arrived), 0),
      'expected', coalesce(sum(confirmed_tickets), 0),
      'conflicts', coalesce(sum(conflicts), 0),
      'by_table', coalesce((
        select json_agg(json_build_object('table_name', table_name, 'arrived', arrived,
                                          'expected', expected)
                        order by table_name = '', is_head desc, table_order)
        from (select table_name, bool_or(is_head) as is_head, min(table_order) as table_order,
                     sum(arrived) as arrived, sum(confirmed_tickets) as expected
              from families group by table_name) by_table), '[]'::json)
    )
    from families
  );
end;
$$;
comment on function public.door_totals() is 'People arrived and expected (confirmed pases), in all and by table, and the conflicts between doors; door helpers and the couple only.';
revoke all on function public.door_totals() from public;
grant execute on function public.door_totals() to service_role, authenticated;

-- The couple's list of door helpers, and adding or removing one (the account itself is made with
-- npm run door:add, or in Supabase's Authentication page).
create function public.couple_door_helpers()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object('email', email, 'added_at', added_at) order by added_at, email), '[]'::json)
  from public.door_helpers
  where (select public.is_couple_member());
$$;
revoke all on function public.couple_door_helpers() from public;
grant execute on function public.couple_door_helpers() to service_role, authenticated;

create function public.couple_add_door_helper(p_email text)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  address text := lower(private.answer_text(p_email));
begin
  if address is null or address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 254 then
    raise exception 'couple_invalid_email' using errcode = 'P0001';
  end if;
  insert into public.door_helpers (email) values (address) on conflict (email) do nothing;
  return public.couple_door_helpers();
end;
$$;
comment on function public.couple_add_door_helper(text) is 'The couple lets an account (by email) work the door.';
revoke all on function public.couple_add_door_helper(text) from public;
grant execute on function public.couple_add_door_helper(text) to service_role, authenticated;

create function public.couple_remove_door_helper(p_email text)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  delete from public.door_helpers where email = lower(private.answer_text(p_email));
  return public.couple_door_helpers();
end;
$$;
comment on function public.couple_remove_door_helper(text) is 'The couple takes an account off the door.';
revoke all on function public.couple_remove_door_helper(text) from public;
grant execute on function public.couple_remove_door_helper(text) to service_role, authenticated;
