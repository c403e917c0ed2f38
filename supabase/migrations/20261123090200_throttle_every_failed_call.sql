-- Every failed guest call counts, whichever function; the count is race-free and bounded.

-- The caller's address bucket, or null when no trustworthy address is known.
-- Hosted Supabase is served through Cloudflare, which sets CF-Connecting-IP to the address that
-- opened the connection and replaces any value the client sent; X-Forwarded-For keeps whatever
-- the client wrote in front, so only its last element (added by the proxy nearest to PostgREST)
-- is used, and only without CF-Connecting-IP (self-hosted). IPv6 counts per /64, the block one
-- subscriber gets, so one line cannot hop through 2^64 addresses.
create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  forwarded text[] := string_to_array(headers ->> 'x-forwarded-for', ',');
  candidate text;
  address inet;
begin
  candidate := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(forwarded[cardinality(forwarded)]), '')
  );
  if candidate is null then
    return null;
  end if;
  begin
    address := candidate::inet;
  exception when invalid_text_representation then
    return null;
  end;
  -- an IPv4 client seen through an IPv6 socket
  if family(address) = 6 and address << inet '::ffff:0:0/96' then
    address := substr(host(address), 8)::inet;
  end if;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end;
$$;

-- the rules of the throttle, in one place
create function private.throttle_window()
returns interval language sql immutable set search_path = '' as $$ select interval '15 minutes' $$;

-- misses from one address in the window before it is refused
create function private.throttle_limit()
returns integer language sql immutable set search_path = '' as $$ select 10 $$;

-- misses from all addresses in the window beyond which a sweep is assumed
create function private.throttle_global_ceiling()
returns integer language sql immutable set search_path = '' as $$ select 200 $$;

-- misses per address while the ceiling is passed: a typo and two retries; a guest who types
-- a right number is never refused
create function private.throttle_limit_under_sweep()
returns integer language sql immutable set search_path = '' as $$ select 3 $$;

alter table public.rsvp_lookup_failures alter column client_address drop not null;
comment on table public.rsvp_lookup_failures is 'One row per failed guest call (unknown invitation number); rows older than the throttle window are purged as new ones arrive.';
comment on column public.rsvp_lookup_failures.client_address is 'The address bucket (IPv4 address or IPv6 /64); null when none was known (counts toward the global ceiling only).';
-- the global count and the purge read by time
create index rsvp_lookup_failures_failed_at_idx on public.rsvp_lookup_failures (failed_at);

-- Raises rsvp_too_many_attempts when this address may not try now. Takes the address's
-- transaction lock first, so concurrent calls from it count and record one after another.
create or replace function private.assert_not_throttled()
returns void
language plpgsql
set search_path = ''
as $$
declare
  address text := private.client_address();
  since timestamptz := now() - private.throttle_window();
  allowed integer := private.throttle_limit();
  misses integer;
begin
  if address is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('rsvp_throttle:' || address, 0));

  select count(*) into misses from (
    select from public.rsvp_lookup_failures
    where failed_at > since
    limit private.throttle_global_ceiling()
  ) recent;
  if misses >= private.throttle_global_ceiling() then
    allowed := private.throttle_limit_under_sweep();
  end if;

  select count(*) into misses
  from public.rsvp_lookup_failures
  where client_address = address and failed_at > since;
  if misses >= allowed then
    raise exception 'rsvp_too_many_attempts' using errcode = 'P0001', hint = 'Wait 15 minutes.';
  end if;
end;
$$;

-- Records a failed call of this address and forgets failures that no longer count; one
-- caller at a time purges, the others skip it.
create function private.record_failure()
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into public.rsvp_lookup_failures (client_address) values (private.client_address());
  if pg_try_advisory_xact_lock(hashtextextended('rsvp_throttle_purge', 0)) then
    delete from public.rsvp_lookup_failures where failed_at <= now() - private.throttle_window();
  end if;
end;
$$;

-- what a guest types: without surrounding whitespace of any kind (tabs, line breaks, no-break
-- and zero-width spaces pasted from a chat), upper-case
create or replace function private.normalize_human_key(raw text)
returns text
language sql
immutable
set search_path = ''
as $$
  select upper(regexp_replace(
    coalesce(raw, ''),
    '^[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g'
  ));
$$;

-- the record a guest may see: the spec's fields plus the modification deadline, never the id
create or replace function private.invitation_json(guest public.rsvp_guests)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'human_key', guest.human_key,
    'family_name', guest.family_name,
    'family_chief', guest.family_chief,
    'available_tickets', guest.available_tickets,
    'confirmed_tickets', guest.confirmed_tickets,
    'will_attend', guest.will_attend,
    'confirmed_at', guest.confirmed_at,
    'modification_deadline', (select modification_deadline from public.rsvp_settings)
  );
$$;

create or replace function public.find_invitation(p_human_key text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
begin
  perform private.assert_not_throttled();

  select * into guest
  from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key);

  if not found then
    perform private.record_failure();
    return null;
  end if;

  return private.invitation_json(guest);
end;
$$;

comment on function public.find_invitation(text) is 'The invitation with this number (spec fields plus modification_deadline), or null; a miss counts toward the caller''s throttle.';

-- An unknown number answers null, like find_invitation, so that the miss is committed and
-- counts; raising would roll it back and leave this function an unthrottled way to guess.
create or replace function public.respond_invitation(
  p_human_key text,
  p_will_attend boolean,
  p_confirmed_tickets integer
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  guest public.rsvp_guests;
  deadline timestamptz;
  tickets integer;
begin
  perform private.assert_not_throttled();

  -- one answer at a time per invitation, so concurrent answers cannot interleave
  select * into guest
  from public.rsvp_guests
  where human_key = private.normalize_human_key(p_human_key)
  for update;

  if not found then
    perform private.record_failure();
    return null;
  end if;

  if p_will_attend is null then
    raise exception 'rsvp_invalid_tickets' using errcode = 'P0001', detail = 'will_attend is required';
  end if;

  if p_will_attend then
    if p_confirmed_tickets is null or p_confirmed_tickets < 1 or p_confirmed_tickets > guest.available_tickets then
      raise exception 'rsvp_invalid_tickets' using errcode = 'P0001',
        detail = format('between 1 and %s tickets', guest.available_tickets);
    end if;
    tickets := p_confirmed_tickets;
  else
    if coalesce(p_confirmed_tickets, 0) <> 0 then
      raise exception 'rsvp_invalid_tickets' using errcode = 'P0001', detail = 'a decline holds no tickets';
    end if;
    tickets := 0;
  end if;

  select modification_deadline::timestamp at time zone 'UTC' into deadline from public.rsvp_settings;
  if guest.confirmed_at is not null and guest.will_attend is not null and now() >= deadline then
    raise exception 'rsvp_deadline_passed' using errcode = 'P0001',
      detail = format('answers could change until %s UTC', deadline);
  end if;

  update public.rsvp_guests
  set will_attend = p_will_attend,
      confirmed_tickets = tickets,
      confirmed_at = now()
  where id = guest.id
  returning * into guest;

  perform private.record_answer(guest, 'guest');

  return private.invitation_json(guest);
end;
$$;

comment on function public.respond_invitation(text, boolean, integer) is 'Saves a guest''s answer under the RSVP rules and returns the updated invitation; null for an unknown number, which counts toward the caller''s throttle.';
