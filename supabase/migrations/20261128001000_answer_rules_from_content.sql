-- The Studio's «Preguntas de la confirmación» reach the database without the couple: a Sanity
-- webhook calls the Edge Function apply-answer-rules (supabase/functions/), which calls
-- apply_answer_rules_from_content as the service role. The couple's couple_set_answer_rules and
-- it share one body, private.set_answer_rules.

-- The _updatedAt of the questions document the webhook last applied: Sanity may deliver a retried
-- webhook late, after a newer one, and that older delivery must not bring back older rules.
alter table public.rsvp_settings add column answer_rules_content_at timestamptz;
comment on column public.rsvp_settings.answer_rules_content_at is 'The _updatedAt of the Studio''s questions document whose rules apply_answer_rules_from_content last applied; an older delivery changes nothing. Null until the webhook first runs.';

-- Checks and stores the answer rules; true when they changed. Runs as the caller, so the couple's
-- policies decide for a signed-in member, and a caller the policies show no row gets 42501.
create function private.set_answer_rules(
  p_names_required boolean,
  p_meal_choices text[],
  p_event_keys text[]
)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  changed integer;
begin
  if p_names_required is null or p_meal_choices is null or p_event_keys is null
     or array_position(p_meal_choices, null) is not null
     or array_position(p_event_keys, null) is not null
     or cardinality(array(select distinct unnest(p_meal_choices))) <> cardinality(p_meal_choices)
     or cardinality(array(select distinct unnest(p_event_keys))) <> cardinality(p_event_keys) then
    raise exception 'rsvp_invalid_rules' using errcode = 'P0001',
      detail = 'names_required, meal_choices and event_keys are required, without nulls or repeats';
  end if;
  if cardinality(p_meal_choices) > 20 or cardinality(p_event_keys) > 10
     or not private.is_key_list(p_meal_choices || p_event_keys) then
    raise exception 'rsvp_invalid_rules' using errcode = 'P0001',
      detail = 'at most 20 meal choices and 10 events, each key 1 to 40 of a-z, 0-9 and -';
  end if;

  update public.rsvp_settings
  set attendee_names_required = p_names_required,
      meal_choices = p_meal_choices,
      event_keys = p_event_keys
  where id
    and (attendee_names_required, meal_choices, event_keys)
        is distinct from (p_names_required, p_meal_choices, p_event_keys);
  get diagnostics changed = row_count;
  if changed = 0 and not exists (select from public.rsvp_settings where id) then
    -- the policies hid the row: a signed-in stranger
    raise exception 'permission denied for the answer rules' using errcode = '42501';
  end if;
  return changed > 0;
end;
$$;
revoke all on function private.set_answer_rules(boolean, text[], text[]) from public;
grant execute on function private.set_answer_rules(boolean, text[], text[]) to authenticated, service_role;

-- The answer rules as both functions answer them.
create function private.answer_rules_json()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select json_build_object(
    'names_required', attendee_names_required,
    'meal_choices', to_json(meal_choices),
    'event_keys', to_json(event_keys)
  )
  from public.rsvp_settings where id
$$;
revoke all on function private.answer_rules_json() from public;
grant execute on function private.answer_rules_json() to authenticated, service_role;

-- The couple's «Preguntas de la confirmación», on the shared body: whether names are required,
-- the meal choices and the events; each key is checked on its own (null, empty and comma-holding
-- keys are refused).
create or replace function public.couple_set_answer_rules(
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
begin
  perform private.set_answer_rules(p_names_required, p_meal_choices, p_event_keys);
  return private.answer_rules_json();
end;
$$;
comment on function public.couple_set_answer_rules(boolean, text[], text[]) is 'The couple sets the answer rules of the Studio''s «Preguntas de la confirmación»: names required, meal choice keys, event keys. Changes nothing when they are already so.';
revoke all on function public.couple_set_answer_rules(boolean, text[], text[]) from public;
grant execute on function public.couple_set_answer_rules(boolean, text[], text[]) to service_role, authenticated;

-- The webhook's function: the rules of the questions document as it was at p_content_updated_at.
-- Answers the rules now in force and what became of these: applied, unchanged (already so) or
-- stale (a newer document's rules were applied before).
create function public.apply_answer_rules_from_content(
  p_names_required boolean,
  p_meal_choices text[],
  p_event_keys text[],
  p_content_updated_at timestamptz
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  applied_at timestamptz;
  outcome text := 'stale';
begin
  if p_content_updated_at is null then
    raise exception 'rsvp_invalid_rules' using errcode = 'P0001',
      detail = 'content_updated_at is required';
  end if;
  -- the row lock orders two deliveries arriving together
  select answer_rules_content_at into applied_at from public.rsvp_settings where id for update;
  if applied_at is null or applied_at <= p_content_updated_at then
    outcome := case
      when private.set_answer_rules(p_names_required, p_meal_choices, p_event_keys) then 'applied'
      else 'unchanged'
    end;
    update public.rsvp_settings set answer_rules_content_at = p_content_updated_at
    where id and answer_rules_content_at is distinct from p_content_updated_at;
  end if;
  return (private.answer_rules_json()::jsonb || jsonb_build_object('outcome', outcome))::json;
end;
$$;
comment on function public.apply_answer_rules_from_content(boolean, text[], text[], timestamptz) is 'The Studio''s questions webhook (Edge Function apply-answer-rules, service role only) sets the answer rules of the questions document updated at p_content_updated_at; an older document changes nothing. Answers the rules in force and the outcome: applied, unchanged or stale.';
revoke all on function public.apply_answer_rules_from_content(boolean, text[], text[], timestamptz) from public, anon, authenticated;
grant execute on function public.apply_answer_rules_from_content(boolean, text[], text[], timestamptz) to service_role;
