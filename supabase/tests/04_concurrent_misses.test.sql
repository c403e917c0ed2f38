-- 90 misses from one address at the same instant, over 90 real connections: the per-address
-- lock lets exactly 10 record, the rest are refused. Without it, check-then-insert races.
begin;
select plan(2);

-- the failures of other connections are committed; this address is used by no other test
select dblink_connect('c' || n, current_setting('rsvp_test.connection')) from generate_series(1, 90) n;
select dblink_exec('c' || n, 'set role anon') from generate_series(1, 90) n;
select dblink_exec('c' || n, $$set "request.headers" = '{"x-forwarded-for":"198.51.100.99"}'$$)
from generate_series(1, 90) n;

-- a gate: every connection waits on this lock, then all miss at once
select pg_advisory_lock(4242);
select dblink_send_query(
  'c' || n,
  format($$with gate as materialized (select pg_advisory_lock_shared(4242))
           select public.find_invitation('ZC%s') from gate$$, n)
) from generate_series(1, 90) n;
select pg_sleep(0.5);
select pg_advisory_unlock(4242);

-- wait for every answer (a refused one reports its error as a notice)
select count(*) from generate_series(1, 90) n,
  lateral (select * from dblink_get_result('c' || n, false) as r(result json)) answers;
select dblink_disconnect('c' || n) from generate_series(1, 90) n;

select is(
  (select count(*)::int from public.rsvp_lookup_failures where client_address = '198.51.100.99'),
  10,
  '90 concurrent misses from one address record exactly 10'
);
set local role anon;
select set_config('request.headers', '{"x-forwarded-for":"198.51.100.99"}', true);
select throws_ok($$select public.find_invitation('001')$$, 'P0001', 'rsvp_too_many_attempts', 'and the address is throttled');
reset role;

select * from finish();
rollback;
