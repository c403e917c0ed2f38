-- An attacker who guessed a number keeps the seats and rewrites the names, message and song; the
-- couple sees it as a change and puts the family's people back.
begin;
select plan(6);

insert into public.couple_members (email) values ('novios@example.com');
update public.rsvp_settings set modification_deadline = current_date + 30;

-- the family answers with its people, message and song, two hours ago
select set_config('request.headers', '{"cf-connecting-ip":"198.51.100.4","x-forwarded-for":"198.51.100.4"}', true);
set local role anon;
select public.respond_invitation('008', true, 2,
  '[{"name": "Andrea Vega", "meal": "vegano"}, {"name": "Tomás Vega", "child": true}]',
  'Felicidades', 'La bikina');
reset role;
update public.rsvp_history set answered_at = now() - interval '2 hours'
where guest_id = (select id from public.rsvp_guests where human_key = '008');

-- the attacker keeps the two seats and rewrites the rest
select set_config('request.headers', '{"cf-connecting-ip":"203.0.113.9","x-forwarded-for":"203.0.113.9"}', true);
set local role anon;
select public.respond_invitation('008', true, 2, '[{"name": "xxx"}]', 'spam', null);
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(
  (public.couple_preview_restore(now() - interval '1 hour', null, '203.0.113.9') #>> '{changes,0,to,people,1,name}'),
  'Tomás Vega',
  'the same seats with other names are a change, previewed with the family''s people'
);
select is((public.couple_restore_answers(now() - interval '1 hour', null, '203.0.113.9') ->> 'restored')::int, 1,
  'the couple restores it');
reset role;

select is(
  (select array_agg(a.full_name || case when a.is_child then ' (niño)' else '' end order by a.position)
   from public.rsvp_attendees a join public.rsvp_guests g on g.id = a.guest_id where g.human_key = '008'),
  array['Andrea Vega', 'Tomás Vega (niño)'],
  'the family''s people are back, in their order'
);
select is((select meal from public.rsvp_attendees a join public.rsvp_guests g on g.id = a.guest_id
           where g.human_key = '008' and a.position = 1), 'vegano', 'with their meals');
select is((select array[message, song] from public.rsvp_guests where human_key = '008'),
  array['Felicidades', 'La bikina'], 'and the family''s message and song');
select is(
  (select json_array_length(h.people) from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id
   where g.human_key = '008' and h.changed_by = 'couple_restore'),
  2, 'the history keeps the restored people'
);

select * from finish();
rollback;
