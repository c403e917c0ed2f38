-- The questions webhook's date counts no later than the database's clock: a document dated in the
-- year 9999 is applied as of now, and a real publication after it is applied, not "stale".
begin;
select plan(4);

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
select is(
  public.apply_answer_rules_from_content(false, array['langosta'], array[]::text[], '9999-12-31 23:59:59+00')::jsonb ->> 'outcome',
  'applied', 'a document dated in the year 9999 is applied');
reset role;
select is((select answer_rules_content_at from public.rsvp_settings), now(),
  'and counts as of now, not as of 9999');

-- a real publication after it (now() stands still within the transaction: a publication dated
-- now is the next one)
set local role service_role;
select is(
  public.apply_answer_rules_from_content(false, array['vegano'], array[]::text[], now())::jsonb ->> 'outcome',
  'applied', 'the next real publication is applied, not stale');
reset role;
select is((select meal_choices from public.rsvp_settings), array['vegano'],
  'and its meals are the ones in force');

select * from finish();
rollback;
