-- The couple keeps a phone per family and a record of each message sent; guests never see the
-- phone, and no one but the couple reads or writes the sends.
begin;
select plan(33);

insert into public.couple_members (email) values ('novios@example.com');

-- the couple member, as PostgREST runs the request
select set_config('request.jwt.claims', '{"role":"authenticated","email":"Novios@Example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;

select is(public.couple_add_invitation('T13', 'Familia Trece', null, 2, '+525512345678') ->> 'phone',
  '+525512345678', 'a new invitation keeps its phone');
select is(public.couple_add_invitation('T14', 'Familia Catorce', null, 2) ->> 'phone', null,
  'a new invitation without a phone has none');
select throws_ok($$select public.couple_add_invitation('T15', 'Familia Quince', null, 2, '55 1234 5678')$$,
  'P0001', 'couple_invalid_phone', 'a phone that is not E.164 is refused');
select is_empty($$select from public.rsvp_guests where human_key = 'T15'$$,
  'and the refused invitation is not added');

select is(public.couple_update_invitation('T13', 'Familia Trece', 'Ana', 2) ->> 'phone', '+525512345678',
  'an update that sends no phone keeps the stored one');
select is(public.couple_update_invitation('T13', 'Familia Trece', 'Ana', 2, '+14155550100') ->> 'phone',
  '+14155550100', 'an update changes the phone');
select throws_ok($$select public.couple_update_invitation('T13', 'Familia Cambiada', null, 2, '+0123456789')$$,
  'P0001', 'couple_invalid_phone', 'an update with a phone that is not E.164 is refused');
select results_eq($$select family_name, phone from public.rsvp_guests where human_key = 'T13'$$,
  $$values ('Familia Trece'::text, '+14155550100'::text)$$, 'and changes nothing');
select is(public.couple_update_invitation('T13', 'Familia Trece', 'Ana', 2, '') ->> 'phone', null,
  'an empty phone clears it');

select is(public.couple_import_invitations(
  '[{"human_key": "T14", "family_name": "Familia Catorce", "family_chief": null, "available_tickets": 2, "phone": "+525511112222"},
    {"human_key": "T16", "family_name": "Familia Dieciséis", "family_chief": null, "available_tickets": 1, "phone": "+525533334444"}]',
  true)::jsonb, '{"inserted": 1, "updated": 1}', 'an import writes the phones of new and existing invitations');
select results_eq($$select human_key, phone from public.rsvp_guests where human_key in ('T14', 'T16') order by 1$$,
  $$values ('T14'::text, '+525511112222'::text), ('T16', '+525533334444')$$, 'both phones are stored');
select lives_ok($$select public.couple_import_invitations(
  '[{"human_key": "T14", "family_name": "Familia Catorce", "family_chief": "Luis", "available_tickets": 2}]', true)$$,
  'an import without phones lives');
select is((select phone from public.rsvp_guests where human_key = 'T14'), '+525511112222',
  'and keeps the stored phone');
select lives_ok($$select public.couple_import_invitations(
  '[{"human_key": "T14", "family_name": "Familia Catorce", "family_chief": "Luis", "available_tickets": 2, "phone": null}]', true)$$,
  'an import with an empty phone lives');
select is((select phone from public.rsvp_guests where human_key = 'T14'), null, 'and clears the phone');
select throws_ok($$select public.couple_import_invitations(
  '[{"human_key": "T16", "family_name": "Familia Cambiada", "family_chief": null, "available_tickets": 1, "phone": "+52 55"},
    {"human_key": "T17", "family_name": "Familia Diecisiete", "family_chief": null, "available_tickets": 1}]', true)$$,
  'P0001', 'couple_invalid_phone', 'an import with a phone that is not E.164 is refused');
select results_eq($$select family_name from public.rsvp_guests where human_key in ('T16', 'T17')$$,
  $$values ('Familia Dieciséis'::text)$$, 'and writes nothing at all');

select is(public.couple_record_send('t13', 'invitation') #>> '{sends,0,template}', 'invitation',
  'the couple records a send');
select results_eq($$select template, sent_by_email from json_to_recordset(public.couple_record_send('T13', 'reminder') -> 'sends')
                    as s(template text, sent_by_email text)$$,
  $$values ('reminder'::text, 'novios@example.com'::text), ('invitation', 'novios@example.com')$$,
  'the sends come newest first, each with the couple member who sent it');
select throws_ok($$select public.couple_record_send('T13', 'birthday')$$,
  'P0001', 'couple_invalid_template', 'an unknown template is refused');
select throws_ok($$select public.couple_record_send('QQQ', 'reminder')$$,
  'P0001', 'couple_not_found', 'an unknown number is not found');
reset role;

insert into public.rsvp_sends (guest_id, template, sent_at)
select g.id, 'thanks', now() - make_interval(days => n) from public.rsvp_guests g, generate_series(1, 25) as n
where g.human_key = 'T13';
select is(json_array_length(public.couple_invitation_json((select g from public.rsvp_guests g where human_key = 'T13')) -> 'sends'),
  20, 'an invitation answers its last 20 sends');
select throws_ok($$update public.rsvp_guests set phone = '5512345678' where human_key = 'T13'$$,
  '23514', null, 'the table itself keeps phones E.164');

-- the guest functions never answer the phone
select set_config('test.guest_id', (select id::text from public.rsvp_guests where human_key = 'T13'), true);
select ok(not (private.invitation_json((select g from public.rsvp_guests g where human_key = 'T13'))::jsonb ? 'phone'),
  'the guest''s invitation has no phone');
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.13"}', true);
set local role anon;
select ok(not (public.find_invitation('T13')::jsonb ? 'phone') and public.find_invitation('T13') is not null,
  'find_invitation answers no phone');
select ok(not (public.respond_invitation('T13', false, 0)::jsonb ? 'phone'),
  'respond_invitation answers no phone');
select throws_ok('select * from public.rsvp_sends', '42501', null, 'anon cannot read the sends');
select throws_ok($$select public.couple_record_send('T13', 'thanks')$$, '42501', null, 'anon cannot record a send');
reset role;

-- a signed-in stranger
select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com"}', true);
set local role authenticated;
select is_empty('select * from public.rsvp_sends', 'a signed-in stranger reads no send');
select throws_ok($$select public.couple_record_send('T13', 'thanks')$$,
  'P0001', 'couple_not_found', 'a signed-in stranger finds no invitation to record a send for');
select throws_ok($$insert into public.rsvp_sends (guest_id, template) values (current_setting('test.guest_id')::bigint, 'thanks')$$,
  '42501', null, 'a signed-in stranger cannot insert a send');
select throws_ok($$select private.record_send(json_populate_record(null::public.rsvp_guests,
                     json_build_object('id', current_setting('test.guest_id')::bigint)), 'thanks')$$,
  '42501', null, 'nor write one through the private helper');
reset role;
select is((select count(*)::int from public.rsvp_sends where guest_id = current_setting('test.guest_id')::bigint), 27,
  'the strangers added no send');

select * from finish();
rollback;
