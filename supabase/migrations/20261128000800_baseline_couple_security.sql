-- The dashboard's view of failed look-ups: per hour for the last 24 hours, the addresses with
-- the most, and whether it looks like a sweep. Security invoker: the summary's policy lets only
-- the couple see anything (a stranger sees 24 empty hours).
--
-- A spike is an hour with at least 25 misses, a quarter of the throttle's global ceiling
-- (private.throttle_global_ceiling(), 100 misses per 15 minutes; supabase/tests checks the two
-- agree): guests who mistype their number make a handful an hour, and a sweep kept just under
-- the ceiling still makes hundreds.
create function public.couple_failed_lookups()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  with settings as (
    select 25 as spike_threshold, date_trunc('hour', now(), 'UTC') - interval '23 hours' as since
  ), hours as (
    select generate_series(s.since, s.since + interval '23 hours', interval '1 hour') as hour
    from settings s
  ), recent as (
    select f.hour, f.client_address, f.misses
    from public.rsvp_lookup_failures_by_hour f, settings s
    where f.hour >= s.since
  ), per_hour as (
    select h.hour, coalesce(sum(r.misses), 0)::integer as misses
    from hours h left join recent r on r.hour = h.hour
    group by h.hour
  ), per_address as (
    select client_address, sum(misses)::integer as misses
    from recent
    group by client_address
    order by misses desc, client_address
    limit 5
  )
  select json_build_object(
    'hours', (select json_agg(json_build_object('hour', hour, 'misses', misses) order by hour) from per_hour),
    'total', (select coalesce(sum(misses), 0)::integer from recent),
    'top_addresses', (
      select coalesce(json_agg(json_build_object('address', client_address, 'misses', misses)
        order by misses desc, client_address), '[]'::json)
      from per_address
    ),
    'spike_threshold', (select spike_threshold from settings),
    'spike', exists (select from per_hour, settings where per_hour.misses >= settings.spike_threshold)
  );
$$;
comment on function public.couple_failed_lookups() is 'Failed guest look-ups of the last 24 hours per UTC hour, the five address buckets with the most, and whether an hour reached the spike threshold.';
revoke all on function public.couple_failed_lookups() from public;
grant execute on function public.couple_failed_lookups() to service_role, authenticated;

