-- Only an authenticated user whose JWT email is on couple_members reads and changes the guest
-- list and its history; anon and other signed-in users get nothing.
begin;
select plan(16);

insert into public.couple_members (email) values ('novios@example.com');

-- a couple member, as PostgREST runs the request
select set_config('request.jwt.claims', '{"role":"authenticated","email":"Novios@Example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select ok(public.is_couple_member(), 'the couple member is recognised whatever the email''s case');
select is((select count(*)::int from public.rsvp_guests), 16, 'the couple member reads every invitation');
select ok((select count(*) from public.rsvp_history) > 0, 'the couple member reads the history');
select is((select count(*)::integer from public.couple_invitations()), 16, 'couple_invitations lists every invitation');
select lives_ok($$select public.couple_record_answer('010', true, 2)$$, 'the couple member records an answer on the family''s behalf');
select is(
  (select changed_by || ' ' || changed_by_email from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id
   where g.human_key = '010' order by h.id desc limit 1),
  'couple novios@example.com',
  'the history names the couple member who recorded it'
);
select throws_ok($$select public.couple_update_invitation('010', 'Familia Morales Cruz', null, 1)$$,
  'P0001', 'couple_seats_below_confirmed', 'seats never go below the confirmed people');
select is((select count(*)::int from public.couple_members), 1, 'the couple member sees only their own allow-list entry');
reset role;

-- another signed-in user
select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com","user_metadata":{"email":"novios@example.com"}}', true);
set local role authenticated;
select ok(not public.is_couple_member(), 'an email in user_metadata opens nothing');
select is_empty('select * from public.rsvp_guests', 'another signed-in user reads no invitation');
select is_empty('select * from public.rsvp_history', 'another signed-in user reads no history');
select is_empty('select * from public.couple_members', 'another signed-in user reads no allow-list entry');
select is_empty($$update public.rsvp_guests set family_name = 'x' returning 1$$, 'another signed-in user changes nothing');
select throws_ok($$insert into public.rsvp_guests (human_key, family_name, available_tickets) values ('ZZ1', 'x', 1)$$,
  '42501', null, 'another signed-in user adds nothing');
reset role;

-- anon
select set_config('request.jwt.claims', '{"role":"anon"}', true);
set local role anon;
select throws_ok('select public.couple_invitations()', '42501', null, 'anon cannot call the dashboard functions');
select throws_ok('select * from public.couple_members', '42501', null, 'anon cannot read the allow-list');
reset role;

select * from finish();
rollback;
