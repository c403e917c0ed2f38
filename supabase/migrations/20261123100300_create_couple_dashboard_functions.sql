-- What the couple's dashboard calls. Security invoker: each runs as the signed-in user, so the
-- guest list's row-level-security policies decide (a stranger sees an empty list and changes
-- nothing). Functions rather than table calls keep the embedded server to PostgREST's RPC path.

-- one invitation as the dashboard shows it
create function public.couple_invitation_json(guest public.rsvp_guests)
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
    'last_opened_at', guest.last_opened_at
  );
$$;

-- every invitation the caller may read, in number order
create function public.couple_invitations()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(public.couple_invitation_json(g) order by g.human_key), '[]'::json)
  from public.rsvp_guests g;
$$;

-- every answer of one invitation, oldest first, and who gave it
create function public.couple_invitation_history(p_human_key text)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object(
    'will_attend', h.will_attend,
    'confirmed_tickets', h.confirmed_tickets,
    'answered_at', h.answered_at,
    'changed_by', h.changed_by,
    'changed_by_email', h.changed_by_email
  ) order by h.answered_at, h.id), '[]'::json)
  from public.rsvp_history h
  join public.rsvp_guests g on g.id = h.guest_id
  where g.human_key = upper(btrim(p_human_key));
$$;

-- a new invitation; the dashboard draws the number when the couple leaves it empty, with the
-- same rules as the guest-list import (web/src/lib/guest-csv/invitation-codes.ts)
create function public.couple_add_invitation(
  p_human_key text,
  p_family_name text,
  p_family_chief text,
  p_available_tickets integer
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  insert into public.rsvp_guests (human_key, family_name, family_chief, available_tickets)
  values (upper(btrim(p_human_key)), btrim(p_family_name), nullif(btrim(p_family_chief), ''), p_available_tickets)
  returning * into guest;

  return public.couple_invitation_json(guest);
exception when unique_violation then
  raise exception 'couple_duplicate_number' using errcode = 'P0001', detail = upper(btrim(p_human_key));
end;
$$;

-- family, chief and seats of an invitation; seats never below what the family confirmed
create function public.couple_update_invitation(
  p_human_key text,
  p_family_name text,
  p_family_chief text,
  p_available_tickets integer
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  select * into guest from public.rsvp_guests
  where human_key = upper(btrim(p_human_key))
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if p_available_tickets < guest.confirmed_tickets then
    raise exception 'couple_seats_below_confirmed' using errcode = 'P0001',
      detail = format('%s seats are confirmed', guest.confirmed_tickets);
  end if;

  update public.rsvp_guests
  set family_name = btrim(p_family_name),
      family_chief = nullif(btrim(p_family_chief), ''),
      available_tickets = p_available_tickets
  where id = guest.id
  returning * into guest;

  return public.couple_invitation_json(guest);
end;
$$;

-- removes an invitation and its history
create function public.couple_delete_invitation(p_human_key text)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  delete from public.rsvp_guests
  where human_key = upper(btrim(p_human_key))
  returning * into guest;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  return public.couple_invitation_json(guest);
end;
$$;

-- The couple records, changes or (with null) clears an answer on the family's behalf, also
-- after the deadline; the history names the couple member who did it.
create function public.couple_record_answer(
  p_human_key text,
  p_will_attend boolean,
  p_confirmed_tickets integer
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  tickets integer := coalesce(p_confirmed_tickets, 0);
begin
  select * into guest from public.rsvp_guests
  where human_key = upper(btrim(p_human_key))
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if (p_will_attend and (tickets < 1 or tickets > guest.available_tickets))
     or (p_will_attend is distinct from true and tickets <> 0) then
    raise exception 'rsvp_invalid_tickets' using errcode = 'P0001',
      detail = format('between 1 and %s tickets when attending, 0 otherwise', guest.available_tickets);
  end if;

  update public.rsvp_guests
  set will_attend = p_will_attend,
      confirmed_tickets = tickets,
      confirmed_at = case when p_will_attend is null then null else now() end
  where id = guest.id
  returning * into guest;

  insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, changed_by, changed_by_email)
  values (guest.id, guest.will_attend, guest.confirmed_tickets, 'couple', lower(auth.jwt() ->> 'email'));

  return public.couple_invitation_json(guest);
end;
$$;

-- An import checked in the browser: new invitations and updates of existing ones, all in
-- this one transaction or none. Returns how many of each.
create function public.couple_import_invitations(p_invitations json, p_update_existing boolean)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  inserted integer;
  updated integer := 0;
begin
  if not coalesce(p_update_existing, false) and exists (
    select from json_to_recordset(p_invitations) as r(human_key text)
    join public.rsvp_guests g on g.human_key = upper(btrim(r.human_key))
  ) then
    raise exception 'couple_duplicate_number' using errcode = 'P0001';
  end if;

  with incoming as (
    select upper(btrim(human_key)) as human_key, btrim(family_name) as family_name,
           nullif(btrim(family_chief), '') as family_chief, available_tickets
    from json_to_recordset(p_invitations)
      as r(human_key text, family_name text, family_chief text, available_tickets integer)
  ), changed as (
    update public.rsvp_guests g
    set family_name = i.family_name,
        family_chief = i.family_chief,
        available_tickets = i.available_tickets
    from incoming i
    where g.human_key = i.human_key
    returning g.id
  )
  select count(*) into updated from changed;

  with incoming as (
    select upper(btrim(human_key)) as human_key, btrim(family_name) as family_name,
           nullif(btrim(family_chief), '') as family_chief, available_tickets
    from json_to_recordset(p_invitations)
      as r(human_key text, family_name text, family_chief text, available_tickets integer)
  ), added as (
    insert into public.rsvp_guests (human_key, family_name, family_chief, available_tickets)
    select i.human_key, i.family_name, i.family_chief, i.available_tickets
    from incoming i
    where not exists (select from public.rsvp_guests g where g.human_key = i.human_key)
    returning id
  )
  select count(*) into inserted from added;

  return json_build_object('inserted', inserted, 'updated', updated);
end;
$$;

comment on function public.couple_invitations() is 'The dashboard''s guest list (row-level security decides what the caller sees).';
comment on function public.couple_import_invitations(json, boolean) is 'The dashboard''s CSV import, all or nothing; rows were validated in the browser by the same module as npm run guests:import.';

revoke all on function public.couple_invitation_json(public.rsvp_guests) from public, anon, authenticated;
revoke all on function public.couple_invitations() from public, anon;
revoke all on function public.couple_invitation_history(text) from public, anon;
revoke all on function public.couple_add_invitation(text, text, text, integer) from public, anon;
revoke all on function public.couple_update_invitation(text, text, text, integer) from public, anon;
revoke all on function public.couple_delete_invitation(text) from public, anon;
revoke all on function public.couple_record_answer(text, boolean, integer) from public, anon;
revoke all on function public.couple_import_invitations(json, boolean) from public, anon;
grant execute on function public.couple_invitation_json(public.rsvp_guests) to authenticated, service_role;
grant execute on function public.couple_invitations() to authenticated, service_role;
grant execute on function public.couple_invitation_history(text) to authenticated, service_role;
grant execute on function public.couple_add_invitation(text, text, text, integer) to authenticated, service_role;
grant execute on function public.couple_update_invitation(text, text, text, integer) to authenticated, service_role;
grant execute on function public.couple_delete_invitation(text) to authenticated, service_role;
grant execute on function public.couple_record_answer(text, boolean, integer) to authenticated, service_role;
grant execute on function public.couple_import_invitations(json, boolean) to authenticated, service_role;
