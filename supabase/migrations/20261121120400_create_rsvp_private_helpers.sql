-- Helpers of the guest functions, out of the API's reach.
create schema if not exists private;
revoke all on schema private from public;

-- the caller's address as PostgREST exposes it (the embedded server fills the same header);
-- a reused connection reports an unset setting as '' rather than null
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  with request as (
    select nullif(current_setting('request.headers', true), '')::json as headers
  )
  select coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  )
  from request;
$$;

-- raises rsvp_too_many_attempts after 10 failed look-ups from this address in 15 minutes
create function private.assert_not_throttled()
returns void
language plpgsql
set search_path = ''
as $$
begin
  if (
    select count(*) from public.rsvp_lookup_failures
    where client_address = private.client_address()
      and failed_at > now() - interval '15 minutes'
  ) >= 10 then
    raise exception 'rsvp_too_many_attempts' using errcode = 'P0001', hint = 'Wait 15 minutes.';
  end if;
end;
$$;

-- the record a guest may see: the spec's fields plus the modification deadline
create function private.invitation_json(guest public.rsvp_guests)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'id', guest.id,
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

-- what a guest types: trimmed, upper-case
create function private.normalize_human_key(raw text)
returns text
language sql
immutable
set search_path = ''
as $$
  select upper(btrim(coalesce(raw, '')));
$$;
