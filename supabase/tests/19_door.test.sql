-- The door: a helper sees every family by an opaque door id and never its number, records arrivals
-- once per id (an id of another family is refused), within the couple's cap on people beyond the
-- pases, only as extra for a family that did not confirm, and at a time within the day; a number
-- said aloud is looked up under the guests' throttle; the pase's token opens a read-only pase.
begin;
select plan(73);

insert into public.couple_members (email) values ('novios@example.com');
insert into public.door_helpers (email) values ('puerta@example.com');

-- 014 (three pases) sits at Mesa 3, its third person apart at Mesa 5
insert into public.rsvp_tables (name, seats) values ('Mesa 3', 10), ('Mesa 5', 10);
update public.rsvp_guests set table_id = (select id from public.rsvp_tables where name = 'Mesa 3')
where human_key = '014';
insert into public.rsvp_person_seats (guest_id, position, table_id)
select g.id, 3, t.id from public.rsvp_guests g, public.rsvp_tables t
where g.human_key = '014' and t.name = 'Mesa 5';
insert into public.rsvp_attendees (guest_id, position, full_name)
select id, p, format('Persona %s', p) from public.rsvp_guests, generate_series(1, 3) p
where human_key = '014';

-- the door ids and tokens, as the owner reads them
select door_id as d001 from public.rsvp_guests where human_key = '001' \gset
select door_id as d002, pase_token as t002 from public.rsvp_guests where human_key = '002' \gset
select door_id as d003, pase_token as t003 from public.rsvp_guests where human_key = '003' \gset
select door_id as d006 from public.rsvp_guests where human_key = '006' \gset
select door_id as d009 from public.rsvp_guests where human_key = '009' \gset
select door_id as d014 from public.rsvp_guests where human_key = '014' \gset

select ok(:'d002' ~ '^[0-9a-f]{32}$' and :'t002' ~ '^[A-Za-z0-9_-]{43}$',
  'a door id is 32 random hex digits, a pase token 43 URL-safe characters');
select is((select count(distinct door_id) + count(distinct pase_token) from public.rsvp_guests), 32::bigint,
  'every family has its own door id and pase token');
select hasnt_function('public', 'door_record_arrival',
  array['uuid', 'text', 'integer', 'boolean', 'timestamp with time zone'],
  'the arrival by invitation number is gone');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"puerta@example.com","sub":"00000000-0000-4000-8000-000000000002"}', true);
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.41"}', true);
set local role authenticated;
select ok(public.is_door_helper(), 'the helper is at the door');
select is(json_array_length((select coalesce(json_agg(f), '[]') from public.door_guest_list() f)), 16, 'the door lists every family of the demo');
select is(array(select f ->> 'family_name' from json_array_elements((select coalesce(json_agg(f), '[]') from public.door_guest_list() f)) f
                where f ->> 'status' = 'confirmed' order by 1),
  array['Familia Jiménez', 'Familia López Martínez', 'Familia Navarro Gil', 'Familia Sánchez Olvera'],
  'the four confirmed families say so');
select is((select coalesce(json_agg(f), '[]') from public.door_guest_list() f) -> 0 ->> 'family_name', 'Familia Aguilar', 'in the order of their names, not their numbers');
select ok(not exists (select from json_array_elements((select coalesce(json_agg(f), '[]') from public.door_guest_list() f)) f, json_object_keys(f) k
                      where k in ('human_key', 'phone', 'message', 'song', 'id', 'pase_token')),
  'with no number, phone, message, song, id or pase token');
select is_empty($$select v from jsonb_path_query((select coalesce(jsonb_agg(f), '[]') from public.door_guest_list() f), 'strict $.**') v
                  where jsonb_typeof(v) = 'string'
                    and v #>> '{}' in ('001','002','003','004','005','006','007','008','009','010',
                                       '011','012','013','014','015','016')$$,
  'nothing in the door''s list is one of the 16 demo numbers');
