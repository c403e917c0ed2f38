-- What anon, authenticated and service_role may touch, as PostgREST would run them.
begin;
select plan(61);

-- tables: nothing for the public roles, everything for the service role (the couple's tools)
select table_privs_are('public', t, 'anon', array[]::text[], format('anon has no right on %s', t))
from unnest(array['rsvp_guests', 'rsvp_history', 'rsvp_settings', 'rsvp_lookup_failures', 'rsvp_lookup_failures_by_hour',
                   'rsvp_sends', 'rsvp_tables', 'rsvp_person_seats', 'rsvp_seating_changes', 'door_helpers', 'rsvp_arrivals']) as t;
select table_privs_are('public', t, 'authenticated', array[]::text[], format('authenticated has no right on %s', t))
from unnest(array['rsvp_settings', 'rsvp_lookup_failures']) as t;
-- the couple's dashboard: granted to authenticated, filtered by row-level security
select column_privs_are('public', 'rsvp_settings', 'meal_choices', 'authenticated', array['SELECT', 'UPDATE'],
  'authenticated may read and set the answer rules, as far as their policies allow');
select column_privs_are('public', 'rsvp_settings', 'modification_deadline', 'authenticated', array['SELECT', 'UPDATE'],
  'authenticated may read the deadline, as far as the answer rules'' policy allows, and set it (couple_set_modification_deadline, recorded)');
select table_privs_are('public', 'rsvp_guests', 'authenticated', array['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  'authenticated may reach the guest list, as far as its policies allow');
select table_privs_are('public', 'rsvp_history', 'authenticated', array['SELECT', 'INSERT'],
  'authenticated may reach the history, as far as its policies allow');
select table_privs_are('public', 'rsvp_lookup_failures_by_hour', 'authenticated', array['SELECT'],
  'authenticated may read the failed look-ups per hour, as far as their policy allows');
select table_privs_are('public', 'rsvp_sends', 'authenticated', array['SELECT'],
  'authenticated may read the sends, as far as their policy allows, and write them only through couple_record_send');
select table_privs_are('public', t, 'authenticated', array['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  format('authenticated may reach %s, as far as its policies allow', t))
from unnest(array['rsvp_tables', 'rsvp_person_seats']) as t;
select table_privs_are('public', 'rsvp_seating_changes', 'authenticated', array['SELECT'],
  'authenticated may read the seating changes, as far as their policy allows; triggers write them');
select ok(has_table_privilege('service_role', 'public.rsvp_guests', 'select, insert, update'),
  'service_role reads and writes the guest list');

-- sequences: Supabase grants them by default; with usage, anon could setval them
select sequence_privs_are('public', s, r, array[]::text[], format('%s has no right on %s', r, s))
from unnest(array['rsvp_guests_id_seq', 'rsvp_history_id_seq', 'rsvp_lookup_failures_id_seq', 'rsvp_sends_id_seq',
                   'rsvp_tables_id_seq', 'rsvp_seating_changes_id_seq']) as s
cross join unnest(array['anon', 'authenticated']) as r;

-- the private helpers are out of reach, but for those the couple's functions share with the
-- guest functions (PostgREST exposes only public, so no request calls them directly)
select schema_privs_are('private', 'anon', array[]::text[], 'anon cannot use schema private');
select schema_privs_are('private', r, array['USAGE'], format('%s may use schema private', r))
from unnest(array['authenticated', 'service_role']) as r;
select is(
  array(select p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private' and has_function_privilege(r, p.oid, 'execute') order by 1),
  array['answer_rules_json', 'answer_text', 'assert_at_the_door', 'couple_invitation', 'family_phone', 'family_text',
        'has_invisible_character', 'incoming_invitations', 'invitation_people', 'is_key_list', 'normalize_human_key', 'people_json',
        'person_tables', 'person_tables_json', 'random_url_token', 'record_answer', 'record_send', 'replace_people',
        'seating_table', 'set_answer_rules', 'table_json', 'table_name', 'table_named', 'write_people'],
  format('%s may execute only the number, people, text, phone, import, send, restore, history, answer-rules, table, door and pase-token helpers of schema private', r))
from unnest(array['authenticated', 'service_role']) as r;

-- the guest functions, and nothing else in public, for the public roles
select function_privs_are('public', 'find_invitation', array['text'], r, array['EXECUTE'],
  format('%s may call find_invitation', r))
from unnest(array['anon', 'authenticated', 'service_role']) as r;
select function_privs_are('public', 'respond_invitation',
  array['text', 'boolean', 'integer', 'json', 'text', 'text'], r, array['EXECUTE'],
  format('%s may call respond_invitation', r))
from unnest(array['anon', 'authenticated', 'service_role']) as r;
select function_privs_are('public', 'find_pase', array['text'], r, array['EXECUTE'],
  format('%s may open a pase by its token (find_pase, read-only)', r))
from unnest(array['anon', 'authenticated', 'service_role']) as r;
select function_privs_are('public', 'couple_clear_answer', array['text'], 'anon', array[]::text[],
  'anon may not clear an answer');
select function_privs_are('public', 'couple_clear_answer', array['text'], r, array['EXECUTE'],
  format('%s may call couple_clear_answer, as far as the guest list''s policies allow', r))
from unnest(array['authenticated', 'service_role']) as r;

-- as anon, through a real role switch
set local role anon;
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.1"}', true);
select throws_ok('select * from public.rsvp_guests', '42501', null, 'anon cannot select the guest list');
select throws_ok($$update public.rsvp_guests set will_attend = true$$, '42501', null, 'anon cannot update the guest list');
select throws_ok($$select setval('public.rsvp_guests_id_seq', 1)$$, '42501', null, 'anon cannot move a sequence');
select throws_ok($$select private.client_address()$$, '42501', null, 'anon cannot call a private helper');
select throws_ok($$select public.couple_clear_answer('002')$$, '42501', null, 'anon cannot clear an answer');
select ok(public.find_invitation('001') is not null, 'anon finds an invitation through the function');
reset role;
set local role authenticated;
select throws_ok($$select private.client_address()$$, '42501', null, 'authenticated cannot call the address helper');
reset role;

-- a function added to public later is not callable by anon unless granted
create function public.added_later() returns integer language sql set search_path = '' as $$ select 1 $$;
set local role anon;
select throws_ok('select public.added_later()', '42501', null, 'anon cannot call a function added to public later');
reset role;
grant execute on function public.added_later() to anon;
set local role anon;
select is(public.added_later(), 1, 'anon can call it once it is granted');
reset role;

select * from finish();
rollback;
