-- The couple creates tables and seats invitations (or one person apart); guests see their table
-- only when the couple shows it; strangers and guests neither read nor change the seating.
begin;
select plan(24);

insert into public.couple_members (email) values ('novios@example.com');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(to_jsonb(public.couple_create_table(' Mesa 1 ', 8)) ->> 'name', 'Mesa 1', 'the couple creates Mesa 1, trimmed');
select lives_ok($$select public.couple_create_table('Mesa 2', 2)$$, 'and Mesa 2 with two seats');
select throws_ok($$select public.couple_create_table('mesa 1', 4)$$, 'P0001', 'couple_table_exists',
  'a name that differs only in case is the same table');
select throws_ok($$select public.couple_create_table('Mesa' || chr(8203), 4)$$, 'P0001', 'couple_invalid_table',
  'a name with an invisible character is refused');
select throws_ok($$select public.couple_create_table('Mesa 3', 0)$$, 'P0001', 'couple_invalid_table',
  'a table without seats is refused');
select throws_ok($$select public.couple_create_table(null, 4)$$, 'P0001', 'couple_invalid_table',
  'a table without a name is refused');
select is(to_jsonb(public.couple_seat_invitation('002', 'mesa 1')) ->> 'table_name', 'Mesa 1',
  'the couple seats 002 at Mesa 1, the name in any case');
select throws_ok($$select public.couple_seat_invitation('002', 'Mesa 9')$$, 'P0001', 'couple_table_not_found',
  'an unknown table is said so');
select throws_ok($$select public.couple_seat_invitation('ZZZ', 'Mesa 1')$$, 'P0001', 'couple_not_found',
  'an unknown number is said so');
select is(to_jsonb(public.couple_seat_person('002', 2, 'Mesa 2')) -> 'person_tables',
  '[{"position": 2, "table_name": "Mesa 2"}]'::jsonb, 'the second person of 002 sits apart, at Mesa 2');
select throws_ok($$select public.couple_seat_person('002', 4, 'Mesa 2')$$, 'P0001', 'couple_invalid_table',
  'a person beyond the invitation''s seats is refused');
select lives_ok($$select public.couple_seat_invitation('005', 'Mesa 2')$$,
  'a family larger than the table is seated anyway (the dashboard warns)');
select is(to_jsonb(public.couple_update_table('Mesa 2', 'Mesa de honor', 10, 'long', true)) ->> 'shape', 'long',
  'the couple renames a table and makes it the long head table');
select is(to_jsonb(public.couple_place_table('Mesa 1', 25, 50)) ->> 'plan_x', '25', 'and places Mesa 1 on the room plan');
select is((to_jsonb(public.couple_seating()) -> 'tables' -> 0 ->> 'name'), 'Mesa de honor', 'the head table comes first');
select is(public.couple_set_show_tables(true)::jsonb ->> 'show_tables', 'true', 'the couple shows the tables to guests');
reset role;

select is(
  array(select coalesce(table_name, '—') || '@' || coalesce(position::text, 'familia')
        from public.rsvp_seating_changes c join public.rsvp_guests g on g.id = c.guest_id
        where g.human_key = '002' order by c.id),
  array['Mesa 1@familia', 'Mesa 2@2'],
  'the seating changes of 002 are logged');

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.40"}', true);
select is(public.find_invitation('002') ->> 'table_name', 'Mesa 1', 'the guest''s look-up answers the table when shown');
select throws_ok($$select * from public.rsvp_tables$$, '42501', null, 'a guest cannot read the tables');
select throws_ok($$select public.couple_seat_invitation('002', null)$$, '42501', null, 'nor seat anyone');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select lives_ok($$select public.couple_set_show_tables(false)$$, 'the couple hides the tables again');
reset role;
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select is(public.find_invitation('002') ->> 'table_name', null, 'with the switch off the look-up has no table');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select is((select count(*) from public.rsvp_tables), 0::bigint, 'a signed-in stranger sees no table');
select throws_ok($$select public.couple_seat_invitation('003', 'Mesa 1')$$, 'P0001', 'couple_table_not_found',
  'nor seats anyone at a table the policies hide');
reset role;

select * from finish();
rollback;