select is((select f::jsonb - 'door_id' - 'pase_hash' from json_array_elements((select coalesce(json_agg(f), '[]') from public.door_guest_list() f)) f
           where f ->> 'door_id' = :'d003'),
  '{"status": "declined", "family_name": "Familia Ramírez Soto", "family_chief": "Pedro Ramírez",
    "confirmed_tickets": 0, "people": [], "table_name": null, "person_tables": [], "arrived": 0,
    "extra": 0, "conflicts": 0}'::jsonb,
  'a family that declined carries only its name and status');
select is((select f ->> 'pase_hash' from json_array_elements((select coalesce(json_agg(f), '[]') from public.door_guest_list() f)) f
           where f ->> 'door_id' = :'d002'),
  encode(sha256(convert_to(:'t002', 'UTF8')), 'hex'), 'the pase hash is the token''s SHA-256 in hex');

-- arrivals
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a001', :'d002', 1, false, now() - interval '1 minute'), 1,
  'one person of the López Martínez arrives');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a001', :'d002', 1, false, now() - interval '1 minute'), 1,
  'a replay of the same id changes nothing');
select throws_ok(format('select public.door_record_arrival(%L, %L, 1, false, now())',
                        '00000000-0000-4000-8000-00000000a001', :'d006'),
  'P0001', 'door_arrival_reused', 'the same id for another family is refused');
select is((select (f ->> 'arrived')::int from json_array_elements((select coalesce(json_agg(f), '[]') from public.door_guest_list() f)) f
           where f ->> 'door_id' = :'d006'), 0, 'and records nothing for it');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a002', :'d002', 1, false, now()), 2,
  'the second pase arrives');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a003', :'d002', 1, true, now()), 3,
  'a third, confirmed as extra');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a004', :'d002', 1, false, now()), 4,
  'a fourth from another door that did not know: kept');
select is((to_json(public.door_totals()) ->> 'conflicts')::integer, 1, 'and counted as a conflict');
select is(public.door_undo_arrival('00000000-0000-4000-8000-00000000a004'), 3, 'the helper undoes the last one');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a004', :'d002', 1, false, now()), 3,
  'a late replay of an undone id does not bring it back');
select throws_ok(format('select public.door_record_arrival(%L, %L, 0, false, now())',
                        '00000000-0000-4000-8000-00000000a005', :'d002'),
  'P0001', 'door_invalid_arrival', 'no one arriving is refused');
select throws_ok($$select public.door_record_arrival('00000000-0000-4000-8000-00000000a006', 'ffffffffffffffffffffffffffffffff', 1, false, now())$$,
  'P0001', 'door_not_found', 'an unknown door id is said so');
select throws_ok($$select public.door_record_arrival('00000000-0000-4000-8000-00000000a007', '002', 1, true, now())$$,
  'P0001', 'door_not_found', 'a number is no door id');

-- families that did not confirm
select throws_ok(format('select public.door_record_arrival(%L, %L, 1, false, now())',
                        '00000000-0000-4000-8000-00000000a008', :'d003'),
  'P0001', 'door_not_confirmed', 'a family that declined does not come in as one that confirmed');
select throws_ok(format('select public.door_record_arrival(%L, %L, 1, false, now())',
                        '00000000-0000-4000-8000-00000000a009', :'d001'),
  'P0001', 'door_not_confirmed', 'nor one that did not answer');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a010', :'d003', 2, true, now()), 2,
  'a family that declined comes in as extra when the helper says so');

-- the cap on people beyond the pases (10 by default): 009 has one pase
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a011', :'d009', 1, false, now()), 1,
  'the Jiménez pase arrives');
select throws_ok(format('select public.door_record_arrival(%L, %L, 50, true, now())',
                        '00000000-0000-4000-8000-00000000a012', :'d009'),
  'P0001', 'door_extra_limit', '50 extras are beyond the cap');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a013', :'d009', 10, true, now()), 11,
  'ten extras are within it');
select throws_ok(format('select public.door_record_arrival(%L, %L, 1, true, now())',
                        '00000000-0000-4000-8000-00000000a014', :'d009'),
  'P0001', 'door_extra_limit', 'an eleventh extra is not');
