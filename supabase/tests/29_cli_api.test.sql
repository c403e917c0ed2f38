-- The command line reads the whole history through one function of the service role's; no one
-- else may call it, a signed-in couple member neither (it reads one invitation's history).
begin;
select plan(8);

insert into public.couple_members (email) values ('novios@example.com');
update public.rsvp_settings set modification_deadline = (now() at time zone 'UTC')::date + 30;
delete from public.rsvp_history;
select public.respond_invitation('007', true, 1);
select public.respond_invitation('008', false, 0);

select function_privs_are('public', 'guest_list_history', array[]::text[], r, array[]::text[],
  format('%s may not call guest_list_history', r))
from unnest(array['anon', 'authenticated']) as r;
select function_privs_are('public', 'guest_list_history', array[]::text[], 'service_role', array['EXECUTE'],
  'the service role (the command line) may call guest_list_history');

set local role anon;
select throws_ok('select public.guest_list_history()', '42501', null, 'anon cannot read the history');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select throws_ok('select public.guest_list_history()', '42501', null,
  'a signed-in couple member cannot read the whole history through it either');
reset role;

select set_config('request.jwt.claims', '{"role":"service_role"}', true);
set local role service_role;
select is(
  (select json_agg(json_build_object('human_key', e ->> 'human_key', 'will_attend', e -> 'will_attend',
                                     'changed_by', e ->> 'changed_by'))::jsonb
   from json_array_elements(public.guest_list_history()) as e),
  '[{"human_key": "007", "will_attend": true, "changed_by": "guest"},
    {"human_key": "008", "will_attend": false, "changed_by": "guest"}]'::jsonb,
  'the service role reads every answer, oldest first, with its invitation');
select is(
  (select array_agg(k order by k) from json_object_keys(public.guest_list_history() -> 0) as k),
  array['answered_at', 'changed_by', 'confirmed_tickets', 'family_name', 'human_key', 'will_attend'],
  'each answer names its number, family, answer, tickets, time and author, and nothing else');
reset role;

delete from public.rsvp_history;
set local role service_role;
select is(public.guest_list_history()::text, '[]', 'no answer yet is an empty list, not null');
reset role;

select * from finish();
rollback;
