-- Invisible characters by Unicode class (Default_Ignorable_Code_Point, Bidi_Control, the Hangul
-- fillers and the Braille blank) are refused in a person's name, a family's name and chief and a
-- table's name, alone and between letters; emoji keep their joiners; the couple's family names
-- refuse line breaks and tabs; what was stored before stays and still changes.
begin;
select plan(61);

insert into public.couple_members (email) values ('novios@example.com');
select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);

create temporary table listed (code text, name text) on commit drop;
insert into listed
select c.code, n.name
from (values ('U+3164', E'\u3164'), ('U+2800', E'\u2800'), ('U+115F', E'\u115F'),
             ('U+FFA0', E'\uFFA0'), ('U+200D', E'\u200D'), ('U+034F', E'\u034F'),
             ('U+061C', E'\u061C'), ('U+1160', E'\u1160')) as c(code, ch)
cross join lateral (values (c.ch), ('Ana' || c.ch || ' López')) as n(name);
grant select on listed to authenticated;

set local role authenticated;
select throws_ok(format($$select public.couple_record_people('002', %L::json, null)$$,
                        json_build_array(json_build_object('name', name))),
                 'P0001', 'rsvp_invalid_people', format('a person''s name %s with %s is refused', quote_literal(name), code))
from listed;
select throws_ok(format($$select public.couple_add_invitation('V1V', %L, null, 2)$$, name),
                 'P0001', 'couple_invisible_characters', format('a family''s name with %s is refused', code))
from listed;
select throws_ok(format($$select public.couple_create_table(%L, 4)$$, name),
                 'P0001', 'couple_invalid_table', format('a table''s name with %s is refused', code))
from listed;
select throws_ok(format($$select public.couple_add_invitation('V2V', 'Familia Paz', %L, 2)$$, E'Ana\u200D'),
                 'P0001', 'couple_invisible_characters', 'a joiner after a chief''s name is refused');

select throws_ok(format($$select public.couple_add_invitation('V3V', %L, null, 2)$$, name),
                 'P0001', 'couple_invisible_characters', format('a family''s name with %s is refused', what))
from (values ('a line break', E'Familia\nPaz'), ('a carriage return', E'Familia Paz\r'),
             ('a tab', E'Familia\tPaz')) as c(what, name);
select throws_ok($$select public.couple_update_invitation('004', 'Familia Torres', E'Lucía\nTorres', 1)$$,
                 'P0001', 'couple_invisible_characters', 'a line break in a changed chief is refused');

select lives_ok($$select public.couple_add_invitation('V4V', 'Familia Núñez 👨‍👩‍👧 ❤️', '🏳️‍🌈 Ana', 2)$$,
                'emoji keep their joiners and selectors');
select lives_ok($$select public.couple_create_table('Mesa 1️⃣', 4)$$, 'a keycap is a table''s name like any other');
reset role;

select is((select count(*)::int from public.rsvp_guests where human_key in ('V1V', 'V2V', 'V3V')), 0,
  'no refused family was stored');
select is((select family_chief from public.rsvp_guests where human_key = '004'), 'Lucía Torres',
  'the refused chief was not stored');
select is((select count(*)::int from public.rsvp_attendees a join public.rsvp_guests g on g.id = a.guest_id
           where g.human_key = '002'), 0, 'no refused person was stored');

-- a family and a table named before the rule stay as they are and still change
alter table public.rsvp_guests disable trigger rsvp_guests_family_names_are_visible;
alter table public.rsvp_tables disable trigger rsvp_tables_name_is_visible;
update public.rsvp_guests set family_name = E'Familia\u3164Vieja' where human_key = '003';
insert into public.rsvp_tables (name, seats) values (E'Mesa\u2800vieja', 6);
alter table public.rsvp_guests enable trigger rsvp_guests_family_names_are_visible;
alter table public.rsvp_tables enable trigger rsvp_tables_name_is_visible;
set local role authenticated;
select lives_ok($$select public.couple_update_invitation('003', E'Familia\u3164Vieja', null, 5)$$,
  'an old family name kept as it is does not block a change of the seats');
select lives_ok($$select public.couple_place_table(E'Mesa\u2800vieja', 10, 20)$$,
  'an old table still moves on the plan');
reset role;
select is((select family_name from public.rsvp_guests where human_key = '003'), E'Familia\u3164Vieja',
  'the old family name is as it was');

select * from finish();
rollback;
