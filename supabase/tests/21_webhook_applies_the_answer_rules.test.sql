-- The Studio's questions webhook (Edge Function apply-answer-rules) applies the rules as the
-- service role: once per version of the document, never an older one after a newer, and no one
-- else may call it.
begin;
select plan(10);

insert into public.couple_members (email) values ('novios@example.com');

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
select is(
  public.apply_answer_rules_from_content(false, array['pozole', 'vegano'], array['event-ceremony'], '2026-11-20 10:00:00+00')::jsonb,
  '{"names_required": false, "meal_choices": ["pozole", "vegano"], "event_keys": ["event-ceremony"], "outcome": "applied"}'::jsonb,
  'the service role applies the rules of a document and learns they were applied'
);
create temporary table version_after_first as select xmin::text as version from public.rsvp_settings;
select is(
  public.apply_answer_rules_from_content(false, array['pozole', 'vegano'], array['event-ceremony'], '2026-11-20 10:00:00+00')::jsonb ->> 'outcome',
  'unchanged', 'the same document again is unchanged'
);
select is(
  (select xmin::text from public.rsvp_settings), (select version from version_after_first),
  'and writes nothing'
);
select is(
  public.apply_answer_rules_from_content(true, array['vegano'], array[]::text[], '2026-11-19 10:00:00+00')::jsonb ->> 'outcome',
  'stale', 'an older document delivered late is stale'
);
select throws_ok(
  $$select public.apply_answer_rules_from_content(false, array['Con Mayúsculas'], array[]::text[], '2026-11-21 10:00:00+00')$$,
  'P0001', 'rsvp_invalid_rules', 'refuses a key the pages could not read, as the couple''s function does');
select throws_ok(
  $$select public.apply_answer_rules_from_content(false, array['vegano'], array[]::text[], null)$$,
  'P0001', 'rsvp_invalid_rules', 'refuses a document without its date');
reset role;
select results_eq(
  $$select attendee_names_required, meal_choices, event_keys, answer_rules_content_at from public.rsvp_settings$$,
  $$values (false, array['pozole', 'vegano'], array['event-ceremony'], '2026-11-20 10:00:00+00'::timestamptz)$$,
  'the stale and refused documents changed nothing'
);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok(
  $$select public.apply_answer_rules_from_content(false, array[]::text[], array[]::text[], now())$$,
  '42501', null, 'a guest cannot call it');
reset role;
select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select throws_ok(
  $$select public.apply_answer_rules_from_content(false, array[]::text[], array[]::text[], now())$$,
  '42501', null, 'nor the signed-in couple, who has couple_set_answer_rules');
select is(
  public.couple_set_answer_rules(true, array['vegano'], array[]::text[])::jsonb,
  '{"names_required": true, "meal_choices": ["vegano"], "event_keys": []}'::jsonb,
  'the couple''s function, on the same body, answers as before'
);
reset role;

select * from finish();
rollback;
