-- The couple sees the failed look-ups of the last day and restores what one address changed;
-- anon and other signed-in users can neither call nor read any of it.
begin;
select plan(26);

insert into public.couple_members (email) values ('novios@example.com');
-- guests may still change their answers, so an attacker with the numbers could too
update public.rsvp_settings set modification_deadline = current_date + 30;
-- the misses other test files committed are not this file's
delete from public.rsvp_lookup_failures_by_hour;

-- an attacker (both address sources name it, whichever the deployment trusts) declines two
-- invitations and misses once; a family answers another
select set_config('request.headers', '{"cf-connecting-ip":"203.0.113.9","x-forwarded-for":"203.0.113.9"}', true);
set local role anon;
select public.respond_invitation('002', false, 0);
select public.respond_invitation('005', false, 0);
select public.find_invitation('ZZZ');
select set_config('request.headers', '{"cf-connecting-ip":"198.51.100.4","x-forwarded-for":"198.51.100.4"}', true);
select public.respond_invitation('007', true, 4);

-- anon
select throws_ok('select public.couple_failed_lookups()', '42501', null, 'anon cannot see the failed look-ups');
select throws_ok('select * from public.rsvp_lookup_failures_by_hour', '42501', null, 'anon cannot read the failed look-ups per hour');
select throws_ok($$select public.couple_preview_restore(now() - interval '1 hour', null, null)$$, '42501', null, 'anon cannot preview a restore');
select throws_ok($$select public.couple_restore_answers(now() - interval '1 hour', null, null)$$, '42501', null, 'anon cannot restore answers');
reset role;

select is(
  (select client_address from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id
   where g.human_key = '002' order by h.id desc limit 1),
  '203.0.113.9',
  'the history records the address a guest answered from'
);
select is(
  (select count(*)::int from public.rsvp_history where changed_by <> 'guest' and client_address is not null),
  0,
  'no entry of the couple carries an address'
);
select is(
  (select misses from public.rsvp_lookup_failures_by_hour where client_address = '203.0.113.9'),
  1,
  'a miss is counted in its hour'
);

-- another signed-in user
select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select is((public.couple_failed_lookups() ->> 'total')::int, 0, 'a stranger sees no failed look-up');
select is_empty('select * from public.rsvp_lookup_failures_by_hour', 'a stranger reads no failed look-up per hour');
select is(public.couple_preview_restore(now() - interval '1 hour', null, '203.0.113.9')::text,
  '{"changes" : [], "changed_later" : [], "addresses" : []}', 'a stranger previews nothing');
select is((public.couple_restore_answers(now() - interval '1 hour', null, '203.0.113.9') ->> 'restored')::int, 0,
  'a stranger restores nothing');
reset role;
select is((select will_attend from public.rsvp_guests where human_key = '002'), false, 'the stranger changed nothing');

-- the couple
select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(json_array_length(public.couple_failed_lookups() -> 'hours'), 24, 'the couple sees 24 hours');
select is(public.couple_failed_lookups() -> 'top_addresses' -> 0 ->> 'address', '203.0.113.9',
  'the couple sees the address that missed');
select is((public.couple_failed_lookups() ->> 'spike')::boolean, false, 'one miss is no spike');
select is(
  (select string_agg(change ->> 'human_key', ',') from json_array_elements(
    public.couple_preview_restore(now() - interval '1 hour', null, '203.0.113.9') -> 'changes') as change),
  '002,005',
  'the preview lists what the address changed, and not the family''s answer'
);
select throws_ok($$select public.couple_restore_answers(null, null, '203.0.113.9')$$,
  'P0001', 'couple_invalid_window', 'a window without a start is refused');
select throws_ok($$select public.couple_restore_answers(now(), now() - interval '1 hour', null)$$,
  'P0001', 'couple_invalid_window', 'a window ending before it starts is refused');
select throws_ok($$select public.couple_restore_answers(now() + interval '1 day', null, null)$$,
  'P0001', 'couple_invalid_window', 'a window starting in the future is refused');
select is((select will_attend from public.rsvp_guests where human_key = '002'), false, 'a refused restore changed nothing');
select is((public.couple_restore_answers(now() - interval '1 hour', null, '203.0.113.9') ->> 'restored')::int, 2,
  'the couple restores both answers in one step');
reset role;

select results_eq(
  $$select human_key, will_attend, confirmed_tickets, confirmed_at from public.rsvp_guests
    where human_key in ('002', '005') order by human_key$$,
  $$values ('002', true, 2, timestamptz '2025-09-12 18:30:00+00'), ('005', null::boolean, 0, null::timestamptz)$$,
  'each invitation is back to its state before the attack, "no answer yet" included'
);
select is((select will_attend from public.rsvp_guests where human_key = '007'), true, 'the family''s answer stays');
select results_eq(
  $$select g.human_key, h.changed_by, h.changed_by_email from public.rsvp_history h
    join public.rsvp_guests g on g.id = h.guest_id
    where h.changed_by = 'couple_restore' order by g.human_key$$,
  $$values ('002', 'couple_restore', 'novios@example.com'), ('005', 'couple_restore', 'novios@example.com')$$,
  'the history records each restore as the couple''s'
);
select is(
  (select count(*)::int from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id
   where g.human_key in ('002', '005') and h.changed_by = 'guest' and h.client_address = '203.0.113.9'),
  2,
  'the attacker''s answers stay in the history'
);

-- the spike threshold and the throttle's ceiling are one rule
select is((public.couple_failed_lookups() ->> 'spike_threshold')::int, private.throttle_global_ceiling() / 4,
  'a spike is an hour with a quarter of the global ceiling''s misses');

select * from finish();
rollback;
