-- Failed look-ups per client address, to slow down guessing of invitation numbers.
create table public.rsvp_lookup_failures (
  id bigint generated always as identity primary key,
  client_address text not null,
  failed_at timestamptz not null default now()
);

comment on table public.rsvp_lookup_failures is 'One row per failed find_invitation; rows older than the throttle window can be deleted.';

-- the throttle counts recent failures of one address
create index rsvp_lookup_failures_address_idx on public.rsvp_lookup_failures (client_address, failed_at);

alter table public.rsvp_lookup_failures enable row level security;
revoke all on table public.rsvp_lookup_failures from anon, authenticated, public;