select throws_ok(format('select public.door_record_arrival(%L, %L, 1, false, now())',
                        '00000000-0000-4000-8000-00000000a015', :'d009'),
  'P0001', 'door_extra_limit', 'nor an eleventh beyond the pases as a conflict');

-- the named people who came
select throws_ok(format('select public.door_record_arrival(%L, %L, 1, false, now(), %L)',
                        '00000000-0000-4000-8000-00000000a016', :'d014', '{4}'),
  'P0001', 'door_invalid_arrival', 'a person beyond the confirmed pases is refused');
select throws_ok(format('select public.door_record_arrival(%L, %L, 2, false, now(), %L)',
                        '00000000-0000-4000-8000-00000000a017', :'d014', '{1,1}'),
  'P0001', 'door_invalid_arrival', 'a person named twice is refused');
select throws_ok(format('select public.door_record_arrival(%L, %L, 1, false, now(), %L)',
                        '00000000-0000-4000-8000-00000000a018', :'d014', '{1,2}'),
  'P0001', 'door_invalid_arrival', 'more people named than came is refused');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a019', :'d014', 1, false, now(), '{3}'), 1,
  'the Navarro Gil''s third person comes in, by name');
select is((select array_agg((p ->> 'arrived')::boolean order by (p ->> 'position')::int)
           from json_array_elements((select coalesce(json_agg(f), '[]') from public.door_guest_list() f)) f, json_array_elements(f -> 'people') p
           where f ->> 'door_id' = :'d014'),
  array[false, false, true], 'the list says who of them came');
select is((select jsonb_agg(t) from jsonb_array_elements((to_json(public.door_totals()) -> 'by_table')::jsonb) t
           where t ->> 'table_name' in ('Mesa 3', 'Mesa 5')),
  '[{"table_name": "Mesa 3", "arrived": 0, "expected": 2}, {"table_name": "Mesa 5", "arrived": 1, "expected": 1}]'::jsonb,
  'by table, the person seated apart counts at their own table, expected and arrived');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a020', :'d014', 1, false, now()), 2,
  'one more without a name');
select is((select array_agg((p ->> 'arrived')::boolean order by (p ->> 'position')::int)
           from json_array_elements((select coalesce(json_agg(f), '[]') from public.door_guest_list() f)) f, json_array_elements(f -> 'people') p
           where f ->> 'door_id' = :'d014'),
  array[true, false, true], 'is the first not yet come');
select is((select jsonb_agg(t) from jsonb_array_elements((to_json(public.door_totals()) -> 'by_table')::jsonb) t
           where t ->> 'table_name' in ('Mesa 3', 'Mesa 5')),
  '[{"table_name": "Mesa 3", "arrived": 1, "expected": 2}, {"table_name": "Mesa 5", "arrived": 1, "expected": 1}]'::jsonb,
  'and counts at the family''s table');

-- the phone's time, within the day
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a021', :'d006', 1, false, '1900-01-01'), 1,
  'an arrival dated 1900 is taken');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a022', :'d006', 1, false, '-infinity'), 2,
  'and one dated -infinity');
select is(public.door_record_arrival('00000000-0000-4000-8000-00000000a023', :'d003', 1, true, 'infinity'), 3,
  'and one dated infinity');
select is_empty($$select v from jsonb_path_query(to_jsonb(public.door_totals()), 'strict $.**') v
                  where jsonb_typeof(v) = 'string'
                    and v #>> '{}' in ('001','002','003','004','005','006','007','008','009','010',
                                       '011','012','013','014','015','016')$$,
  'nothing in the door''s totals is one of the 16 demo numbers');

-- a number said aloud
select is(public.door_find_number('2') ->> 'door_id', :'d002', '«2» finds 002');
select is(public.door_find_number(' 02 ') ->> 'door_id', :'d002', '«02» finds it too');
select is(public.door_find_number('002')::jsonb, jsonb_build_object('door_id', :'d002'), 'and «002», with only its door id');
select ok(public.door_find_number('ZZZ') is null, 'an unknown number finds nothing');
select is((select count(*)::int from (select public.door_find_number('Z' || n) from generate_series(1, 9) n) misses), 9,
  'nine more unknown numbers');
