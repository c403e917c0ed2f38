-- The guest list: one row per invitation, answered by whoever holds its number.
create table public.rsvp_guests (
  id bigint generated always as identity primary key,
  human_key text not null unique check (human_key ~ '^[A-Z0-9]{1,3}$'),
  family_name text not null check (length(btrim(family_name)) > 0),
  family_chief text,
  available_tickets integer not null check (available_tickets between 1 and 50),
  confirmed_tickets integer not null default 0 check (confirmed_tickets between 0 and available_tickets),
  will_attend boolean,
  confirmed_at timestamptz,
  -- a decline holds no seats, an acceptance at least one
  check (will_attend is distinct from false or confirmed_tickets = 0),
  check (will_attend is distinct from true or confirmed_tickets >= 1)
);

comment on table public.rsvp_guests is 'Invitations and their answers; guests reach them only through find_invitation and respond_invitation.';
comment on column public.rsvp_guests.human_key is 'The invitation number printed on the invitation, e.g. 001: upper-case letters and digits, 1 to 3 characters.';

-- rows are never visible to the public roles; the guest functions run as their owner
alter table public.rsvp_guests enable row level security;
revoke all on table public.rsvp_guests from anon, authenticated, public;
