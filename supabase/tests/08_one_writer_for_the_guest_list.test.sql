-- The dashboard (a couple member) and the guest-list tools (the service role) write through the
-- same couple_* functions, which read numbers and write history with the guests' helpers.
begin;
select plan(11);

insert into public.couple_members (email) values ('novios@example.com');

-- a couple member, as PostgREST runs the request
select set_config('request.jwt.claims', '{"role":"authenticated","email":"Novios@Example.com","sub":"00000000-0000-4000-8000-000000000001"}', true);
set local role authenticated;
select is(public.couple_update_invitation(E'\u00a0001\u200b', 'Familia García', null, 4) ->> 'family_name', 'Familia García',
  'a number with a no-break and a zero-width space finds the invitation, as find_invitation does');
select is(json_array_length(public.couple_invitation_history(E'001\u00a0')), 0,
  'the history is looked up with the same normalisation');
select is(public.couple_clear_answer(' 002') ->> 'will_attend', null, 'the couple member clears an answer');
select throws_ok($$select public.couple_clear_answer('002')$$, 'P0001', 'couple_not_answered',
  'clearing twice says there is no answer');
select is(
  (select changed_by || ' ' || changed_by_email from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id
   where g.human_key = '002' order by h.id desc limit 1),
  'couple novios@example.com',
  'the history names the member in lower case, as its policy requires');
select is(public.couple_record_answer('012', null, 0) ->> 'will_attend', null,
  'recording no answer on an unanswered invitation changes nothing');
select is((select count(*)::int from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id where g.human_key = '012'), 0,
  'and adds no history');
reset role;

-- another signed-in user clears nothing
select set_config('request.jwt.claims', '{"role":"authenticated","email":"curioso@example.com","sub":"00000000-0000-4000-8000-000000000002"}', true);
set local role authenticated;
select throws_ok($$select public.couple_clear_answer('014')$$, 'P0001', 'couple_not_found',
  'a stranger cannot clear an answer');
reset role;

-- the guest-list tools: the service role imports through the dashboard's function
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
set local role service_role;
select is(
  public.couple_import_invitations('[{"human_key":" zz1 ","family_name":" Familia Nueva ","family_chief":"","available_tickets":2}]', false)::jsonb,
  '{"inserted": 1, "updated": 0}'::jsonb,
  'the import adds an invitation, its number and names trimmed and upper-cased');
select throws_ok(
  $$select public.couple_import_invitations('[{"human_key":"ZZ1","family_name":"Otra","family_chief":null,"available_tickets":2}]', false)$$,
  'P0001', 'couple_duplicate_number', 'without updates an existing number is refused');
select is(
  public.couple_import_invitations('[{"human_key":"zz1","family_name":"Familia Nueva Ríos","family_chief":null,"available_tickets":3}]', true)::jsonb,
  '{"inserted": 0, "updated": 1}'::jsonb,
  'with updates the same number changes the invitation instead');
reset role;

select * from finish();
rollback;
