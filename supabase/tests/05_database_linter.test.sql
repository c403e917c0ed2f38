-- The rules of Supabase's database linter (splinter) that apply to this schema.
begin;
select plan(4);

-- 0013 rls_disabled_in_public
select is_empty(
  $$select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity$$,
  'row-level security is enabled on every table in public'
);

-- 0011 function_search_path_mutable
select is_empty(
  $$select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and not exists (select from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')$$,
  'every function in public and private sets its search_path'
);

-- security-definer functions exposed to the API roles: only the guest functions (the two of the
-- answer and the read-only pase) for anon, and those and the door's for authenticated
select set_eq(
  $$select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'execute')$$,
  array['find_invitation(text)', 'respond_invitation(text,boolean,integer,json,text,text)', 'find_pase(text)'],
  'anon can execute no security-definer function but the guest functions'
);
select set_eq(
  $$select p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prosecdef and has_function_privilege('authenticated', p.oid, 'execute')$$,
  array['find_invitation(text)', 'respond_invitation(text,boolean,integer,json,text,text)', 'find_pase(text)',
        'door_day()', 'door_guest_list()', 'door_find_number(text)',
        'door_record_arrival(uuid,text,integer,boolean,timestamp with time zone,integer[])',
        'door_undo_arrival(uuid)', 'door_totals()',
        -- the photo wall's tables are out of the API's reach: the couple's functions read them as
        -- their owner, each refusing anyone but the couple (28_photo_wall)
        'couple_photos()', 'couple_set_photo_status(uuid,text)', 'couple_photo_settings()',
        'couple_set_photo_settings(timestamp with time zone,timestamp with time zone,integer,boolean,boolean)',
        'couple_new_screen_key()', 'couple_photo_paths(uuid[])', 'couple_delete_photo(uuid)'],
  'authenticated can execute no security-definer function but the guest functions, the door''s and the photo wall''s couple functions, which check the caller (19_door, 28_photo_wall)'
);

select * from finish();
rollback;
