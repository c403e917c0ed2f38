-- The couple records or corrects the people of an acceptance after a phone call, under the same
-- rules as a guest's answer, and the history keeps it as the couple's. Security invoker: the guest
-- list's policies decide, so a stranger finds no invitation to change.
create function public.couple_record_people(
  p_human_key text,
  p_people json,
  p_message text default null,
  p_song text default null
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  family_message text := private.family_text(p_message, 1000, true);
  family_song text := private.family_text(p_song, 200, false);
begin
  select * into guest from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;
  if not found then
    raise exception 'couple_not_found' using errcode = 'P0001';
  end if;
  if guest.will_attend is distinct from true then
    raise exception 'rsvp_invalid_people' using errcode = 'P0001',
      detail = 'only an acceptance has people';
  end if;

  perform private.replace_people(guest, p_people);
  update public.rsvp_guests set message = family_message, song = family_song
  where id = guest.id
  returning * into guest;

  perform private.record_answer(guest, 'couple');

  return public.couple_invitation_json(guest);
end;
$$;

comment on function public.couple_record_people(text, json, text, text) is 'The couple records the people, message and song of an accepted answer, under the guest''s rules; recorded in the history as the couple''s.';

grant execute on function private.replace_people(public.rsvp_guests, json) to authenticated, service_role;
grant execute on function private.family_text(text, integer, boolean) to authenticated, service_role;

revoke all on function public.couple_record_people(text, json, text, text) from public, anon;
grant execute on function public.couple_record_people(text, json, text, text) to authenticated, service_role;
