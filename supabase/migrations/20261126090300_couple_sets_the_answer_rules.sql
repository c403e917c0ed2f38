-- The couple's «Preguntas de la confirmación» (the Studio) decide whether every seat needs a
-- name, which meal choices a person may pick and which events a person may say they attend; the
-- database enforces them from rsvp_settings. The couple's dashboard hands the Studio's rules to
-- this function each time it opens (the defaults below are the default dataset's, so a new
-- database already follows them). Security invoker: the couple may read and change these three
-- columns of rsvp_settings and no other (not the deadline, not the address setting), and only
-- through the policies below.
grant select (id, attendee_names_required, meal_choices, event_keys),
      update (attendee_names_required, meal_choices, event_keys)
  on table public.rsvp_settings to authenticated;

create policy "couple members read the answer rules"
  on public.rsvp_settings for select to authenticated
  using ((select public.is_couple_member()));

create policy "couple members change the answer rules"
  on public.rsvp_settings for update to authenticated
  using ((select public.is_couple_member()))
  with check ((select public.is_couple_member()));

create function public.couple_set_answer_rules(
  p_names_required boolean,
  p_meal_choices text[],
  p_event_keys text[]
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rules record;
begin
  if p_names_required is null or p_meal_choices is null or p_event_keys is null
     or array_position(p_meal_choices, null) is not null
     or array_position(p_event_keys, null) is not null
     or cardinality(array(select distinct unnest(p_meal_choices))) <> cardinality(p_meal_choices)
     or cardinality(array(select distinct unnest(p_event_keys))) <> cardinality(p_event_keys) then
    raise exception 'rsvp_invalid_rules' using errcode = 'P0001',
      detail = 'names_required, meal_choices and event_keys are required, without nulls or repeats';
  end if;

  begin
    update public.rsvp_settings
    set attendee_names_required = p_names_required,
        meal_choices = p_meal_choices,
        event_keys = p_event_keys
    where id
      and (attendee_names_required, meal_choices, event_keys)
          is distinct from (p_names_required, p_meal_choices, p_event_keys);
  exception when check_violation then
    raise exception 'rsvp_invalid_rules' using errcode = 'P0001',
      detail = 'at most 20 meal choices and 10 events, each key 1 to 40 of a-z, 0-9 and -';
  end;

  select attendee_names_required, meal_choices, event_keys into rules
  from public.rsvp_settings where id;
  if not found then
    -- the policies hid the row: a signed-in stranger
    raise exception 'permission denied for the answer rules' using errcode = '42501';
  end if;
  return json_build_object(
    'names_required', rules.attendee_names_required,
    'meal_choices', to_json(rules.meal_choices),
    'event_keys', to_json(rules.event_keys)
  );
end;
$$;

comment on function public.couple_set_answer_rules(boolean, text[], text[]) is 'The couple sets the answer rules of the Studio''s «Preguntas de la confirmación»: names required, meal choice keys, event keys. Changes nothing when they are already so.';

revoke all on function public.couple_set_answer_rules(boolean, text[], text[]) from public, anon;
grant execute on function public.couple_set_answer_rules(boolean, text[], text[]) to authenticated, service_role;
