-- The couple's reminders name the last day to answer («antes del {fecha_limite}»), so the
-- dashboard reads the modification deadline: select on that one column, through the couple's
-- read policy of rsvp_settings (20261126090300). Changing it stays with the project's owner.
grant select (modification_deadline) on table public.rsvp_settings to authenticated;

-- The deadline for a couple member as YYYY-MM-DD (text, as find_invitation gives it, so every
-- client reads the same string); null for anyone else, whom the policy shows no row.
create function public.couple_modification_deadline()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select to_char(modification_deadline, 'YYYY-MM-DD') from public.rsvp_settings;
$$;

comment on function public.couple_modification_deadline() is 'The last day answers may change (YYYY-MM-DD), for the couple''s reminders; null for anyone who is not a couple member.';

revoke all on function public.couple_modification_deadline() from public, anon;
grant execute on function public.couple_modification_deadline() to authenticated, service_role;
