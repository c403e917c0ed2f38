-- One trusted source for the client address, chosen by the deployment, and no way around the
-- throttle for a request whose address cannot be told.

-- Which header carries the address is a fact of where the database runs, so it lives with the
-- other settings of the RSVP rules: a row every migration, test and backup carries, changed with
-- one statement in the SQL editor. (A database setting, `alter database … set`, is refused to
-- the postgres role of hosted Supabase for custom names, and is lost by a dump of the schema.)
-- The default is hosted Supabase, where Cloudflare sets CF-Connecting-IP to the address that
-- opened the connection and replaces any value the client sent. A self-hosted Supabase behind
-- Kong, or anything else not behind Cloudflare, must say 'x-forwarded-for': there the client
-- writes CF-Connecting-IP itself, and only the last X-Forwarded-For element (the one the
-- project's own proxy appended) is the proxy's word. The seed (embedded database, local
-- Supabase) says 'x-forwarded-for'; the embedded server fills both headers from the socket.
alter table public.rsvp_settings
  add column client_address_header text not null default 'cf-connecting-ip'
    check (client_address_header in ('cf-connecting-ip', 'x-forwarded-for'));

comment on column public.rsvp_settings.client_address_header is 'Where the guest functions read the client address: cf-connecting-ip behind Cloudflare (hosted Supabase, the default), x-forwarded-for (its last element) behind the project''s own proxy.';

-- the bucket of every request whose address is missing or unreadable: shared and strict
-- (see private.assert_not_throttled), never "no throttle"
create function private.unknown_address()
returns text language sql immutable set search_path = '' as $$ select 'unknown' $$;

-- The caller's address bucket: an IPv4 address, an IPv6 /48 (what one site or subscriber can
-- be given, so one attacker's 2^80 addresses are one bucket), or the unknown bucket.
create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers json;
  trusted text;
  forwarded text[];
  candidate text;
  address inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    return private.unknown_address();
  end;
  select client_address_header into trusted from public.rsvp_settings;
  if trusted = 'x-forwarded-for' then
    forwarded := string_to_array(headers ->> 'x-forwarded-for', ',');
    candidate := forwarded[cardinality(forwarded)];
  else
    candidate := headers ->> 'cf-connecting-ip';
  end if;
  candidate := nullif(btrim(candidate), '');
  if candidate is null then
    return private.unknown_address();
  end if;
  begin
    address := candidate::inet;
  exception when others then
    return private.unknown_address();
  end;
  -- an IPv4 client seen through an IPv6 socket
  if family(address) = 6 and address << inet '::ffff:0:0/96' then
    address := substr(host(address), 8)::inet;
  end if;
  if family(address) = 6 then
    return network(set_masklen(address, 48))::text;
  end if;
  return host(address);
end;
$$;

comment on column public.rsvp_lookup_failures.client_address is 'The address bucket (IPv4 address, IPv6 /48, or ''unknown'' for a request without a readable address).';
