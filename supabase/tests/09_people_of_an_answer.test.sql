-- The people of an answer, its message and song: every rule, called as anon the way PostgREST
-- calls respond_invitation, and bad input changing nothing.
begin;
select plan(31);

update public.rsvp_settings set modification_deadline = (now() at time zone 'UTC')::date + 30;

create temporary table snapshot (answer json);
grant all on snapshot to anon;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.9"}', true);

-- an acceptance with its people, message and song
select is(
  (public.respond_invitation('001', true, 2,
    '[{"name": " Juan García ", "meal": "vegetariano"},
      {"name": "Ana López", "child": true, "meal": "alergia", "meal_details": "Nueces"}]',
    E'¡Felicidades!\nNos vemos ahí.', ' Bésame mucho ') -> 'people')::jsonb,
  '[{"name": "Juan García", "child": false, "meal": "vegetariano", "meal_details": null, "events": []},
    {"name": "Ana López", "child": true, "meal": "alergia", "meal_details": "Nueces", "events": []}]'::jsonb,
  'saves one person per entry, in order, trimmed'
);
select is(public.find_invitation('001') ->> 'message', E'¡Felicidades!\nNos vemos ahí.', 'keeps the message and its line break');
select is(public.find_invitation('001') ->> 'song', 'Bésame mucho', 'keeps the song, trimmed');
insert into snapshot select public.find_invitation('001');

-- bad input is refused with a stable code and changes nothing
select throws_ok($$select public.respond_invitation('001', true, 2, '[{"name": "A"}, {"name": "B"}, {"name": "C"}]')$$,
  'P0001', 'rsvp_invalid_people', 'refuses three people for two seats');
select throws_ok(format($$select public.respond_invitation('001', true, 2, '[{"name": "%s"}]')$$, repeat('x', 5000)),
  'P0001', 'rsvp_invalid_people', 'refuses a 5,000-character name');
select throws_ok($$select public.respond_invitation('001', true, 2, '[{"name": "Juan\u0007"}]')$$,
  'P0001', 'rsvp_invalid_people', 'refuses a control character in a name');
select throws_ok($$select public.respond_invitation('001', true, 2, '[{"name": "Juan", "events": ["ceremonia"]}]')$$,
  'P0001', 'rsvp_unknown_event', 'refuses an event the couple did not list');
select throws_ok($$select public.respond_invitation('001', true, 2, '[{"name": "Eve", "events": [null]}]')$$,
  'P0001', 'rsvp_unknown_event', 'refuses a null event, with no event listed, with a stable code');
select throws_ok(E'select public.respond_invitation(''001'', true, 2, ''[{"name": "Eve\u202Eevil"}]'')',
  'P0001', 'rsvp_invalid_people', 'refuses a right-to-left override in a name');
select throws_ok(E'select public.respond_invitation(''001'', true, 2, ''[{"name": "Eve\u200B"}]'')',
  'P0001', 'rsvp_invalid_people', 'refuses a zero-width space in a name');
select throws_ok(E'select public.respond_invitation(''001'', true, 2, null, null, ''Bésame\u2066 mucho'')',
  'P0001', 'rsvp_invalid_text', 'refuses a direction isolate in the song');
select throws_ok($$select public.respond_invitation('001', true, 2, '[{"name": "Juan", "meal": "langosta"}]')$$,
  'P0001', 'rsvp_unknown_meal', 'refuses a meal the couple did not offer');
select throws_ok($$select public.respond_invitation('001', true, 2, '[{"name": 7}]')$$,
  'P0001', 'rsvp_invalid_people', 'refuses a name that is not text');
select throws_ok($$select public.respond_invitation('001', true, 2, '{"name": "Juan"}')$$,
  'P0001', 'rsvp_invalid_people', 'refuses people that are not a list');
select throws_ok($$select public.respond_invitation('001', true, 2, null, repeat('m', 1001))$$,
  'P0001', 'rsvp_invalid_text', 'refuses a message over 1,000 characters');
