-- The guest-list import carries the events each family is invited to (the spreadsheet's
-- «Eventos» column): a row without an "event_keys" key keeps the stored events, null invites the
-- family to all of them, a list to those only.

-- The rows of an import as stored: trimmed, the number normalized, the phone checked, whether the
-- row names a phone at all (a file without the column keeps the stored phones), and whether it
-- names its events and which: those of p_asked (the events the couple asks about), in the asked
-- order. Databases migrated before this file hold the older form, without the events.
drop function if exists private.incoming_invitations(json);
create function private.incoming_invitations(p_invitations json, p_asked text[])
returns table (human_key text, family_name text, family_chief text, available_tickets integer,
               sets_phone boolean, phone text, sets_events boolean, event_keys text[])
language sql
immutable
set search_path = ''
as $$
  select private.normalize_human_key(r.human_key), btrim(r.family_name),
         nullif(btrim(r.family_chief), ''), r.available_tickets,
         e.value::jsonb ? 'phone', private.family_phone(r.phone),
         e.value::jsonb ? 'event_keys',
         case when r.event_keys is not null
              then array(select k from unnest(p_asked) as k where k = any (r.event_keys)) end
  from json_array_elements(p_invitations) as e(value)
  cross join lateral json_to_record(e.value)
    as r(human_key text, family_name text, family_chief text, available_tickets integer,
         phone text, event_keys text[]);
$$;
revoke all on function private.incoming_invitations(json, text[]) from public;
grant execute on function private.incoming_invitations(json, text[]) to authenticated, service_role;

-- The guest-list import, all or nothing: a row without a "phone" key (a file without the column)
-- keeps the stored phone, a null or empty one clears it; a row's events are set as
-- couple_set_invitation_events does: only events the couple asks about, once each, in the asked
-- order
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
  asked text[];
  stray text;
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

  return json_build_object('inserted', inserted, 'updated', updated);
end;
$$;
comment on function public.couple_import_invitations(json, boolean) is 'The guest-list import, all or nothing, for the dashboard and npm run guests:import alike; rows were validated by the same module in both. A row without a phone key keeps the stored phone, one without an event_keys key the stored events (null: all; only events the couple asks about).';
revoke all on function public.couple_import_invitations(json, boolean) from public;
grant execute on function public.couple_import_invitations(json, boolean) to service_role, authenticated;
