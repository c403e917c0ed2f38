-- Every rule of the guest functions, called as anon the way PostgREST calls them.
begin;
select plan(27);

-- answered invitations may change: the deadline is a month away
update public.rsvp_settings set modification_deadline = (now() at time zone 'UTC')::date + 30;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.2"}', true);

-- find_invitation
select is(
  (select array_agg(k order by k) from json_object_keys(public.find_invitation('001')) k),
  array['available_tickets', 'confirmed_at', 'confirmed_tickets', 'event_keys', 'family_chief',
        'family_name', 'human_key', 'message', 'modification_deadline', 'pase_token', 'people', 'person_tables',
        'song', 'table_name', 'will_attend'],
  'find_invitation returns the spec fields, the deadline, the events invited to, the answer''s people, the table when shown and the pase''s token once confirmed, never the id'
);
select is(public.find_invitation('001') ->> 'family_name', 'Familia García Hernández', 'finds 001 by its number');
select ok(public.find_invitation(E' \t0 01') is null, 'a key with a space inside is another key');
select is(public.find_invitation(E'\u00a0002\u200b\r\n') ->> 'human_key', '002', 'trims every kind of whitespace around the key');
select ok(public.find_invitation('abc') is null, 'an unknown key answers null');
select ok(public.find_invitation(null) is null, 'a null key answers null');

-- respond_invitation: accepting
select is((public.respond_invitation('005', true, 1) ->> 'confirmed_tickets')::int, 1, 'accepts 1 ticket');
select is((public.respond_invitation('005', true, 5) ->> 'confirmed_tickets')::int, 5, 'accepts every available ticket');
select throws_ok($$select public.respond_invitation('005', true, 6)$$, 'P0001', 'rsvp_invalid_tickets', 'refuses more tickets than available');
select throws_ok($$select public.respond_invitation('005', true, 0)$$, 'P0001', 'rsvp_invalid_tickets', 'refuses attending with 0 tickets');
select throws_ok($$select public.respond_invitation('005', true, null)$$, 'P0001', 'rsvp_invalid_tickets', 'refuses attending without a ticket count');
select throws_ok($$select public.respond_invitation('005', null, 1)$$, 'P0001', 'rsvp_invalid_tickets', 'refuses an answer without will_attend');

-- declining
select is((public.respond_invitation('007', false, null) ->> 'confirmed_tickets')::int, 0, 'a decline holds 0 tickets');
select throws_ok($$select public.respond_invitation('007', false, 2)$$, 'P0001', 'rsvp_invalid_tickets', 'refuses a decline that holds tickets');
select ok(public.respond_invitation('QQQ', true, 1) is null, 'an unknown number answers null');

-- the history, as the owner sees it
reset role;
select results_eq(
  $$select h.will_attend, h.confirmed_tickets, h.changed_by from public.rsvp_history h
    join public.rsvp_guests g on g.id = h.guest_id where g.human_key = '005' order by h.id$$,
  $$values (true, 1, 'guest'), (true, 5, 'guest')$$,
  'every accepted answer is in the history, as the guest''s'
);
select is(
  (select count(*)::int from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id where g.human_key = '007'),
  1, 'refused answers leave no history'
);

-- the deadline: midnight UTC of modification_deadline
update public.rsvp_settings set modification_deadline = (now() at time zone 'UTC')::date;
set local role anon;
select throws_ok($$select public.respond_invitation('005', false, 0)$$, 'P0001', 'rsvp_deadline_passed', 'an answered invitation cannot change after the deadline');
select is((public.respond_invitation('008', true, 2) ->> 'confirmed_tickets')::int, 2, 'an unanswered invitation may still answer after the deadline');
reset role;

-- the couple undoes an answer after the deadline, as the service role
set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role","email":"novios@example.com"}', true);
select is(public.couple_clear_answer('005') ->> 'will_attend', null, 'the couple clears an answer after the deadline');
select throws_ok($$select public.couple_clear_answer('005')$$, 'P0001', 'couple_not_answered', 'clearing twice says there is no answer');
reset role;
select results_eq(
  $$select h.will_attend, h.changed_by, h.changed_by_email from public.rsvp_history h
    join public.rsvp_guests g on g.id = h.guest_id where g.human_key = '005' order by h.id desc limit 1$$,
  $$values (null::boolean, 'couple', 'novios@example.com')$$,
  'the history records the clearing as the couple''s, with the email of the JWT'
);
set local role anon;
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.3"}', true);
select is((public.respond_invitation('005', false, 0) ->> 'will_attend')::boolean, false, 'the family answers again once cleared');
reset role;

-- a signed-in user who is not the couple gets exactly what a guest gets
set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"00000000-0000-0000-0000-000000000001"}', true);
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.4"}', true);
select is(public.find_invitation('010') ->> 'human_key', '010', 'authenticated finds an invitation by its number');
select throws_ok($$select public.respond_invitation('010', true, 7)$$, 'P0001', 'rsvp_invalid_tickets', 'authenticated is held to the same rules');
-- granted for the couple's dashboard, but this user is not on couple_members
select is_empty('select * from public.rsvp_guests', 'an authenticated user who is not the couple lists no guest');
reset role;

-- concurrent answers serialise on the row; a single one here checks the row lock is taken
select is(
  (select count(*)::int from public.rsvp_guests where will_attend = true and confirmed_tickets = 0),
  0, 'no accepted invitation holds 0 tickets'
);

select * from finish();
rollback;
