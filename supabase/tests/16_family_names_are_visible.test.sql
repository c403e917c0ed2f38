-- A family's name and chief refuse invisible and direction characters, through the couple's
-- functions and the table alike, with a stable code; what was stored before stays as it is.
begin;
select plan(7);

insert into public.couple_members (email) values ('novios@example.com');
select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;

select throws_ok(
  $$select public.couple_add_invitation('Q1Z', E'Familia \u202Eodraude', null, 2)$$,
  'P0001', 'couple_invisible_characters', 'a right-to-left override in a new family name is refused');
select throws_ok(
  $$select public.couple_add_invitation('Q2Z', 'Familia Ruiz', E'Ana\u200B Ruiz', 2)$$,
  'P0001', 'couple_invisible_characters', 'a zero-width space in the chief is refused');
select throws_ok(
  $$select public.couple_update_invitation('002', E'\u2066Familia López\u2069', null, 3)$$,
  'P0001', 'couple_invisible_characters', 'isolates in a changed name are refused');
select throws_ok(
  $$select public.couple_import_invitations('[{"human_key":"Q3Z","family_name":"Familia\ufeff Paz","family_chief":null,"available_tickets":2}]', false)$$,
  'P0001', 'couple_invisible_characters', 'a byte-order mark in an imported name is refused');
select lives_ok(
  $$select public.couple_add_invitation('Q4Z', 'Familia Núñez 👨‍👩‍👧', 'Ñoño Núñez', 3)$$,
  'accents, ñ and an emoji with joiners are names like any other');
reset role;

select is((select count(*)::int from public.rsvp_guests where human_key in ('Q1Z', 'Q2Z', 'Q3Z')), 0,
  'nothing refused was stored');

-- a name stored before the rule stays, and the invitation's other fields still change
alter table public.rsvp_guests disable trigger rsvp_guests_family_names_are_visible;
update public.rsvp_guests set family_name = E'Familia\u200B Vieja' where human_key = '003';
alter table public.rsvp_guests enable trigger rsvp_guests_family_names_are_visible;
set local role authenticated;
select lives_ok(
  $$select public.couple_update_invitation('003', E'Familia\u200B Vieja', null, 5)$$,
  'an old name kept as it is does not block a change of the seats');
reset role;

select * from finish();
rollback;
