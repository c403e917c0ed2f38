-- Settings of the RSVP rules: a single row.
create table public.rsvp_settings (
  id boolean primary key default true check (id),
  modification_deadline date not null default date '2025-10-05'
);

comment on table public.rsvp_settings is 'One row: answered invitations may change until midnight UTC of modification_deadline.';

insert into public.rsvp_settings (id) values (true);

alter table public.rsvp_settings enable row level security;
revoke all on table public.rsvp_settings from anon, authenticated, public;