select throws_ok($$select public.respond_invitation('001', true, 2, null, E'hola\u0007')$$,
  'P0001', 'rsvp_invalid_text', 'refuses a control character in the message');
select throws_ok($$select public.respond_invitation('001', true, 2, null, null, E'una\ncanción')$$,
  'P0001', 'rsvp_invalid_text', 'refuses a line break in the song');
select is(public.find_invitation('001')::text, (select answer::text from snapshot),
  'no refused answer changed the invitation, its people, message or song');

-- the spec's answer, a number and nothing else, still stands
select is((public.respond_invitation('004', true, 1) -> 'people')::jsonb, '[]'::jsonb, 'an acceptance may name no one');

-- events, once the couple lists them
reset role;
update public.rsvp_settings set event_keys = array['ceremonia', 'recepcion'];
set local role anon;
select is(
  (public.respond_invitation('001', true, 2, '[{"name": "Juan", "events": ["recepcion", "ceremonia", "recepcion"]}]') #> '{people,0,events}')::jsonb,
  '["ceremonia", "recepcion"]'::jsonb,
  'saves each listed event once'
);
select throws_ok($$select public.respond_invitation('001', true, 2, '[{"name": "Eve", "events": ["ceremonia", null]}]')$$,
  'P0001', 'rsvp_unknown_event', 'refuses a null event beside a listed one: it would blank the couple''s list');

-- fewer seats keep the people within them; a decline keeps none, nor the message and song
-- (events no longer asked: 23_each_person_answers_an_event holds their rule)
reset role;
update public.rsvp_settings set event_keys = array[]::text[];
set local role anon;
select is(json_array_length(public.respond_invitation('001', true, 2,
  '[{"name": "Juan"}, {"name": "Ana"}]', 'Gracias') -> 'people'), 2, 'two people for two seats');
reset role;
update public.rsvp_guests set confirmed_tickets = 1 where human_key = '001';
select is(
  (select array_agg(full_name order by position) from public.rsvp_attendees a
   join public.rsvp_guests g on g.id = a.guest_id where g.human_key = '001'),
  array['Juan'], 'one seat fewer drops the person beyond the seats'
);
set local role anon;
select is(
  (select jsonb_build_array(answer -> 'people', answer -> 'message', answer -> 'song')
   from (select public.respond_invitation('001', false, 0) as answer) as declined),
  '[[], null, null]'::jsonb,
  'a decline keeps no people, message or song'
);

-- names, when the couple requires them
reset role;
update public.rsvp_settings set attendee_names_required = true;
set local role anon;
select throws_ok($$select public.respond_invitation('002', true, 2, '[{"name": "Rosa"}]')$$,
  'P0001', 'rsvp_invalid_people', 'refuses fewer names than seats when names are required');
select throws_ok($$select public.respond_invitation('002', true, 2, '[{"name": "Rosa"}, {"meal": "vegano"}]')$$,
  'P0001', 'rsvp_invalid_people', 'refuses a person without a name when names are required');
select is(json_array_length(public.respond_invitation('002', true, 2, '[{"name": "Rosa"}, {"name": "Luis"}]') -> 'people'),
  2, 'accepts one name per seat');

-- the history keeps each answer's people; guests read no one's people directly
reset role;
select results_eq(
  $$select json_array_length(h.people), h.message from public.rsvp_history h
    join public.rsvp_guests g on g.id = h.guest_id where g.human_key = '001' order by h.id$$,
  $$values (2, E'¡Felicidades!\nNos vemos ahí.'), (1, null::text), (2, 'Gracias'), (0, null)$$,
  'each answer in the history keeps its people and message'
);
set local role anon;
select throws_ok($$select * from public.rsvp_attendees$$, '42501', null, 'anon cannot read the people');
reset role;
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","email":"extrano@example.com"}', true);
select is((select count(*)::int from public.rsvp_attendees), 0, 'a signed-in stranger sees no one');
reset role;
select ok((select count(*) from public.rsvp_attendees) > 0, 'the people are there for the couple');

select * from finish();
rollback;
