-- Guests look up their invitation by its number; a miss counts toward the address's throttle.
create function public.find_invitation(p_human_key text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  perform private.assert_not_throttled();

  select * into guest
  from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key);

  if not found then
    -- forget this address's misses that no longer count, so the table stays small
    delete from public.rsvp_lookup_failures
    where client_address = private.client_address()
      and failed_at <= now() - interval '15 minutes';
    insert into public.rsvp_lookup_failures (client_address) values (private.client_address());
    return null;
  end if;

  return private.invitation_json(guest);
end;
$$;

comment on function public.find_invitation(text) is 'The invitation with this number (spec fields plus modification_deadline), or null.';

-- only the API roles may call it, and only through this grant
revoke execute on function public.find_invitation(text) from public;
grant execute on function public.find_invitation(text) to anon, authenticated, service_role;
