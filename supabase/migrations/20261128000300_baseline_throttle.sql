-- the bucket of every request whose address is missing or unreadable: shared and strict
-- (see private.assert_not_throttled), never "no throttle"
create function private.unknown_address()
returns text language sql immutable set search_path = '' as $$ select 'unknown' $$;
revoke all on function private.unknown_address() from public;

-- the rules of the throttle, in one place
create function private.throttle_window()
returns interval language sql immutable set search_path = '' as $$ select interval '15 minutes' $$;
revoke all on function private.throttle_window() from public;

-- misses from one address in the window before it is refused
create function private.throttle_limit()
returns integer language sql immutable set search_path = '' as $$ select 10 $$;
revoke all on function private.throttle_limit() from public;

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
-- bucket. docs/rsvp-and-database.md works out what a sweep costs.

create function private.throttle_limit_under_sweep()
returns integer language sql immutable set search_path = '' as $$ select 1 $$;
revoke all on function private.throttle_limit_under_sweep() from public;

create function private.throttle_global_ceiling()
returns integer language sql immutable set search_path = '' as $$ select 100 $$;
revoke all on function private.throttle_global_ceiling() from public;

create function private.throttle_daily_limit()
returns integer language sql immutable set search_path = '' as $$ select 30 $$;
revoke all on function private.throttle_daily_limit() from public;

-- the longer memory of a bucket, and how many misses it may have in it
create function private.throttle_day()
returns interval language sql immutable set search_path = '' as $$ select interval '24 hours' $$;
revoke all on function private.throttle_day() from public;

-- The caller's address bucket: an IPv4 address, an IPv6 /48 (what one site or subscriber can
-- be given, so one attacker's 2^80 addresses are one bucket), or the unknown bucket.
create function private.client_address()
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
revoke all on function private.client_address() from public;

-- Raises rsvp_too_many_attempts when this bucket may not try now. Takes the bucket's
-- transaction lock first, so concurrent calls from it count and record one after another.
create function private.assert_not_throttled()
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
revoke all on function private.assert_not_throttled() from public;

-- Records a failed call of this bucket and forgets failures older than the daily budget; one
-- caller at a time purges, the others skip it.
create function private.record_failure()
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
revoke all on function private.record_failure() from public;

-- counts each recorded failure in its hour and forgets hours older than a day; one caller at a
-- time purges, the others skip it
create function private.count_failure_by_hour()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  insert into public.rsvp_lookup_failures_by_hour as summary (hour, client_address, misses)
  values (date_trunc('hour', new.failed_at, 'UTC'), new.client_address, 1)
  on conflict (hour, client_address) do update set misses = summary.misses + 1;
  if pg_try_advisory_xact_lock(hashtextextended('rsvp_failures_by_hour_purge', 0)) then
    delete from public.rsvp_lookup_failures_by_hour where hour < now() - interval '25 hours';
  end if;
  return null;
end;
$$;
revoke all on function private.count_failure_by_hour() from public;

create trigger count_failure_by_hour
  after insert on public.rsvp_lookup_failures
  for each row execute function private.count_failure_by_hour();
