-- After a phone call the couple records who comes, under the guest's rules; a stranger cannot.
begin;
select plan(7);

insert into public.couple_members (email) values ('novios@example.com');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(
  (public.couple_record_people('002', '[{"name": "Rosa Martínez"}, {"name": "Luis López", "meal": "vegano"}]',
                               'Ahí estaremos') #>> '{people,1,name}'),
  'Luis López', 'records the people of an acceptance'
);
select throws_ok($$select public.couple_record_people('002', '[{"name": "A"}, {"name": "B"}, {"name": "C"}]')$$,
  'P0001', 'rsvp_invalid_people', 'refuses more people than confirmed seats');
select throws_ok($$select public.couple_record_people('003', '[{"name": "Pedro"}]')$$,
  'P0001', 'rsvp_invalid_people', 'refuses people for a decline');
select throws_ok($$select public.couple_record_people('QQQ', '[]')$$,
  'P0001', 'couple_not_found', 'says an unknown number is not found');
reset role;
select results_eq(
  $$select h.changed_by, json_array_length(h.people), h.message from public.rsvp_history h
    join public.rsvp_guests g on g.id = h.guest_id where g.human_key = '002' order by h.id desc limit 1$$,
  $$values ('couple'::text, 2, 'Ahí estaremos'::text)$$,
  'the history keeps it as the couple''s, with its people'
);

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select throws_ok($$select public.couple_record_people('002', '[{"name": "Intruso"}]')$$,
  'P0001', 'couple_not_found', 'a signed-in stranger finds no invitation to change');
reset role;
set local role anon;
select throws_ok($$select public.couple_record_people('002', '[]')$$, '42501', null, 'anon cannot call it');

select * from finish();
rollback;