-- What couple_restore_answers would put back: each invitation one address bucket changed in the
-- window, its answer (people, message and song included) before and now.
create function public.couple_preview_restore(
  p_since timestamptz,
  p_until timestamptz,
  p_client_address text
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  window_end timestamptz := coalesce(p_until, now());
  address text := nullif(btrim(p_client_address), '');
begin
  if p_since is null or p_since >= window_end or p_since > now() then
    raise exception 'couple_invalid_window' using errcode = 'P0001',
      detail = 'the window needs a start in the past, before its end';
  end if;

  return (
    with in_window as (
      select h.id, h.guest_id, h.client_address
      from public.rsvp_history h
      where h.answered_at >= p_since and h.answered_at <= window_end and h.changed_by = 'guest'
    ), matching as (
      select * from in_window where address is null or client_address = address
    ), span as (
      select guest_id, min(id) as first_id, max(id) as last_id from matching group by guest_id
    ), states as (
      select g.human_key, g.family_name, s.guest_id, s.last_id,
        json_build_object(
          'will_attend', g.will_attend,
          'confirmed_tickets', g.confirmed_tickets,
          'people', private.people_json(g.id),
          'message', g.message,
          'song', g.song
        ) as from_state,
        json_build_object(
          'will_attend', previous.will_attend,
          'confirmed_tickets', coalesce(previous.confirmed_tickets, 0),
          'confirmed_at', case when previous.will_attend is not null then previous.answered_at end,
          'people', case when previous.will_attend then coalesce(previous.people, '[]') else '[]' end,
          'message', case when previous.will_attend then previous.message end,
          'song', case when previous.will_attend then previous.song end
        ) as to_state
      from span s
      join public.rsvp_guests g on g.id = s.guest_id
      left join lateral (
        select h.will_attend, h.confirmed_tickets, h.answered_at, h.people, h.message, h.song
        from public.rsvp_history h
        where h.guest_id = s.guest_id and h.id < s.first_id
        order by h.id desc
        limit 1
      ) previous on true
    ), planned as (
      select human_key, family_name, from_state, to_state,
        (from_state::jsonb - 'confirmed_at') = (to_state::jsonb - 'confirmed_at') as unchanged,
        exists (
          select from public.rsvp_history later
          where later.guest_id = states.guest_id and later.id > states.last_id
            and later.id not in (select id from matching)
        ) as changed_later
      from states
    ), per_address as (
      select client_address, count(*)::integer as answers
      from in_window
      where exists (select from public.rsvp_guests g where g.id = in_window.guest_id)
      group by client_address
    )
    select json_build_object(
      'changes', coalesce((
        select json_agg(json_build_object(
          'human_key', human_key, 'family_name', family_name, 'from', from_state, 'to', to_state
        ) order by human_key)
        from planned where not changed_later and not unchanged
      ), '[]'::json),
      'changed_later', coalesce((
        select json_agg(json_build_object('human_key', human_key, 'family_name', family_name)
          order by human_key)
        from planned where changed_later
      ), '[]'::json),
      'addresses', coalesce((
        select json_agg(json_build_object('address', client_address, 'answers', answers)
          order by answers desc, client_address)
        from per_address
      ), '[]'::json)
    )
  );
end;
$$;
comment on function public.couple_preview_restore(timestamptz, timestamptz, text) is 'What couple_restore_answers would change: invitations a guest answer changed in the window (optionally from one address bucket), from their state now to their state before; those changed again later; and the guest answers per address in the window.';
revoke all on function public.couple_preview_restore(timestamp with time zone, timestamp with time zone, text) from public;
grant execute on function public.couple_preview_restore(timestamp with time zone, timestamp with time zone, text) to service_role, authenticated;

-- The couple's undo of an attack: puts back each invitation's answer (people, message and song
-- too) from before the window; an invitation changed since the plan was read is a conflict.
create function public.couple_restore_answers(
  p_since timestamptz,
  p_until timestamptz,
  p_client_address text
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  plan json := public.couple_preview_restore(p_since, p_until, p_client_address);
  change json;
  guest public.rsvp_guests;
begin
  for change in select json_array_elements(plan -> 'changes') loop
    update public.rsvp_guests
    set will_attend = (change -> 'to' ->> 'will_attend')::boolean,
        confirmed_tickets = (change -> 'to' ->> 'confirmed_tickets')::integer,
        confirmed_at = (change -> 'to' ->> 'confirmed_at')::timestamptz,
        message = change -> 'to' ->> 'message',
        song = change -> 'to' ->> 'song'
    where human_key = change ->> 'human_key'
      and will_attend is not distinct from (change -> 'from' ->> 'will_attend')::boolean
      and confirmed_tickets = (change -> 'from' ->> 'confirmed_tickets')::integer
      and private.people_json(id)::jsonb = (change -> 'from' -> 'people')::jsonb
    returning * into guest;
    if not found then
      raise exception 'couple_restore_conflict' using errcode = 'P0001', detail = change ->> 'human_key';
    end if;
    perform private.write_people(guest.id, change -> 'to' -> 'people');

    insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, changed_by,
                                     changed_by_email, people, message, song)
    values (guest.id, guest.will_attend, guest.confirmed_tickets, 'couple_restore',
            lower(auth.jwt() ->> 'email'), private.people_json(guest.id), guest.message, guest.song);
  end loop;

  return json_build_object('restored', json_array_length(plan -> 'changes'), 'changes', plan -> 'changes');
end;
$$;
comment on function public.couple_restore_answers(timestamptz, timestamptz, text) is 'The couple''s undo of an attack, all or nothing, each restored answer recorded in the history as couple_restore.';
revoke all on function public.couple_restore_answers(timestamp with time zone, timestamp with time zone, text) from public;
grant execute on function public.couple_restore_answers(timestamp with time zone, timestamp with time zone, text) to service_role, authenticated;
