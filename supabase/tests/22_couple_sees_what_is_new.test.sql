-- Each couple member's last visit: the list marks what the families answered since, as new or
-- changed; the visit moves only forward and only for its member; no one else reads or moves it.
begin;
select plan(16);

insert into public.couple_members (email) values ('novios@example.com'), ('novia@example.com');

select table_privs_are('public', 'couple_visits', 'anon', array[]::text[], 'anon has no right on the visits');
select table_privs_are('public', 'couple_visits', 'authenticated', array['SELECT', 'INSERT', 'UPDATE'],
  'authenticated may reach the visits, as far as their policies allow (each member their own)');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select ok(public.couple_last_visit() is null, 'before the first visit there is none');
-- after every answer of the seed (the last on 1 October 2025)
select is((public.couple_mark_seen(timestamptz '2025-10-02 00:00+00')::jsonb ->> 'seen_through')::timestamptz,
  timestamptz '2025-10-02 00:00+00', 'the couple marks the list seen');
reset role;

-- the families answer after the visit: 001 for the first time, 002 again; the couple then
-- changes 006 after its family did
insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, answered_at, changed_by)
select id, a.will_attend, a.tickets, a.at, a.changed_by
from (values ('001', true, 2, timestamptz '2025-10-03 10:00+00', 'guest'),
             ('002', false, 0, timestamptz '2025-10-04 09:30+00', 'guest'),
             ('006', true, 1, timestamptz '2025-10-03 11:00+00', 'guest'),
             ('006', true, 2, timestamptz '2025-10-03 12:00+00', 'couple'))
       as a(human_key, will_attend, tickets, at, changed_by)
join public.rsvp_guests g on g.human_key = a.human_key;

set local role authenticated;
select results_eq(
  $$select e ->> 'human_key', e ->> 'news' from public.couple_invitations() i cross join lateral to_json(i) e
    where e ->> 'news' is not null order by 1$$,
  $$values ('001', 'new'), ('002', 'changed')$$,
  'the list marks a first answer as new and a changed one as changed, not the one the couple changed after');
select is((select (e ->> 'guest_answered_at')::timestamptz from public.couple_invitations() i cross join lateral to_json(i) e
           where e ->> 'human_key' = '002'),
  timestamptz '2025-10-04 09:30+00', 'with the family''s latest answer');
select is((public.couple_mark_seen(timestamptz '2025-10-03 10:00+00')::jsonb ->> 'seen_through')::timestamptz,
  timestamptz '2025-10-03 10:00+00', 'seen up to 001''s answer');
select results_eq(
  $$select e ->> 'human_key' from public.couple_invitations() i cross join lateral to_json(i) e where e ->> 'news' is not null$$,
  $$values ('002')$$, 'only the later answer stays marked');
select is((public.couple_mark_seen(timestamptz '2025-01-01 00:00+00')::jsonb ->> 'seen_through')::timestamptz,
  timestamptz '2025-10-03 10:00+00', 'a visit never moves back');
select ok((public.couple_mark_seen(timestamptz '2099-01-01 00:00+00')::jsonb ->> 'seen_through')::timestamptz <= now(),
  'nor past now');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novia@example.com","sub":"00000000-0000-4000-8000-000000000002"}', true);
set local role authenticated;
select ok(public.couple_last_visit() is null, 'the other member has a visit of their own, not yet made');
select throws_ok($$insert into public.couple_visits (email, seen_through) values ('novios@example.com', now())$$,
  '42501', null, 'nor writes one for the other');
select lives_ok($$update public.couple_visits set seen_through = timestamptz '2020-01-01 00:00+00'$$,
  'an update of the other''s visit reaches no row');
select is((select count(*)::int from public.couple_visits), 0, 'nor reads the other''s');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com","sub":"00000000-0000-4000-8000-000000000009"}', true);
set local role authenticated;
select throws_ok($$select public.couple_mark_seen(null)$$, '42501', null, 'a signed-in stranger cannot mark a visit');
reset role;

select ok((select seen_through >= timestamptz '2025-10-03 10:00+00' from public.couple_visits
           where email = 'novios@example.com'), 'the first member''s visit is as they left it');

select * from finish();
rollback;
