-- Every security-definer helper a signed-in user may execute checks that the caller is one of the
-- couple: a stranger with an account, calling them as SQL would, changes nothing.
begin;
select plan(4);

-- a new one must be added here, with a test of its refusal below
select is(
  array(select n.nspname || '.' || p.proname from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname in ('public', 'private')
          and has_function_privilege('authenticated', p.oid, 'execute')
        order by 1),
  array['private.assert_at_the_door', 'private.record_send', 'private.replace_people', 'private.write_people',
        -- the photo wall's, refusals in 28_photo_wall
        'public.couple_delete_photo', 'public.couple_new_screen_key', 'public.couple_photo_paths',
        'public.couple_photo_settings', 'public.couple_photos', 'public.couple_set_photo_settings',
        'public.couple_set_photo_status',
        'public.door_day', 'public.door_find_number', 'public.door_guest_list', 'public.door_record_arrival', 'public.door_totals',
        'public.door_undo_arrival', 'public.find_invitation', 'public.find_pase', 'public.respond_invitation'],
  'a signed-in user may execute as its owner only the guests'' two functions, the door''s (refusals in 19_door) and helpers that check the caller'
);

update public.rsvp_settings set modification_deadline = (now() at time zone 'UTC')::date + 30;
update public.rsvp_guests set will_attend = true, confirmed_tickets = 2, confirmed_at = now()
where human_key = '002';

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com","sub":"00000000-0000-4000-8000-000000000009"}', true);
set local role authenticated;
select throws_ok(
  $$select private.write_people((select id from public.rsvp_guests where human_key = '002'), '[{"name": "Intruso"}]')$$,
  '42501', null, 'a stranger cannot write the people of an answer');
select throws_ok(
  $$select private.replace_people((select g from public.rsvp_guests g where human_key = '002'), '[{"name": "Intruso"}]')$$,
  '42501', null, 'a stranger cannot replace the people of an answer');
reset role;

select is(
  (select count(*)::int from public.rsvp_attendees a join public.rsvp_guests g on g.id = a.guest_id
   where g.human_key = '002' and a.full_name = 'Intruso'),
  0, 'no one named Intruso was written');

select * from finish();
rollback;
