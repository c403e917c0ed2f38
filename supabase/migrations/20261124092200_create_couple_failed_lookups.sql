-- The dashboard's view of failed look-ups: per hour for the last 24 hours, the addresses with
-- the most, and whether it looks like a sweep. Security invoker: the summary's policy lets only
-- the couple see anything (a stranger sees 24 empty hours).
--
-- A spike is an hour with at least 25 misses, a quarter of the throttle's global ceiling
-- (private.throttle_global_ceiling(), 100 misses per 15 minutes; supabase/tests checks the two
-- agree): guests who mistype their number make a handful an hour, and a sweep kept just under
-- the ceiling still makes hundreds.
create function public.couple_failed_lookups()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  with settings as (
    select 25 as spike_threshold, date_trunc('hour', now(), 'UTC') - interval '23 hours' as since
  ), hours as (
    select generate_series(s.since, s.since + interval '23 hours', interval '1 hour') as hour
    from settings s
  ), recent as (
    select f.hour, f.client_address, f.misses
    from public.rsvp_lookup_failures_by_hour f, settings s
    where f.hour >= s.since
  ), per_hour as (
    select h.hour, coalesce(sum(r.misses), 0)::integer as misses
    from hours h left join recent r on r.hour = h.hour
    group by h.hour
  ), per_address as (
    select client_address, sum(misses)::integer as misses
    from recent
    group by client_address
    order by misses desc, client_address
    limit 5
  )
  select json_build_object(
    'hours', (select json_agg(json_build_object('hour', hour, 'misses', misses) order by hour) from per_hour),
    'total', (select coalesce(sum(misses), 0)::integer from recent),
    'top_addresses', (
      select coalesce(json_agg(json_build_object('address', client_address, 'misses', misses)
        order by misses desc, client_address), '[]'::json)
      from per_address
    ),
    'spike_threshold', (select spike_threshold from settings),
    'spike', exists (select from per_hour, settings where per_hour.misses >= settings.spike_threshold)
  );
$$;

comment on function public.couple_failed_lookups() is 'Failed guest look-ups of the last 24 hours per UTC hour, the five address buckets with the most, and whether an hour reached the spike threshold.';

revoke all on function public.couple_failed_lookups() from public, anon;
grant execute on function public.couple_failed_lookups() to authenticated, service_role;
