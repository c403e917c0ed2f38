-- The photo wall: no API role reaches its tables; only the service role (the Edge Function
-- photos) reserves, confirms and lists; a reservation needs a known number under the guests'
-- throttle, a confirmed family, the couple's window and the quota; the couple reviews and sets.
begin;
select plan(37);

insert into public.couple_members (email) values ('novios@example.com');

select table_privs_are('public', t, r, array[]::text[], format('%s has no right on %s', r, t))
from unnest(array['photos', 'photo_settings', 'photo_folders']) as t
cross join unnest(array['anon', 'authenticated']) as r;
select ok(not has_function_privilege(r, 'public.photo_reserve(text, text, integer, integer, integer, integer, text)', 'execute'),
  format('%s may not reserve an upload: only the Edge Function does', r))
from unnest(array['anon', 'authenticated']) as r;
select ok(not has_function_privilege('anon', 'public.couple_photos()', 'execute'), 'anon may not list the photos');

-- the Edge Function, as the service role
set local role service_role;
select is(public.photo_reserve('999', repeat('a', 64), 1000, 100, 100, 10, '198.51.100.80') ->> 'code', 'not_found',
  'a number that does not exist is not found');
reset role;
select is((select count(*) from public.rsvp_lookup_failures where client_address = '198.51.100.80'), 1::bigint,
  'and counts as a failed look-up of that address');
set local role service_role;
select is(public.photo_reserve('003', repeat('a', 64), 1000, 100, 100, 10, '198.51.100.81') ->> 'code', 'not_confirmed',
  'a family that declined may not upload');
select is(public.photo_reserve('002', repeat('A', 64), 1000, 100, 100, 10, '198.51.100.81') ->> 'code', 'bad_request',
  'a hash that is not lowercase hex is refused');
select is(public.photo_reserve('002', repeat('a', 64), 1000, 2561, 100, 10, '198.51.100.81') ->> 'code', 'bad_request',
  'wider than 2560 px is refused');
select is(public.photo_reserve('002', repeat('a', 64), 12582913, 100, 100, 10, '198.51.100.81') ->> 'code', 'too_large',
  'over 12 MB is refused');
select public.photo_reserve('002', repeat('b', 64), 1000, 100, 100, 10, '198.51.100.81') as reserved \gset
select matches(:'reserved'::json ->> 'path', '^[0-9a-f-]{36}/[0-9a-f-]{36}\.jpg$', 'the server chooses the path');
select is(public.photo_reserve('002', repeat('b', 64), 1000, 100, 100, 10, '198.51.100.81') ->> 'photo_id',
  :'reserved'::json ->> 'photo_id', 'the same photo again is the same reservation');
select is(public.photo_upload_of('006', (:'reserved'::json ->> 'photo_id')::uuid, '198.51.100.81') ->> 'code', 'not_found',
  'another family does not find the photo');
select is(public.photo_mark_uploaded((:'reserved'::json ->> 'photo_id')::uuid) ->> 'status', 'pending',
  'confirmed, it waits for the couple');
select is(public.photo_reserve('002', repeat('b', 64), 1000, 100, 100, 10, '198.51.100.81')::jsonb,
  jsonb_build_object('photo_id', :'reserved'::json ->> 'photo_id', 'already_stored', true, 'status', 'pending'),
  'sent again, it is already stored');
select is(public.photo_gallery()::jsonb, '{"visible": false, "photos": []}'::jsonb, 'guests see nothing until the gallery is shown');
reset role;

-- the couple
select set_config('request.jwt.claims', '{"role":"authenticated","email":"novios@example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(json_array_length(public.couple_photos()), 1, 'the couple sees the uploaded photo');
select is(public.couple_set_photo_status((:'reserved'::json ->> 'photo_id')::uuid, 'approved') ->> 'status', 'approved',
  'and approves it');
select lives_ok($$select public.couple_set_photo_settings(null, now() - interval '1 minute', 40, false, true)$$,
  'the couple closes uploads and shows the gallery');
select public.couple_new_screen_key() ->> 'key' as screen_key \gset
reset role;
set local role service_role;
select is(public.photo_reserve('006', repeat('c', 64), 1000, 100, 100, 10, '198.51.100.82') ->> 'code', 'closed',
  'outside the window, no upload');
select is(json_array_length(public.photo_gallery() -> 'photos'), 1, 'the shown gallery has the approved photo');
select is(json_array_length(public.photo_screen(:'screen_key') -> 'photos'), 1, 'the TV with its key shows it');
select is(public.photo_screen('not-the-key-of-the-couple') ->> 'code', 'bad_key', 'another key opens nothing');
reset role;

-- a signed-in stranger reaches none of the couple's functions
select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com","sub":"00000000-0000-4000-8000-000000000009"}', true);
set local role authenticated;
select throws_ok(call, '42501', null, format('a stranger cannot call %s', call))
from unnest(array[
  'select public.couple_photos()',
  'select public.couple_photo_settings()',
  'select public.couple_new_screen_key()',
  $$select public.couple_set_photo_settings(null, null, 1000, true, true)$$,
  format('select public.couple_set_photo_status(%L, %L)', :'reserved'::json ->> 'photo_id', 'hidden'),
  format('select public.couple_photo_paths(array[%L]::uuid[])', :'reserved'::json ->> 'photo_id'),
  format('select public.couple_delete_photo(%L)', :'reserved'::json ->> 'photo_id')
]) as call;
reset role;
select is((select status from public.photos where id = (:'reserved'::json ->> 'photo_id')::uuid), 'approved',
  'the stranger hid nothing and deleted nothing');
select is((select quota_per_invitation from public.photo_settings), 40, 'and changed no setting');

select * from finish();
rollback;