select throws_ok($$select public.door_find_number('002')$$, 'P0001', 'rsvp_too_many_attempts',
  'then the caller''s bucket is refused before the look-up, a right number too');

select is(public.couple_invitation_history('002')::text, '[]', 'the helper reads no answer history');
select is(public.couple_arrivals()::text, '[]', 'nor the couple''s arrivals');
select throws_ok($$select public.couple_set_door_extra_limit(50)$$, '42501', null, 'nor sets the cap');
select is(public.couple_door_settings()::jsonb, '{"door_extra_limit": null}'::jsonb, 'nor reads the couple''s settings');
select is((select count(*) from public.rsvp_guests), 0::bigint, 'nor reads the guest list, phones and tokens included');
select is((select count(*) from public.rsvp_arrivals), 0::bigint, 'nor the arrivals table itself');
reset role;

select ok((select bool_and(recorded_at between now() - interval '1 day' and now()) from public.rsvp_arrivals),
  'every arrival''s time is within the last day: 1900 and ±infinity were clamped');
select is((select recorded_by_email from public.rsvp_arrivals where id = '00000000-0000-4000-8000-00000000a002'),
  'puerta@example.com', 'each arrival records its helper');
select is((select count(*)::int from public.rsvp_lookup_failures where client_address = '198.51.100.41'), 10,
  'each unknown number counted in the helper''s bucket');

-- the undo, 5 minutes from the database's own reception
update public.rsvp_arrivals set received_at = now() - interval '6 minutes'
where id = '00000000-0000-4000-8000-00000000a002';
select set_config('request.jwt.claims', '{"role":"authenticated","email":"puerta@example.com","sub":"00000000-0000-4000-8000-000000000002"}', true);
set local role authenticated;
select throws_ok($$select public.door_undo_arrival('00000000-0000-4000-8000-00000000a002')$$,
  'P0001', 'door_undo_expired', 'an undo 6 minutes after it reached the database is too late');
select is(public.door_undo_arrival('00000000-0000-4000-8000-00000000a021'), 1,
  'one dated 1900 but just received can be undone');
reset role;

-- the couple
select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com"}', true);
set local role authenticated;
select is((select f ->> 'human_key' from json_array_elements(public.couple_arrivals()) f
           where f #>> '{arrivals,0,recorded_by_email}' = 'puerta@example.com' and f ->> 'family_name' = 'Familia López Martínez'),
  '002', 'the couple sees each family''s arrivals by number, and who recorded them');
select is(public.couple_set_door_extra_limit(2)::jsonb, '{"door_extra_limit": 2}'::jsonb, 'the couple sets the cap');
select is(public.couple_door_settings()::jsonb, '{"door_extra_limit": 2}'::jsonb, 'and reads it');
reset role;

-- the pase: anon opens it with its token, read-only
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.42"}', true);
select is(public.find_pase(:'t002') ->> 'family_name', 'Familia López Martínez', 'a guest opens the pase with its token');
select is(array(select k from json_object_keys(public.find_pase(:'t002')) k order by 1),
  array['confirmed_tickets', 'event_keys', 'family_chief', 'family_name', 'people', 'person_tables', 'table_name'],
  'with no number, message, song, phone or deadline');
select ok(public.find_pase(:'t003') is null, 'a family that declined has no pase');
select ok(public.find_pase('no-such-token-no-such-token') is null, 'an unknown token opens nothing');
select is(public.find_invitation('002') ->> 'pase_token', :'t002', 'the family itself reads its token with its number');
select throws_ok($$select public.door_totals()$$, '42501', null, 'a guest cannot read the door''s totals');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select throws_ok($$select public.door_guest_list()$$, '42501', null, 'a signed-in stranger cannot see the door list');
select throws_ok($$select public.door_find_number('002')$$, '42501', null, 'nor look up a number there');
reset role;

select * from finish();
rollback;
