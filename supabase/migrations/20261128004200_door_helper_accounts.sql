-- The couple makes and removes the door helpers' accounts from the dashboard, through the
-- door-helpers Edge Function (on Supabase) or the embedded server's function of the same name,
-- (couple_arrivals, in 20261128004100_door_without_keys.sql, says which helper recorded each arrival).

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
