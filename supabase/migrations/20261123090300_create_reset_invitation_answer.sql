-- The couple clears a family's answer (a mistaken or unwanted reply), even after the deadline;
-- the family can then answer again. Not for guests: only the service role (the guest-list
-- tools) may call it.
create function public.reset_invitation_answer(p_human_key text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  select * into guest
  from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;

  if not found then
    raise exception 'rsvp_not_found' using errcode = 'P0001';
  end if;
  if guest.will_attend is null and guest.confirmed_at is null then
    raise exception 'rsvp_not_answered' using errcode = 'P0001';
  end if;

  update public.rsvp_guests
  set will_attend = null,
      confirmed_tickets = 0,
      confirmed_at = null
  where id = guest.id
  returning * into guest;

  perform private.record_answer(guest, 'couple');

  return private.invitation_json(guest);
end;
$$;

comment on function public.reset_invitation_answer(text) is 'Clears an invitation''s answer (the couple''s undo, also after the deadline) and records it in the history as changed by the couple.';

revoke all on function public.reset_invitation_answer(text) from public, anon, authenticated;
grant execute on function public.reset_invitation_answer(text) to service_role;
