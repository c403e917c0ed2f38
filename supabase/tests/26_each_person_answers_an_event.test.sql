-- With events asked, each person of an acceptance says at least one event the family is invited
-- to, through the guest's answer and the couple's record alike; the attacks change nothing.
begin;
select plan(16);

update public.rsvp_settings
set modification_deadline = (now() at time zone 'UTC')::date + 30,
    event_keys = array['civil', 'ceremonia', 'recepcion'];
insert into public.couple_members (email) values ('novios@example.com');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select lives_ok($$select public.couple_set_invitation_events('004', array['recepcion'])$$,
  'the couple invites 004 to the reception only');
select lives_ok($$select public.couple_set_invitation_events('013', array[]::text[])$$,
  'the couple invites 013 to none of the asked events');
reset role;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"cf-connecting-ip":"192.0.2.23"}', true);

select throws_ok(
  $$select public.respond_invitation('005', true, 1, '[{"name":"Ana","events":[]}]')$$,
  'P0001', 'rsvp_invalid_people', 'an empty events list is refused');
select throws_like(
  $$select public.respond_invitation('005', true, 1, '[{"name":"Ana","events":[]}]')$$,
  '%rsvp_invalid_people%', 'and said as the rule''s code');
select throws_ok(
  $$select public.respond_invitation('005', true, 1, '[{"name":"Ana"}]')$$,
  'P0001', 'rsvp_invalid_people', 'a person without the events key is refused');
select throws_ok(
  $$select public.respond_invitation('005', true, 1, '[{"name":"Ana","events":[null]}]')$$,
  'P0001', 'rsvp_unknown_event', 'a null inside the events is refused');
select throws_ok(
  $$select public.respond_invitation('005', true, 1, '[{"name":"Ana","events":[null, null]}]')$$,
  'P0001', 'rsvp_unknown_event', 'nulls only are no events either');
select throws_ok(
  $$select public.respond_invitation('004', true, 1, '[{"name":"Lucía","events":["ceremonia"]}]')$$,
  'P0001', 'rsvp_unknown_event', 'an event the family is not invited to is refused');
select throws_ok(
  $$select public.respond_invitation('005', true, 2,
    '[{"name":"Ana","events":["civil"]},{"name":"Luis","events":[]}]')$$,
  'P0001', 'rsvp_invalid_people', 'one person without an event refuses the whole answer');
reset role;

select is((select will_attend from public.rsvp_guests where human_key = '005'), null,
  'the refused answers changed nothing: 005 is still unanswered');
select is((select count(*)::integer from public.rsvp_attendees a
           join public.rsvp_guests g on g.id = a.guest_id where g.human_key = '005'), 0,
  'and stored no people');

set local role anon;
select lives_ok(
  $$select public.respond_invitation('005', true, 2,
    '[{"name":"Ana","events":["civil"]},{"name":"Luis","events":["ceremonia","recepcion"]}]')$$,
  'each person with an event is taken');
select lives_ok(
  $$select public.respond_invitation('013', true, 1, '[{"name":"Daniela","events":[]}]')$$,
  'a family invited to none of the asked events is asked none');
select lives_ok(
  $$select public.respond_invitation('007', true, 2)$$,
  'an answer without people stays the spec''s: its seats are the couple''s «Sin datos»');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select throws_ok(
  $$select public.couple_record_people('005', '[{"name":"Ana","events":[]}]')$$,
  'P0001', 'rsvp_invalid_people', 'the couple records a person''s events too');
reset role;

update public.rsvp_settings set event_keys = array[]::text[];
set local role anon;
select lives_ok(
  $$select public.respond_invitation('008', true, 1, '[{"name":"Andrea"}]')$$,
  'with events not asked, a person says none');
reset role;

select * from finish();
rollback;
