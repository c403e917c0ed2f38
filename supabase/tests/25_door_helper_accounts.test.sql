-- The door-helpers function's question (is this email the couple's, or a door helper's?) is the
-- service role's alone, and the couple, only they, read who recorded each arrival (couple_arrivals).
begin;
select plan(8);

insert into public.couple_members (email) values ('novios@example.com');
insert into public.door_helpers (email) values ('puerta@example.com');

select function_privs_are('public', 'door_helper_email_status', array['text'], r, array[]::text[],
  format('%s may not ask whether an email is the couple''s', r))
from unnest(array['anon', 'authenticated']) as r;

set local role service_role;
select is(public.door_helper_email_status(' Novios@Example.com ')::jsonb,
  '{"couple_member": true, "door_helper": false}'::jsonb, 'the couple''s email, read as the sign-in reads it');
select is(public.door_helper_email_status('puerta@example.com')::jsonb,
  '{"couple_member": false, "door_helper": true}'::jsonb, 'a door helper''s email');
reset role;

-- an arrival recorded by the helper
select set_config('request.jwt.claims', '{"role":"authenticated","email":"puerta@example.com","sub":"00000000-0000-4000-8000-000000000002"}', true);
set local role authenticated;
select is(public.couple_arrivals()::jsonb, '[]'::jsonb, 'a door helper reads no arrival log');
reset role;

-- as door_record_arrival writes it (the table itself, so the door's own rules stay out of this test)
insert into public.rsvp_arrivals (id, guest_id, people, recorded_at, recorded_by_email)
select '00000000-0000-4000-8000-00000000b001', id, 2, now(), 'puerta@example.com'
from public.rsvp_guests where human_key = '002';
insert into public.rsvp_arrivals (id, guest_id, people, recorded_at, recorded_by_email, undone_at)
select '00000000-0000-4000-8000-00000000b002', id, 1, now(), 'otra@example.com', now()
from public.rsvp_guests where human_key = '002';

select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com","sub":"00000000-0000-4000-8000-000000000009"}', true);
set local role authenticated;
select is(public.couple_arrivals()::jsonb, '[]'::jsonb, 'nor does a stranger with an account');
reset role;

set local role anon;
select throws_ok($$select public.couple_arrivals()$$, '42501', null, 'and a guest may not call it');
reset role;

select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is((select json_agg(json_build_object('people', a -> 'people', 'recorded_by_email', a ->> 'recorded_by_email',
                                             'undone', a ->> 'undone_at' is not null) order by a ->> 'id')::jsonb
           from json_array_elements(public.couple_arrivals()) f, json_array_elements(f -> 'arrivals') a
           where f ->> 'human_key' = '002'),
  '[{"people": 2, "recorded_by_email": "puerta@example.com", "undone": false},
    {"people": 1, "recorded_by_email": "otra@example.com", "undone": true}]'::jsonb,
  'the couple reads each arrival and who recorded it, an undone one marked');
reset role;

select * from finish();
rollback;
