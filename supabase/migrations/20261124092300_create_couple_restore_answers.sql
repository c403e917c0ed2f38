-- The couple's undo of an attack: every invitation a guest answer changed in a time window
-- (optionally from one address bucket) goes back to its state before the first such answer,
-- "no answer yet" included. Security invoker: the guest list's policies decide, so a stranger
-- previews and restores nothing.
--
-- An invitation changed again after its last answer in the window (the family answered again,
-- or the couple changed it) is left alone and listed as changed_later: the newer answer wins.

-- What a restore would change, from what to what; raises couple_invalid_window for a window
-- without a start, ending before it starts, or starting in the future. Until defaults to now.
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
    ), planned as (
      select g.human_key, g.family_name,
        json_build_object('will_attend', g.will_attend, 'confirmed_tickets', g.confirmed_tickets) as from_state,
        json_build_object(
          'will_attend', previous.will_attend,
          'confirmed_tickets', coalesce(previous.confirmed_tickets, 0),
          'confirmed_at', case when previous.will_attend is not null then previous.answered_at end
        ) as to_state,
        g.will_attend is not distinct from previous.will_attend
          and g.confirmed_tickets = coalesce(previous.confirmed_tickets, 0) as unchanged,
        exists (
          select from public.rsvp_history later
          where later.guest_id = s.guest_id and later.id > s.last_id
            and later.id not in (select id from matching)
        ) as changed_later
      from span s
      join public.rsvp_guests g on g.id = s.guest_id
      left join lateral (
        select h.will_attend, h.confirmed_tickets, h.answered_at
        from public.rsvp_history h
        where h.guest_id = s.guest_id and h.id < s.first_id
        order by h.id desc
        limit 1
      ) previous on true
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

-- Does what the preview shows, all in this transaction or nothing: each invitation goes back
-- to its previous state and the history records it as the couple's restore. Raises
-- couple_restore_conflict when an invitation changed since the plan was read.
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
        confirmed_at = (change -> 'to' ->> 'confirmed_at')::timestamptz
    where human_key = change ->> 'human_key'
      and will_attend is not distinct from (change -> 'from' ->> 'will_attend')::boolean
      and confirmed_tickets = (change -> 'from' ->> 'confirmed_tickets')::integer
    returning * into guest;
    if not found then
      raise exception 'couple_restore_conflict' using errcode = 'P0001', detail = change ->> 'human_key';
    end if;

    insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, changed_by, changed_by_email)
    values (guest.id, guest.will_attend, guest.confirmed_tickets, 'couple_restore', lower(auth.jwt() ->> 'email'));
  end loop;

  return json_build_object('restored', json_array_length(plan -> 'changes'), 'changes', plan -> 'changes');
end;
$$;

comment on function public.couple_preview_restore(timestamptz, timestamptz, text) is 'What couple_restore_answers would change: invitations a guest answer changed in the window (optionally from one address bucket), from their state now to their state before; those changed again later; and the guest answers per address in the window.';
comment on function public.couple_restore_answers(timestamptz, timestamptz, text) is 'The couple''s undo of an attack, all or nothing, each restored answer recorded in the history as couple_restore.';

revoke all on function public.couple_preview_restore(timestamptz, timestamptz, text) from public, anon;
revoke all on function public.couple_restore_answers(timestamptz, timestamptz, text) from public, anon;
grant execute on function public.couple_preview_restore(timestamptz, timestamptz, text) to authenticated, service_role;
grant execute on function public.couple_restore_answers(timestamptz, timestamptz, text) to authenticated, service_role;
