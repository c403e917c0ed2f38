-- The couple sets the general deadline and one family's own; the guest functions answer and
-- enforce the family's date; no one else moves either; every change is recorded with who made it.
begin;
select plan(20);

update public.rsvp_settings set modification_deadline = date '2026-10-05';
insert into public.couple_members (email) values ('novios@example.com');
-- 002 and 003 have answered (the seed); answers change until midnight UTC of the deadline
update public.rsvp_guests set confirmed_at = now() - interval '1 day' where human_key in ('002', '003');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(public.couple_modification_deadline(), '2026-10-05', 'a couple member reads the deadline, as YYYY-MM-DD');
select is(public.couple_set_modification_deadline((now() at time zone 'UTC')::date - 1)::jsonb,
  jsonb_build_object('modification_deadline', to_char((now() at time zone 'UTC')::date - 1, 'YYYY-MM-DD')),
  'the couple moves the general date, here to yesterday');
select throws_ok($$select public.couple_set_modification_deadline(null)$$,
  'P0001', 'couple_invalid_deadline', 'the general date cannot be none');
select is((public.couple_set_invitation_deadline('002', (now() at time zone 'UTC')::date + 7)::jsonb ->> 'modification_deadline')::date,
  (now() at time zone 'UTC')::date + 7, 'the couple gives 002 a week more, and the dashboard reads it');
select throws_ok($$select public.couple_set_invitation_deadline('ZZZ', date '2030-01-01')$$,
  'P0001', 'couple_not_found', 'an unknown number is said so');
reset role;

-- the guests: 002 may change its answer, 003 (on the general date, passed) may not
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"cf-connecting-ip":"192.0.2.14"}', true);
select is((public.find_invitation('002') ->> 'modification_deadline')::date,
  (now() at time zone 'UTC')::date + 7, 'the guest page gets the family''s own date');
select is((public.find_invitation('003') ->> 'modification_deadline')::date,
  (now() at time zone 'UTC')::date - 1, 'another family gets the general date');
select lives_ok($$select public.respond_invitation('002', true, 1)$$,
  'the family with more time changes its answer');
select throws_ok($$select public.respond_invitation('003', true, 1)$$,
  'P0001', 'rsvp_deadline_passed', 'another family is past the general date');
select lives_ok($$select public.respond_invitation('004', true, 1)$$,
  'a family that never answered still answers after the date (the spec''s rule)');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
select is(public.couple_set_invitation_deadline('002', null)::jsonb ->> 'modification_deadline', null,
  'null puts 002 back on the general date');
reset role;
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$select public.respond_invitation('002', true, 2)$$,
  'P0001', 'rsvp_deadline_passed', 'then 002 is past it too');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select is(public.couple_modification_deadline(), null::text, 'a signed-in stranger reads nothing');
select throws_ok($$select public.couple_set_modification_deadline(date '2030-01-01')$$,
  '42501', null, 'a signed-in stranger cannot move the general date');
select throws_ok($$select public.couple_set_invitation_deadline('003', date '2030-01-01')$$,
  'P0001', 'couple_not_found', 'nor a family''s, which the policies hide from them');
select is_empty($$select 1 from public.rsvp_deadline_changes$$, 'nor read who changed what');
reset role;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$select public.couple_set_modification_deadline(date '2030-01-01')$$, '42501', null,
  'anon cannot call it');
reset role;

select is((select modification_deadline from public.rsvp_settings), (now() at time zone 'UTC')::date - 1,
  'the general date is the couple''s');
select is((select modification_deadline from public.rsvp_guests where human_key = '003'), null,
  'the stranger changed no family''s date');
select results_eq(
  $$select g.human_key, c.deadline, c.changed_by_email from public.rsvp_deadline_changes c
    left join public.rsvp_guests g on g.id = c.guest_id order by c.id$$,
  $$values (null::text, date '2026-10-05', null::text),
           (null, (now() at time zone 'UTC')::date - 1, 'novios@example.com'),
           ('002', (now() at time zone 'UTC')::date + 7, 'novios@example.com'),
           ('002', null::date, 'novios@example.com')$$,
  'each change is recorded with its date and who made it (none: the owner, in SQL)');

select * from finish();
rollback;
