-- The command line reads the guest list through the API, as the dashboard does, for Supabase and
-- the embedded database alike: couple_invitations, couple_seating and
-- couple_modification_deadline answer the list, the people, the seats and the deadlines; the
-- history of every answer, which only the command line's export reads whole, is this function.
-- The service role's only (the couple's key in the command line); a signed-in couple reads one
-- invitation's history with couple_invitation_history.
create function public.guest_list_history()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object(
    'human_key', g.human_key,
    'family_name', g.family_name,
    'will_attend', h.will_attend,
    'confirmed_tickets', h.confirmed_tickets,
    'answered_at', h.answered_at,
    'changed_by', h.changed_by
  ) order by h.answered_at, h.id), '[]'::json)
  from public.rsvp_history h
  join public.rsvp_guests g on g.id = h.guest_id;
$$;

comment on function public.guest_list_history() is
  'Every answer of the history, oldest first, with its invitation''s number and family: npm run guests:export -- --history (the service role only).';

revoke all on function public.guest_list_history() from public, anon, authenticated;
grant execute on function public.guest_list_history() to service_role;
