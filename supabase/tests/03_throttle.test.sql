-- Every failed guest call counts toward its address; both functions refuse once throttled.
begin;
select plan(16);

create function pg_temp.as_client(address text) returns void language sql as $$
  select set_config('request.headers', json_build_object('cf-connecting-ip', address)::text, true);
$$;
grant execute on function pg_temp.as_client(text) to anon;

set local role anon;

-- 14 unknown numbers through respond_invitation: refused from the 11th
select pg_temp.as_client('203.0.113.10');
select ok(public.respond_invitation('M' || n, true, 1) is null, format('miss %s through respond_invitation counts', n))
from generate_series(1, 10) n;
select throws_ok($$select public.respond_invitation('M11', true, 1)$$, 'P0001', 'rsvp_too_many_attempts', 'the 11th call is refused');
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'then a right number is refused by find_invitation');
select throws_ok($$select public.respond_invitation('004', true, 1)$$, 'P0001', 'rsvp_too_many_attempts', 'and by respond_invitation');

-- forging X-Forwarded-For behind Cloudflare changes nothing
select set_config('request.headers', '{"cf-connecting-ip":"203.0.113.10","x-forwarded-for":"10.0.0.99"}', true);
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'a forged X-Forwarded-For does not open a new bucket');

-- IPv6: one /64 is one bucket
select set_config('request.headers', json_build_object('cf-connecting-ip', '2001:db8:1:2::' || to_hex(n))::text, true),
       public.find_invitation('V' || n)
from generate_series(1, 10) n;
select pg_temp.as_client('2001:db8:1:2:ffff::9');
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'ten addresses of one IPv6 /64 share one bucket');
select pg_temp.as_client('2001:db8:1:3::1');
select ok(public.find_invitation('001') is not null, 'the next /64 is another bucket');

reset role;
select * from finish();
rollback;
