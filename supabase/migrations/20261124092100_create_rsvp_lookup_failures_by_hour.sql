-- Failed guest calls per hour and address bucket for the last day, for the couple's dashboard.
-- rsvp_lookup_failures keeps only the throttle's window (its purge stays as it is), so the
-- throttle's counts read a small table; this summary holds at most one row per address and hour,
-- filled by a trigger, so the throttle's own functions need no change.
create table public.rsvp_lookup_failures_by_hour (
  hour timestamptz not null,
  client_address text,
  misses integer not null check (misses > 0),
  unique nulls not distinct (hour, client_address)
);

comment on table public.rsvp_lookup_failures_by_hour is 'Failed guest calls per UTC hour and address bucket (null: no address known), kept about 24 hours; the couple reads it through couple_failed_lookups().';

-- the couple reads it; guests and other signed-in users see nothing
alter table public.rsvp_lookup_failures_by_hour enable row level security;
revoke all on table public.rsvp_lookup_failures_by_hour from anon, authenticated, public;
grant select on table public.rsvp_lookup_failures_by_hour to authenticated;

create policy "couple members read failed look-ups"
  on public.rsvp_lookup_failures_by_hour for select to authenticated
  using ((select public.is_couple_member()));

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

create trigger count_failure_by_hour
  after insert on public.rsvp_lookup_failures
  for each row execute function private.count_failure_by_hour();
