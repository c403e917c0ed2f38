-- The couple's Studio questions become the database's rules; a guest's answer follows them, and no
-- one else can change them.
begin;
select plan(12);

update public.rsvp_settings set modification_deadline = (now() at time zone 'UTC')::date + 30;
insert into public.couple_members (email) values ('novios@example.com');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(
  public.couple_set_answer_rules(true, array['vegetariano', 'pollo'], array['event-ceremony'])::jsonb,
  '{"names_required": true, "meal_choices": ["vegetariano", "pollo"], "event_keys": ["event-ceremony"]}'::jsonb,
  'the couple sets the rules and gets them back'
);
select throws_ok($$select public.couple_set_answer_rules(false, array['Con Mayúsculas'], array[]::text[])$$,
  'P0001', 'rsvp_invalid_rules', 'refuses a key that is not lowercase letters, digits and hyphens');
select throws_ok($$select public.couple_set_answer_rules(false, array['a', 'a'], array[]::text[])$$,
  'P0001', 'rsvp_invalid_rules', 'refuses a repeated key');
select throws_ok($$select public.couple_set_answer_rules(false, array[null]::text[], array[]::text[])$$,
  'P0001', 'rsvp_invalid_rules', 'refuses a missing key');
select throws_ok($$select public.couple_set_answer_rules(false, array[]::text[], array[''])$$,
  'P0001', 'rsvp_invalid_rules', 'refuses an empty key');
select throws_ok($$select public.couple_set_answer_rules(false, array['a,b'], array[]::text[])$$,
  'P0001', 'rsvp_invalid_rules', 'refuses a key holding a comma');
select throws_ok($$select public.couple_set_answer_rules(false, array[]::text[], array(select 'e' || n from generate_series(1, 11) n))$$,
  'P0001', 'rsvp_invalid_rules', 'refuses more than ten events');
reset role;
select results_eq(
  $$select attendee_names_required, meal_choices, event_keys from public.rsvp_settings$$,
  $$values (true, array['vegetariano', 'pollo'], array['event-ceremony'])$$,
  'refused rules change nothing'
);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"x-forwarded-for": "203.0.113.77"}', true);
select throws_ok($$select public.respond_invitation('001', true, 1, '[{"name": "Ana", "meal": "sin-gluten"}]')$$,
  'P0001', 'rsvp_unknown_meal', 'a guest''s answer follows the new meal choices');
select throws_ok($$select public.couple_set_answer_rules(false, array[]::text[], array[]::text[])$$,
  '42501', null, 'anon cannot call it');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select throws_ok($$select public.couple_set_answer_rules(false, array[]::text[], array[]::text[])$$,
  '42501', null, 'a signed-in stranger cannot change the rules');
reset role;
select results_eq(
  $$select attendee_names_required, meal_choices, event_keys from public.rsvp_settings$$,
  $$values (true, array['vegetariano', 'pollo'], array['event-ceremony'])$$,
  'the stranger changed nothing'
);

select * from finish();
rollback;
