-- The couple makes and removes the door helpers' accounts from the dashboard, through the
-- door-helpers Edge Function (on Supabase) or the embedded server's function of the same name,
-- and sees which helper recorded each arrival.

-- Whether an email is one of the couple's or on the door's list. The door-helpers function asks
-- it with the service role before it makes, changes or deletes an account: a couple member's
-- account is never given a password nor deleted from the door's side, and an account is deleted
-- only when its email was a door helper's.
create function public.door_helper_email_status(p_email text)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select json_build_object(
    'couple_member', exists (select from public.couple_members where email = lower(btrim(p_email))),
    'door_helper', exists (select from public.door_helpers where email = lower(btrim(p_email)))
  );
$$;
comment on function public.door_helper_email_status(text) is 'Whether an email is on couple_members and on door_helpers; the door-helpers function only (service role).';
revoke all on function public.door_helper_email_status(text) from public, anon, authenticated;
grant execute on function public.door_helper_email_status(text) to service_role;

-- Each arrival not undone, with the family it was for and the door account that recorded it,
-- for the couple's «Llegadas». Security invoker: rsvp_arrivals and rsvp_guests' policies let
-- only the couple read them; anyone else is refused rather than answered an empty list.
create function public.couple_arrival_log()
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_couple_member() then
    raise exception 'permission denied for the arrivals' using errcode = '42501';
  end if;
  return (
    select coalesce(json_agg(json_build_object(
      'human_key', g.human_key,
      'people', a.people,
      'extra', a.extra,
      'conflict', a.conflict,
      'recorded_at', a.recorded_at,
      'recorded_by_email', a.recorded_by_email
    ) order by a.recorded_at, a.id), '[]'::json)
    from public.rsvp_arrivals a
    join public.rsvp_guests g on g.id = a.guest_id
    where a.undone_at is null
  );
end;
$$;
comment on function public.couple_arrival_log() is 'The arrivals recorded at the door (not undone), each with its invitation number and the email of the door account that recorded it; the couple only.';
revoke all on function public.couple_arrival_log() from public, anon;
grant execute on function public.couple_arrival_log() to service_role, authenticated;
