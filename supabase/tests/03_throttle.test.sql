-- Every failed guest call counts toward its address bucket, read from the one header the
-- deployment trusts (rsvp_settings.client_address_header); a missing or unreadable address is
-- throttled in one strict shared bucket; a sweep over many addresses meets a global ceiling.
begin;
select plan(30);

create function pg_temp.as_client(headers json) returns void language sql as $$
  select set_config('request.headers', headers::text, true);
$$;
grant execute on function pg_temp.as_client(json) to anon;

create function pg_temp.outcome(key text) returns text language plpgsql as $$
begin
  return case when public.find_invitation(key) is null then 'miss' else 'found' end;
exception when raise_exception then
  return sqlerrm;
end;
$$;
grant execute on function pg_temp.outcome(text) to anon;

create function pg_temp.outcome_from(headers json, key text) returns text language plpgsql as $$
begin
  perform pg_temp.as_client(headers);
  return pg_temp.outcome(key);
end;
$$;
grant execute on function pg_temp.outcome_from(json, text) to anon;

create function pg_temp.forged_misses() returns text[] language plpgsql as $$
declare
  outcomes text[] := '{}';
begin
  for n in 1..14 loop
    perform pg_temp.as_client(json_build_object(
      'cf-connecting-ip', '198.18.0.' || n,
      'x-real-ip', '198.18.1.' || n,
      'x-forwarded-for', '198.18.2.' || n || ', 203.0.113.20'));
    outcomes := outcomes || pg_temp.outcome('F' || n);
  end loop;
  return outcomes;
end;
$$;
grant execute on function pg_temp.forged_misses() to anon;

select is(
  (select client_address_header from public.rsvp_settings),
  'x-forwarded-for',
  'the seed (embedded database, local Supabase) trusts the proxy''s X-Forwarded-For'
);

set local role anon;

-- 14 unknown numbers through respond_invitation: refused from the 11th
select pg_temp.as_client('{"x-forwarded-for":"203.0.113.10"}');
select ok(public.respond_invitation('M' || n, true, 1) is null, format('miss %s through respond_invitation counts', n))
from generate_series(1, 10) n;
select throws_ok($$select public.respond_invitation('M11', true, 1)$$, 'P0001', 'rsvp_too_many_attempts', 'the 11th call is refused');
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'then a right number is refused by find_invitation');
select throws_ok($$select public.respond_invitation('004', true, 1)$$, 'P0001', 'rsvp_too_many_attempts', 'and by respond_invitation');

-- forged headers, new on every call, in front of the proxy's own X-Forwarded-For element
select is(
  pg_temp.forged_misses(),
  array_fill('miss'::text, array[10]) || array_fill('rsvp_too_many_attempts'::text, array[4]),
  '14 misses with forged CF-Connecting-IP, X-Real-IP and X-Forwarded-For are refused by the 11th'
);
select pg_temp.as_client('{"cf-connecting-ip":"198.18.9.9","x-forwarded-for":"203.0.113.20"}');
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'CF-Connecting-IP is ignored unless the setting says Cloudflare');

-- no address, or an unreadable one: one strict shared bucket, never "no throttle"
select pg_temp.as_client('{}');
select ok(public.find_invitation('001') is not null, 'a request without an address may still open a right number');
select ok(public.find_invitation('N1') is null, 'its first miss answers null');
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'then a request without an address is throttled');
select pg_temp.as_client('{"x-forwarded-for":"garbage"}');
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'an unreadable address shares that bucket');
select set_config('request.headers', '', true);
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'and so do empty request headers (a reused connection)');
select set_config('request.headers', 'not json', true);
select throws_ok($$select public.respond_invitation('001', true, 1)$$, 'P0001', 'rsvp_too_many_attempts', 'and unparseable request headers');

-- IPv6: one /48 is one bucket
select pg_temp.outcome_from(json_build_object('x-forwarded-for', '2001:db8:1:' || to_hex(n) || '::1'), 'V' || n)
from generate_series(1, 10) n;
select pg_temp.as_client('{"x-forwarded-for":"2001:db8:1:ffff::9"}');
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'ten /64s of one IPv6 /48 share one bucket');
select pg_temp.as_client('{"x-forwarded-for":"2001:db8:2::1"}');
select ok(public.find_invitation('001') is not null, 'the next /48 is another bucket');

-- hosted Supabase: Cloudflare's CF-Connecting-IP, never X-Forwarded-For
reset role;
update public.rsvp_settings set client_address_header = 'cf-connecting-ip';
delete from public.rsvp_lookup_failures where client_address = 'unknown';
set local role anon;
select pg_temp.as_client('{"cf-connecting-ip":"198.51.100.30","x-forwarded-for":"203.0.113.10"}');
select ok(public.find_invitation('001') is not null, 'behind Cloudflare the bucket is CF-Connecting-IP, not the throttled X-Forwarded-For');
select pg_temp.as_client('{"x-forwarded-for":"198.51.100.31"}');
select ok(public.find_invitation('N2') is null, 'without CF-Connecting-IP a miss counts…');
reset role;
select is(
  (select array_agg(distinct client_address) from public.rsvp_lookup_failures where failed_at = now() and client_address in ('198.51.100.31', 'unknown')),
  array['unknown'],
  '…in the unknown bucket, not under the X-Forwarded-For the client may have written'
);

-- a sweep over many addresses: past 100 misses in 15 minutes, one miss per address
insert into public.rsvp_lookup_failures (client_address)
select '192.0.2.' || n from generate_series(1, 100) n;
set local role anon;
select pg_temp.as_client('{"cf-connecting-ip":"198.51.100.40"}');
select ok(public.find_invitation('S1') is null, 'during a sweep a fresh address gets one miss');
select throws_ok($$select public.find_invitation('007')$$, 'P0001', 'rsvp_too_many_attempts', 'and no second call');
select pg_temp.as_client('{"cf-connecting-ip":"198.51.100.41"}');
select ok(public.respond_invitation('007', true, 1) is not null, 'a guest without misses of their own answers with a right number during a sweep');

reset role;
select * from finish();
rollback;
