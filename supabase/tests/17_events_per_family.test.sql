-- An invitation lists the events it is invited to; its people may attend only those, through the
-- guest's answer and the couple's alike, and the list is the couple's to set.
begin;
select plan(11);

update public.rsvp_settings
set modification_deadline = (now() at time zone 'UTC')::date + 30,
    event_keys = array['civil', 'ceremonia', 'recepcion'];
insert into public.couple_members (email) values ('novios@example.com');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(public.couple_set_invitation_events('004', array['recepcion', 'ceremonia', 'recepcion'])::jsonb -> 'event_keys',
  '["ceremonia", "recepcion"]'::jsonb, 'the couple invites 004 to two events, kept once each in the asked order');
select throws_ok($$select public.couple_set_invitation_events('004', array['tornaboda'])$$,
  'P0001', 'rsvp_unknown_event', 'an event the couple does not ask about is refused');
select throws_ok($$select public.couple_set_invitation_events('004', array['civil', null])$$,
  'P0001', 'rsvp_unknown_event', 'a null key is refused');
select throws_ok($$select public.couple_set_invitation_events('ZZZ', null)$$,
  'P0001', 'couple_not_found', 'an unknown number is said so');
reset role;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"cf-connecting-ip":"192.0.2.17"}', true);
select is((public.find_invitation('004') -> 'event_keys')::jsonb, '["ceremonia", "recepcion"]'::jsonb,
  'the family''s page gets its events');
select is((public.find_invitation('005') -> 'event_keys')::jsonb, 'null'::jsonb,
  'a family invited to everything gets null');
select throws_ok(
  $$select public.respond_invitation('004', true, 1, '[{"name":"Ana","events":["civil"]}]')$$,
  'P0001', 'rsvp_unknown_event', 'a guest cannot attend an event the family is not invited to');
select lives_ok(
  $$select public.respond_invitation('004', true, 1, '[{"name":"Ana","events":["recepcion"]}]')$$,
  'an event the family is invited to is taken');
select lives_ok(
  $$select public.respond_invitation('005', true, 1, '[{"name":"Luis","events":["civil","recepcion"]}]')$$,
  'a family invited to everything attends any asked event');
reset role;

select is((select a.events from public.rsvp_attendees a join public.rsvp_guests g on g.id = a.guest_id
           where g.human_key = '004'), array['recepcion'], 'only the invited event was stored');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select throws_ok($$select public.couple_set_invitation_events('004', null)$$,
  'P0001', 'couple_not_found', 'a signed-in stranger cannot change the list, which the policies hide');
reset role;

select * from finish();
rollback;
