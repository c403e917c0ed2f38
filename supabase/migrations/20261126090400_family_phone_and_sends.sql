-- The couple's sending desk, its database part: a phone per family (for WhatsApp) and a record
-- of each message the couple sends, which one, when and by whom. Both are the couple's alone: the
-- guest functions (find_invitation, respond_invitation) never answer them, since anyone holding an
-- invitation number could otherwise read a family's phone.

alter table public.rsvp_guests
  add column phone text check (phone ~ '^\+[1-9][0-9]{7,14}$');

comment on column public.rsvp_guests.phone is 'The family''s phone in E.164 (+525512345678), for the couple''s WhatsApp messages; never shown to guests.';

-- A phone as the couple's functions store it: trimmed, empty as none, otherwise E.164. The
-- dashboard and the guest-list tools normalize what the couple types (web/src/lib/guest-list/
-- phone.ts); this refuses whatever else reaches the database with a code the dashboard words.
create function private.family_phone(value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  value := nullif(btrim(value), '');
  if value !~ '^\+[1-9][0-9]{7,14}$' then
    raise exception 'couple_invalid_phone' using errcode = 'P0001',
      detail = 'E.164: a + and 8 to 15 digits, e.g. +525512345678';
  end if;
  return value;
end;
$$;

revoke execute on function private.family_phone(text) from public;
grant execute on function private.family_phone(text) to authenticated, service_role;

create table public.rsvp_sends (
  id bigint generated always as identity primary key,
  guest_id bigint not null references public.rsvp_guests (id) on delete cascade,
  template text not null
    check (template in ('invitation', 'reminder', 'deadline', 'day_before', 'thanks')),
  sent_at timestamptz not null default now(),
  sent_by_email text
);

comment on table public.rsvp_sends is 'Each message the couple sent a family (which template, when, by whom); written only by couple_record_send.';
comment on column public.rsvp_sends.sent_by_email is 'The couple member who sent it, from the JWT; null when the service role recorded it.';

create index rsvp_sends_guest_newest_first on public.rsvp_sends (guest_id, sent_at desc, id desc);

alter table public.rsvp_sends enable row level security;
revoke all on table public.rsvp_sends from anon, authenticated, public;
grant select on table public.rsvp_sends to authenticated;

create policy "couple members read the sends"
  on public.rsvp_sends for select to authenticated
  using ((select public.is_couple_member()));

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

revoke execute on function private.record_send(public.rsvp_guests, text) from public;
grant execute on function private.record_send(public.rsvp_guests, text) to authenticated, service_role;

-- as before (20261126090000), with the phone and the last 20 sends, newest first
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

-- The signatures gain the phone with a default, so a caller that does not send one keeps working.
drop function public.couple_add_invitation(text, text, text, integer);
drop function public.couple_update_invitation(text, text, text, integer);

-- as before (20261125090000), with the phone
create function public.couple_add_invitation(
  p_human_key text,
  p_family_name text,
  p_family_chief text,
  p_available_tickets integer,
  p_phone text default null
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
  insert into public.rsvp_guests (human_key, family_name, family_chief, available_tickets, phone)
  values (private.normalize_human_key(p_human_key), btrim(p_family_name),
          nullif(btrim(p_family_chief), ''), p_available_tickets, private.family_phone(p_phone))
  returning * into guest;

  return public.couple_invitation_json(guest);
exception when unique_violation then
  raise exception 'couple_duplicate_number' using errcode = 'P0001',
    detail = private.normalize_human_key(p_human_key);
end;
$$;

-- as before (20261125090000), with the phone: null (or left out) keeps the stored one, an empty
-- text clears it
create function public.couple_update_invitation(
  p_human_key text,
  p_family_name text,
  p_family_chief text,
  p_available_tickets integer,
  p_phone text default null
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  new_phone text := private.family_phone(p_phone);
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
      available_tickets = p_available_tickets,
      phone = case when p_phone is null then phone else new_phone end
  where id = guest.id
  returning * into guest;

  return public.couple_invitation_json(guest);
end;
$$;

-- The rows of an import as stored: trimmed, the number normalized, the phone checked, and
-- whether the row names a phone at all (a file without the column keeps the stored phones).
create function private.incoming_invitations(p_invitations json)
returns table (human_key text, family_name text, family_chief text, available_tickets integer,
               sets_phone boolean, phone text)
language sql
immutable
set search_path = ''
as $$
  select private.normalize_human_key(r.human_key), btrim(r.family_name),
         nullif(btrim(r.family_chief), ''), r.available_tickets,
         e.value::jsonb ? 'phone', private.family_phone(r.phone)
  from json_array_elements(p_invitations) as e(value)
  cross join lateral json_to_record(e.value)
    as r(human_key text, family_name text, family_chief text, available_tickets integer, phone text);
$$;

revoke execute on function private.incoming_invitations(json) from public;
grant execute on function private.incoming_invitations(json) to authenticated, service_role;

-- as before (20261125090000), with the phone: a row without a "phone" key (a file without the
-- column) keeps the stored phone, a null or empty one clears it
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
    select * from private.incoming_invitations(p_invitations)
  ), changed as (
    update public.rsvp_guests g
    set family_name = i.family_name,
        family_chief = i.family_chief,
        available_tickets = i.available_tickets,
        phone = case when i.sets_phone then i.phone else g.phone end
    from incoming i
    where g.human_key = i.human_key
    returning g.id
  )
  select count(*) into updated from changed;

  with incoming as (
    select * from private.incoming_invitations(p_invitations)
  ), added as (
    insert into public.rsvp_guests (human_key, family_name, family_chief, available_tickets, phone)
    select i.human_key, i.family_name, i.family_chief, i.available_tickets, i.phone
    from incoming i
    where not exists (select from public.rsvp_guests g where g.human_key = i.human_key)
    returning id
  )
  select count(*) into inserted from added;

  return json_build_object('inserted', inserted, 'updated', updated);
end;
$$;

-- The couple records that they sent a family one of the messages, and gets the invitation back
-- with its sends. Security invoker: a stranger finds no invitation to record a send for.
create function public.couple_record_send(p_human_key text, p_template text)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  if p_template is null
     or p_template not in ('invitation', 'reminder', 'deadline', 'day_before', 'thanks') then
    raise exception 'couple_invalid_template' using errcode = 'P0001',
      detail = 'invitation, reminder, deadline, day_before or thanks';
  end if;
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key);
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;

  perform private.record_send(guest, p_template);

  return public.couple_invitation_json(guest);
end;
$$;

comment on function public.couple_record_send(text, text) is 'Records that the signed-in couple member sent an invitation''s family one message template (invitation, reminder, deadline, day_before, thanks); returns the invitation with its sends.';
comment on function public.couple_import_invitations(json, boolean) is 'The guest-list import, all or nothing, for the dashboard and npm run guests:import alike; rows were validated by the same module in both. A row without a phone key keeps the stored phone.';

revoke all on function public.couple_add_invitation(text, text, text, integer, text) from public, anon;
revoke all on function public.couple_update_invitation(text, text, text, integer, text) from public, anon;
revoke all on function public.couple_record_send(text, text) from public, anon;
grant execute on function public.couple_add_invitation(text, text, text, integer, text) to authenticated, service_role;
grant execute on function public.couple_update_invitation(text, text, text, integer, text) to authenticated, service_role;
grant execute on function public.couple_record_send(text, text) to authenticated, service_role;
