-- The door's list and tally answer their records, as door_day does: door_guest_list a set of
-- public.door_family, door_totals a public.door_tally, so the generated types describe both
-- (issue 45). PostgREST sends the same JSON as before (an array of families, one object), so
-- doors and dashboards already open keep reading them. Same security, grants and comments.

drop function public.door_guest_list();
create function public.door_guest_list()
returns setof public.door_family
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query select * from private.door_families();
end;
$$;
comment on function public.door_guest_list() is 'Every family for the door by its door id, never its number: a confirmed one with its people, pases, tables and arrivals, the others by name and status; door helpers and the couple only.';
revoke all on function public.door_guest_list() from public;
grant execute on function public.door_guest_list() to service_role, authenticated;

drop function public.door_totals();
create function public.door_totals()
returns public.door_tally
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.door_tally();
end;
$$;
comment on function public.door_totals() is 'People arrived and expected (confirmed pases), in all and by table (people seated apart at their own), and the conflicts between doors; door helpers and the couple only.';
revoke all on function public.door_totals() from public;
grant execute on function public.door_totals() to service_role, authenticated;
