-- When a family first and last opened its invitation (a successful find_invitation), so the
-- couple sees who has looked but not answered.
alter table public.rsvp_guests
  add column first_opened_at timestamptz,
  add column last_opened_at timestamptz;

comment on column public.rsvp_guests.first_opened_at is 'The first successful look-up of this invitation number by a guest.';
comment on column public.rsvp_guests.last_opened_at is 'The latest successful look-up of this invitation number by a guest.';

-- as before (20261123090200), and a successful look-up now stamps the invitation
create or replace function public.find_invitation(p_human_key text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  perform private.assert_not_throttled();

  update public.rsvp_guests
  set first_opened_at = coalesce(first_opened_at, now()),
      last_opened_at = now()
  where human_key = private.normalize_human_key(p_human_key)
  returning * into guest;

  if not found then
    perform private.record_failure();
    return null;
  end if;

  return private.invitation_json(guest);
end;
$$;

comment on function public.find_invitation(text) is 'The invitation with this number (spec fields plus modification_deadline), or null; a miss counts toward the caller''s throttle, a hit records when the invitation was opened.';

revoke all on function public.find_invitation(text) from public;
grant execute on function public.find_invitation(text) to anon, authenticated, service_role;
