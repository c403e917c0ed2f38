-- The guest-list import sets the events each family is invited to (the spreadsheet's «Eventos»),
-- only among those the couple asks about; a row without them keeps what is stored.
begin;
select plan(10);

update public.rsvp_settings set event_keys = array['civil', 'misa', 'recepcion'];
insert into public.couple_members (email) values ('novios@example.com');

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;

select is(public.couple_import_invitations(
  '[{"human_key": "E01", "family_name": "Familia Civil", "available_tickets": 2, "event_keys": ["recepcion", "civil", "recepcion"]},
    {"human_key": "E02", "family_name": "Familia Todo", "available_tickets": 2},
    {"human_key": "E03", "family_name": "Familia Vacía", "available_tickets": 2, "event_keys": null}]',
  false)::jsonb, '{"inserted": 3, "updated": 0}', 'an import adds families with their events');
select is((select event_keys from public.rsvp_guests where human_key = 'E01'), array['civil', 'recepcion'],
  'a family''s events are kept once each, in the asked order');
select is((select event_keys from public.rsvp_guests where human_key = 'E02'), null::text[],
  'a row without events invites a new family to all of them');
select is((select event_keys from public.rsvp_guests where human_key = 'E03'), null::text[],
  'and so does a null');

select lives_ok($$select public.couple_import_invitations(
  '[{"human_key": "E01", "family_name": "Familia Civil", "available_tickets": 3}]', true)$$,
  'an update without events lives');
select is((select event_keys from public.rsvp_guests where human_key = 'E01'), array['civil', 'recepcion'],
  'and keeps the stored events');
select lives_ok($$select public.couple_import_invitations(
  '[{"human_key": "E02", "family_name": "Familia Todo", "available_tickets": 2, "event_keys": ["misa"]}]', true)$$,
  'an update with events lives');
select is((select event_keys from public.rsvp_guests where human_key = 'E02'), array['misa'],
  'and changes them');

select throws_ok($$select public.couple_import_invitations(
  '[{"human_key": "E04", "family_name": "Familia Nueva", "available_tickets": 1},
    {"human_key": "E05", "family_name": "Familia Tornaboda", "available_tickets": 1, "event_keys": ["tornaboda"]}]', false)$$,
  'P0001', 'rsvp_unknown_event', 'an event the couple does not ask about fails the whole import');
select is_empty($$select from public.rsvp_guests where human_key in ('E04', 'E05')$$,
  'and adds no row of it');
reset role;

select * from finish();
rollback;
