-- The door: a helper sees the confirmed families and records arrivals once per id; beyond the
-- pases an arrival is an extra when confirmed, a conflict otherwise; the helper reaches nothing of
-- the couple's.
begin;
select plan(22);

insert into public.couple_members (email) values ('novios@example.com');
insert into public.door_helpers (email) values ('puerta@example.com');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"puerta@example.com","sub":"00000000-0000-4000-8000-000000000002"}', true);
set local role authenticated;
select ok(public.is_door_helper(), 'the helper is at the door');
select is(array(select f ->> 'human_key' from json_array_elements(public.door_guest_list()) f),
  array['002', '006', '009', '014'], 'the door lists the confirmed families of the demo');
select ok(not exists (select from json_array_elements(public.door_guest_list()) f, json_object_keys(f) k
                      where k in ('phone', 'message', 'song', 'id')),
  'with no phone, message, song or id');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a001', '002', 1, false, now() - interval '1 minute'), 1,
  'one person of 002 arrives');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a001', '002', 1, false, now() - interval '1 minute'), 1,
  'a replay of the same id changes nothing');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a002', '002', 1, false, now()), 2,
  'the second pase arrives');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a003', '002', 1, true, now()), 3,
  'a third, confirmed as extra');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a004', '002', 1, false, now()), 4,
  'a fourth from another door that did not know: kept');
select is((public.door_totals() ->> 'conflicts')::integer, 1, 'and counted as a conflict');
select is(public.door_totals() ->> 'expected', '8', 'eight people expected in all (2 + 2 + 1 + 3)');
select is((public.door_totals() -> 'by_table')::jsonb, '[{"table_name": "", "arrived": 4, "expected": 8}]'::jsonb,
  'by table: everyone is still without a table');
select is(public.door_undo_arrival('00000000-0000-4000-8000-00000000a004'), 3, 'the helper undoes the last one');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a004', '002', 1, false, now()), 3,
  'a late replay of an undone id does not bring it back');
select throws_ok($$select public.door_record_arrival('00000000-0000-4000-8000-00000000a005', '002', 0, false, now())$$,
  'P0001', 'door_invalid_arrival', 'no one arriving is refused');
select throws_ok($$select public.door_record_arrival('00000000-0000-4000-8000-00000000a006', 'ZZZ', 1, false, now())$$,
  'P0001', 'door_not_found', 'an unknown number is said so');
select is(public.couple_invitation_history('002')::text, '[]', 'the helper reads no answer history');
select throws_ok($$select public.couple_record_answer('002', false, 0)$$, 'P0001', 'couple_not_found',
  'nor changes an answer, which the policies hide');
select is((select count(*) from public.rsvp_guests), 0::bigint, 'nor reads the guest list, phones included');
select is((select count(*) from public.rsvp_arrivals), 0::bigint, 'nor the arrivals table itself');
reset role;

select is((select recorded_by_email from public.rsvp_arrivals where id = '00000000-0000-4000-8000-00000000a002'),
  'puerta@example.com', 'each arrival records its helper');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select throws_ok($$select public.door_guest_list()$$, '42501', null, 'a signed-in stranger cannot see the door list');
reset role;
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$select public.door_totals()$$, '42501', null, 'nor can a guest read the totals');
reset role;

select * from finish();
rollback;
