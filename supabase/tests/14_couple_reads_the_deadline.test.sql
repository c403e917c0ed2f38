-- The couple's reminders name the deadline: a couple member reads it, no one else does, and no
-- one but the owner changes it.
begin;
select plan(6);

update public.rsvp_settings set modification_deadline = date '2026-10-05';
insert into public.couple_members (email) values ('novios@example.com');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(public.couple_modification_deadline(), '2026-10-05', 'a couple member reads the deadline, as YYYY-MM-DD');
select throws_ok($$update public.rsvp_settings set modification_deadline = date '2027-01-01'$$,
  '42501', null, 'a couple member cannot move the deadline');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select is(public.couple_modification_deadline(), null::text, 'a signed-in stranger reads nothing');
select is_empty($$select modification_deadline from public.rsvp_settings$$,
  'a signed-in stranger sees no settings row');
reset role;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$select public.couple_modification_deadline()$$, '42501', null, 'anon cannot call it');
reset role;
select is((select modification_deadline from public.rsvp_settings), date '2026-10-05',
  'the deadline is as the owner set it');

select * from finish();
rollback;
