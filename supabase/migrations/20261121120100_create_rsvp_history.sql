-- Every accepted answer, so the couple can see who changed what and when.
create table public.rsvp_history (
  id bigint generated always as identity primary key,
  guest_id bigint not null references public.rsvp_guests (id) on delete cascade,
  will_attend boolean not null,
  confirmed_tickets integer not null check (confirmed_tickets >= 0),
  answered_at timestamptz not null default now()
);

comment on table public.rsvp_history is 'Append-only log of RSVP answers; readable by the couple (service role), never by guests.';

-- the couple reads history by guest
create index rsvp_history_guest_id_idx on public.rsvp_history (guest_id, answered_at);

alter table public.rsvp_history enable row level security;
revoke all on table public.rsvp_history from anon, authenticated, public;
