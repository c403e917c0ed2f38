-- A sweep of the invitation numbers costs more than the wedding lasts, and an address that
-- cannot be told gets the strictest bucket rather than none.
--
-- The rules, per address bucket (private.client_address: an IPv4 address, an IPv6 /48, or the
-- one shared bucket of requests without a readable address):
--   * 10 misses in 15 minutes, and 30 in 24 hours, then every call is refused
--     (rsvp_too_many_attempts), even with a right number.
--   * A hard global ceiling: once 100 misses from all buckets together happened in 15 minutes,
--     a bucket may miss once in 15 minutes instead of 10. The check comes before the look-up,
--     so a bucket with no miss of its own is looked up as always: a right number is served, and
--     a wrong one is recorded (answered null, like every miss) and leaves that bucket refused
--     for the window. A guest who types a right number is therefore never refused because of
--     other people's misses, only after a miss of their own during a sweep.
--   * The unknown bucket is always held to that one miss per 15 minutes: a request reaches it
--     only by a misconfigured proxy or an attacker, and a stranger filling it costs no guest
--     with an address anything.
-- A refusal after a look-up would tell the attacker as much as the null does, so each bucket
-- without misses is worth one guess per window however the miss is answered: the ceiling bounds
-- guesses per window to about 100 + the attacker's buckets, and the daily budget bounds each
-- bucket. README.md ("Throttled") works out what a sweep costs.

create or replace function private.throttle_limit_under_sweep()
returns integer language sql immutable set search_path = '' as $$ select 1 $$;

create or replace function private.throttle_global_ceiling()
returns integer language sql immutable set search_path = '' as $$ select 100 $$;

-- the longer memory of a bucket, and how many misses it may have in it
create function private.throttle_day()
returns interval language sql immutable set search_path = '' as $$ select interval '24 hours' $$;

create function private.throttle_daily_limit()
returns integer language sql immutable set search_path = '' as $$ select 30 $$;

-- failures recorded without an address before this migration belong to the unknown bucket
update public.rsvp_lookup_failures set client_address = private.unknown_address()
where client_address is null;
alter table public.rsvp_lookup_failures alter column client_address set not null;
comment on table public.rsvp_lookup_failures is 'One row per failed guest call (unknown invitation number); rows older than the throttle''s day are purged as new ones arrive.';

-- Raises rsvp_too_many_attempts when this bucket may not try now. Takes the bucket's
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
  everyone integer;
  misses integer;
  misses_today integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('rsvp_throttle:' || address, 0));

  select count(*) into everyone from (
    select from public.rsvp_lookup_failures
    where failed_at > since
    limit private.throttle_global_ceiling()
  ) recent;
  if everyone >= private.throttle_global_ceiling() or address = private.unknown_address() then
    allowed := private.throttle_limit_under_sweep();
  end if;

  select count(*) filter (where failed_at > since), count(*)
  into misses, misses_today
  from public.rsvp_lookup_failures
  where client_address = address and failed_at > now() - private.throttle_day();
  if misses >= allowed or misses_today >= private.throttle_daily_limit() then
    raise exception 'rsvp_too_many_attempts' using errcode = 'P0001', hint = 'Wait 15 minutes.';
  end if;
end;
$$;

-- Records a failed call of this bucket and forgets failures older than the daily budget; one
-- caller at a time purges, the others skip it.
create or replace function private.record_failure()
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into public.rsvp_lookup_failures (client_address) values (private.client_address());
  if pg_try_advisory_xact_lock(hashtextextended('rsvp_throttle_purge', 0)) then
    delete from public.rsvp_lookup_failures where failed_at <= now() - private.throttle_day();
  end if;
end;
$$;
