-- One writer for the guest list: the couple's functions (the dashboard, and the guest-list tools
-- with the service role) read invitation numbers and write history through the same private
-- helpers as the guest functions, and one function clears an answer.

-- The couple's functions run as the caller (security invoker, so row-level security decides),
-- so the caller needs these two helpers; every other private function stays out of reach.
-- PostgREST exposes only the public schema, so no API request can call them directly.
revoke execute on all functions in schema private from public;
alter default privileges in schema private revoke execute on functions from public;
grant usage on schema private to authenticated, service_role;
grant execute on function private.normalize_human_key(text) to authenticated, service_role;
grant execute on function private.record_answer(public.rsvp_guests, text) to authenticated, service_role;

-- as before (20261124092000), with the couple member's email as the history's policy wants it;
-- in PL/pgSQL so a couple's call never plans the guest branch, whose address helper the couple
-- may not execute
create or replace function private.record_answer(guest public.rsvp_guests, changed_by text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if changed_by = 'guest' then
    insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, changed_by, client_address)
    values (guest.id, guest.will_attend, guest.confirmed_tickets, changed_by, private.client_address());
  else
    insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, changed_by, changed_by_email)
    values (guest.id, guest.will_attend, guest.confirmed_tickets, changed_by,
            case when changed_by = 'couple' then lower(auth.jwt() ->> 'email') end);
  end if;
end;
$$;

create or replace function public.couple_invitation_history(p_human_key text)
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
  where g.human_key = private.normalize_human_key(p_human_key);
$$;

create or replace function public.couple_add_invitation(
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
  values (private.normalize_human_key(p_human_key), btrim(p_family_name),
          nullif(btrim(p_family_chief), ''), p_available_tickets)
  returning * into guest;

  return public.couple_invitation_json(guest);
exception when unique_violation then
  raise exception 'couple_duplicate_number' using errcode = 'P0001',
    detail = private.normalize_human_key(p_human_key);
end;
$$;

create or replace function public.couple_update_invitation(
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
  where human_key = private.normalize_human_key(p_human_key)
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

create or replace function public.couple_delete_invitation(p_human_key text)
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
  where human_key = private.normalize_human_key(p_human_key)
  returning * into guest;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  return public.couple_invitation_json(guest);
end;
$$;

-- The one function that clears an answer (the couple's undo, also after the deadline): the
-- family may answer again, and the history keeps what was cleared and who cleared it.
create function public.couple_clear_answer(p_human_key text)
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
  where human_key = private.normalize_human_key(p_human_key)
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if guest.will_attend is null and guest.confirmed_at is null then
    raise exception 'couple_not_answered' using errcode = 'P0001';
  end if;

  update public.rsvp_guests
  set will_attend = null,
      confirmed_tickets = 0,
      confirmed_at = null
  where id = guest.id
  returning * into guest;

  perform private.record_answer(guest, 'couple');

  return public.couple_invitation_json(guest);
end;
$$;

-- The couple records or changes the family's answer on its behalf, also after the deadline;
-- no answer (null) clears it through couple_clear_answer, and an unanswered one stays as it is.
create or replace function public.couple_record_answer(
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
  where human_key = private.normalize_human_key(p_human_key)
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if (p_will_attend and (tickets < 1 or tickets > guest.available_tickets))
     or (p_will_attend is distinct from true and tickets <> 0) then
    raise exception 'rsvp_invalid_tickets' using errcode = 'P0001',
      detail = format('between 1 and %s tickets when attending, 0 otherwise', guest.available_tickets);
  end if;
  if p_will_attend is null then
    if guest.will_attend is null and guest.confirmed_at is null then
      return public.couple_invitation_json(guest);
    end if;
    return public.couple_clear_answer(guest.human_key);
  end if;

  update public.rsvp_guests
  set will_attend = p_will_attend,
      confirmed_tickets = tickets,
      confirmed_at = now()
  where id = guest.id
  returning * into guest;

  perform private.record_answer(guest, 'couple');

  return public.couple_invitation_json(guest);
end;
$$;

create or replace function public.couple_import_invitations(p_invitations json, p_update_existing boolean)
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
    join public.rsvp_guests g on g.human_key = private.normalize_human_key(r.human_key)
  ) then
    raise exception 'couple_duplicate_number' using errcode = 'P0001';
  end if;

  with incoming as (
    select private.normalize_human_key(human_key) as human_key, btrim(family_name) as family_name,
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
    select private.normalize_human_key(human_key) as human_key, btrim(family_name) as family_name,
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

comment on function public.couple_clear_answer(text) is 'Clears an invitation''s answer (the couple''s undo, also after the deadline) and records it in the history as changed by the couple; the dashboard and npm run guests:reset-answer both call it.';
comment on function public.couple_import_invitations(json, boolean) is 'The guest-list import, all or nothing, for the dashboard and npm run guests:import alike; rows were validated by the same module in both.';

revoke all on function public.couple_clear_answer(text) from public, anon;
grant execute on function public.couple_clear_answer(text) to authenticated, service_role;

-- the guest-list tools clear answers through couple_clear_answer now
drop function public.reset_invitation_answer(text);
