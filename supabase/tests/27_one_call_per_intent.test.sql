-- Each thing the couple or a helper does is one function and one transaction: a family placed with
-- its people apart, families seated automatically, the import with its tables, the door's day.
-- A refused call leaves everything as it was; no one but the couple seats anyone.
begin;
select plan(20);

insert into public.couple_members (email) values ('novios@example.com');
insert into public.door_helpers (email) values ('puerta@example.com');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select lives_ok($$select public.couple_create_table('Mesa A', 8), public.couple_create_table('Mesa B', 6)$$,
  'the couple creates two tables');
select is(to_jsonb(public.couple_place_family('010', 'mesa a', array[2, 5], array['Mesa B', 'Mesa B']))
          -> 'person_tables',
  '[{"position": 2, "table_name": "Mesa B"}, {"position": 5, "table_name": "Mesa B"}]'::jsonb,
  'one call seats 010 at Mesa A and two of its people at Mesa B');
select is((select jsonb_build_object('table_name', j -> 'table_name', 'person_tables', j -> 'person_tables')
           from (select to_jsonb(public.couple_place_family('010', 'Mesa B', array[2], array['Mesa B'])) as j) placed),
  jsonb_build_object('table_name', 'Mesa B', 'person_tables', '[]'::jsonb),
  'moving the family to Mesa B brings its people back');
select is((select count(*)::integer from public.rsvp_person_seats s
           join public.rsvp_guests g on g.id = s.guest_id where g.human_key = '010'), 0,
  'a person «apart» at the family''s own table is with the family');
select throws_ok($$select public.couple_place_family('010', 'Mesa A', array[2, null], array['Mesa B', 'Mesa B'])$$,
  'P0001', 'couple_invalid_table', 'a null among the people is refused');
select throws_ok($$select public.couple_place_family('010', 'Mesa A', array[2], array[null])$$,
  'P0001', 'couple_invalid_table', 'a null among the tables is refused');
select throws_ok($$select public.couple_place_family('010', 'Mesa A', array[2, 2], array['Mesa B', 'Mesa B'])$$,
  'P0001', 'couple_invalid_table', 'the same person twice is refused');
select throws_ok($$select public.couple_place_family('010', 'Mesa A', array(select generate_series(1, 100000)), array(select 'Mesa B' from generate_series(1, 100000)))$$,
  'P0001', 'couple_invalid_table', 'a list longer than the family is refused');
select throws_ok($$select public.couple_place_family('010', 'Mesa A', array[3], array['Mesa Z'])$$,
  'P0001', 'couple_table_not_found', 'a table that does not exist is refused');
select throws_ok($$select public.couple_place_family('ZZZ', 'Mesa A', '{}', '{}')$$,
  'P0001', 'couple_not_found', 'a family that does not exist is refused');
select is((select t.name from public.rsvp_guests g join public.rsvp_tables t on t.id = g.table_id
           where g.human_key = '010'), 'Mesa B', 'the refused calls moved no one');
select is((select count(*)::integer from public.couple_seat_families(array['012', '013'], array['Mesa A', 'Mesa B'])), 2,
  'one call seats two families automatically');
select throws_ok($$select public.couple_seat_families(array['015', 'ZZZ'], array['Mesa A', 'Mesa A'])$$,
  'P0001', 'couple_not_found', 'an unknown family among them is refused');
select is((select table_id from public.rsvp_guests where human_key = '015'), null,
  'and seats none of them');
select is(public.couple_import_invitations('[{"human_key":"901","family_name":"Familia Nueva","family_chief":null,"available_tickets":2}]',
          false, array['Mesa Importada'], array['901'], array['Mesa Importada'])::jsonb,
  '{"inserted": 1, "updated": 0}'::jsonb,
  'one call imports a family, creates its table and seats it there');
select throws_ok($$select public.couple_import_invitations('[{"human_key":"902","family_name":"Familia Otra","family_chief":null,"available_tickets":2}]',
          false, array['Mesa Otra'], array['902'], array['Mesa Zeta'])$$,
  'P0001', 'couple_table_not_found', 'an import seating at an unknown table is refused');
select is((select count(*)::integer from public.rsvp_guests where human_key = '902')
          + (select count(*)::integer from public.rsvp_tables where name = 'Mesa Otra'), 0,
  'and stores neither its family nor its new table');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"puerta@example.com","sub":"00000000-0000-4000-8000-000000000002"}', true);
set local role authenticated;
select is(to_jsonb(public.door_day()),
  jsonb_build_object('families', (select coalesce(jsonb_agg(f), '[]') from public.door_guest_list() f), 'totals', to_jsonb(public.door_totals())),
  'the door''s day is its list and its tally in one answer');
select throws_ok($$select public.couple_place_family('016', 'Mesa A', '{}', '{}')$$,
  'P0001', 'couple_not_found', 'a door helper cannot place a family');
reset role;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$select public.couple_seat_families(array['016'], array['Mesa A'])$$, '42501', null,
  'nor can a guest seat anyone');
reset role;

select * from finish();
rollback;
