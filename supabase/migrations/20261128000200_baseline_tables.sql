-- The tables. Guests never read them: the guest functions run as their owner. The couple reads
-- them through the policies of the couple's access (a later file of this baseline).

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
  -- when a family first and last opened its invitation (a successful find_invitation), so the
  -- couple sees who has looked but not answered
  first_opened_at timestamptz,
  last_opened_at timestamptz,
  message text
    check (message is null or (char_length(message) between 1 and 1000
                               and message !~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]')),
  song text
    check (song is null or (char_length(song) between 1 and 200 and song !~ '[[:cntrl:]]')),
  -- the couple's alone: the guest functions never answer it
  phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  -- this family's own last day to change its answer (a family that called); null: the general one
  modification_deadline date,
  -- the events this family is invited to (the civil ceremony or the tornaboda only); null: all
  event_keys text[]
    check (event_keys is null or (cardinality(event_keys) <= 10 and private.is_key_list(event_keys))),
  -- a decline holds no seats, an acceptance at least one
  check (will_attend is distinct from false or confirmed_tickets = 0),
  check (will_attend is distinct from true or confirmed_tickets >= 1)
);
comment on table public.rsvp_guests is 'Invitations and their answers; guests reach them only through find_invitation and respond_invitation.';
comment on column public.rsvp_guests.human_key is 'The invitation number printed on the invitation, e.g. 001: 3 upper-case letters or digits (numbers of 1 or 2 written before 20261124090200 still work).';
comment on column public.rsvp_guests.first_opened_at is 'The first successful look-up of this invitation number by a guest.';
comment on column public.rsvp_guests.last_opened_at is 'The latest successful look-up of this invitation number by a guest.';
comment on column public.rsvp_guests.message is 'The family''s message to the couple, with its answer (line breaks allowed).';
comment on column public.rsvp_guests.song is 'The family''s song request, with its answer.';
comment on column public.rsvp_guests.phone is 'The family''s phone in E.164 (+525512345678), for the couple''s WhatsApp messages; never shown to guests.';
comment on column public.rsvp_guests.modification_deadline is 'This invitation''s own last day to change its answer; null: the general date (rsvp_settings.modification_deadline).';
comment on column public.rsvp_guests.event_keys is 'The events this invitation is invited to (keys of rsvp_settings.event_keys); null: all of them.';
alter table public.rsvp_guests enable row level security;
grant select, insert, update, delete on table public.rsvp_guests to authenticated;

-- Who comes, not just how many: one row per person of an accepted answer, written only through
-- the guest and couple functions, in the answer's own transaction.
create table public.rsvp_attendees (
  guest_id bigint not null references public.rsvp_guests (id) on delete cascade,
  position smallint not null check (position between 1 and 50),
  full_name text check (full_name is null or (char_length(full_name) between 1 and 80
                                              and full_name = btrim(full_name)
                                              and full_name !~ '[[:cntrl:]]')),
  is_child boolean not null default false,
  meal text check (meal is null or meal ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  meal_details text check (meal_details is null or (char_length(meal_details) between 1 and 200
                                                    and meal_details !~ '[[:cntrl:]]')),
  events text[] not null default array[]::text[]
    check (cardinality(events) <= 10 and private.is_key_list(events)),
  primary key (guest_id, position)
);
-- New names only: rows an earlier version stored stay readable as they are. (The answer's other
-- texts are checked by the functions that write them.)
alter table public.rsvp_attendees
  add constraint rsvp_attendees_full_name_visible
    check (not private.has_invisible_character(full_name))
    not valid;
comment on table public.rsvp_attendees is 'The people of an accepted answer, one per confirmed seat at most; written only by the guest and couple functions.';
alter table public.rsvp_attendees enable row level security;
grant select on table public.rsvp_attendees to authenticated;

-- Every answer and every change of one, so the couple can see who changed what and when: the
-- guest (through the invitation number), the couple, or the couple's restore after an attack.
create table public.rsvp_history (
  id bigint generated always as identity primary key,
  guest_id bigint not null references public.rsvp_guests (id) on delete cascade,
  will_attend boolean,
  confirmed_tickets integer not null check (confirmed_tickets >= 0),
  answered_at timestamptz not null default now(),
  changed_by text not null default 'guest'
    check (changed_by in ('guest', 'couple', 'couple_restore')),
  -- the couple member's email from the request's JWT, when there is one
  changed_by_email text,
  client_address text,
  people json,
  message text,
  song text,
  -- a cleared answer is a row without will_attend
  check (will_attend is not null or confirmed_tickets = 0)
);
comment on table public.rsvp_history is 'Append-only log of RSVP answers; readable by the couple (service role), never by guests.';
comment on column public.rsvp_history.will_attend is 'The answer; null when the couple cleared it.';
comment on column public.rsvp_history.changed_by is 'guest: through find/respond_invitation; couple: through the guest-list tools or the dashboard; couple_restore: the dashboard''s undo of an attack (couple_restore_answers).';
comment on column public.rsvp_history.client_address is 'The address bucket of a guest''s answer (as the throttle counts it); null for the couple''s entries and when no address was known.';
comment on column public.rsvp_history.people is 'The answer''s people as they were saved with it (the shape of find_invitation''s people).';
-- the couple reads history by guest, and the restore reads the answers of a time window
create index rsvp_history_guest_id_idx on public.rsvp_history (guest_id, answered_at);
create index rsvp_history_answered_at_idx on public.rsvp_history (answered_at);
alter table public.rsvp_history enable row level security;
grant select, insert on table public.rsvp_history to authenticated;

-- Each message the couple sends a family: which one, when and by whom.
create table public.rsvp_sends (
  id bigint generated always as identity primary key,
  guest_id bigint not null references public.rsvp_guests (id) on delete cascade,
  template text not null
    check (template in ('invitation', 'reminder', 'deadline', 'day_before', 'thanks')),
  sent_at timestamptz not null default now(),
  sent_by_email text
);
comment on table public.rsvp_sends is 'Each message the couple sent a family (which template, when, by whom); written only by couple_record_send.';
comment on column public.rsvp_sends.sent_by_email is 'The couple member who sent it, from the JWT; null when the service role recorded it.';
create index rsvp_sends_guest_newest_first on public.rsvp_sends (guest_id, sent_at desc, id desc);
alter table public.rsvp_sends enable row level security;
grant select on table public.rsvp_sends to authenticated;

-- Who changed a deadline, when, and to what: the general date (guest_id null) or one invitation's
-- (deadline null: back to the general date).
create table public.rsvp_deadline_changes (
  id bigint generated always as identity primary key,
  guest_id bigint references public.rsvp_guests (id) on delete cascade,
  deadline date,
  changed_at timestamptz not null default now(),
  -- the couple member's email from the request's JWT; null for the owner or the service role
  changed_by_email text
);
comment on table public.rsvp_deadline_changes is 'Each change of the general modification deadline (guest_id null) or of one invitation''s own; written by triggers, read by the couple.';
create index rsvp_deadline_changes_guest on public.rsvp_deadline_changes (guest_id, changed_at);
alter table public.rsvp_deadline_changes enable row level security;
grant select on table public.rsvp_deadline_changes to authenticated;

-- The settings of the RSVP rules: a single row.
create table public.rsvp_settings (
  id boolean primary key default true check (id),
  modification_deadline date not null default date '2025-10-05',
  -- Which header carries the client address is a fact of where the database runs, so it lives
  -- here: a row every migration, test and backup carries, changed with one statement in the SQL
  -- editor. (A database setting, `alter database … set`, is refused to the postgres role of
  -- hosted Supabase for custom names, and is lost by a dump of the schema.) The default is
  -- hosted Supabase, where Cloudflare sets CF-Connecting-IP to the address that opened the
  -- connection and replaces any value the client sent. A self-hosted Supabase behind Kong, or
  -- anything else not behind Cloudflare, must say 'x-forwarded-for': there the client writes
  -- CF-Connecting-IP itself, and only the last X-Forwarded-For element (the one the project's
  -- own proxy appended) is the proxy's word. The seed (embedded database, local Supabase) says
  -- 'x-forwarded-for'; the embedded server fills both headers from the socket.
  client_address_header text not null default 'cf-connecting-ip'
    check (client_address_header in ('cf-connecting-ip', 'x-forwarded-for')),
  -- The couple's «Preguntas de la confirmación» (the Studio): whether every seat needs a name,
  -- which meal choices a person may pick and which events a person may say they attend. The
  -- defaults are the default dataset's, so a new database already follows them.
  attendee_names_required boolean not null default false,
  meal_choices text[] not null
    default array['sin-restricciones', 'vegetariano', 'vegano', 'sin-gluten', 'alergia']
    check (cardinality(meal_choices) <= 20 and private.is_key_list(meal_choices)),
  event_keys text[] not null default array[]::text[]
    check (cardinality(event_keys) <= 10 and private.is_key_list(event_keys))
);
comment on table public.rsvp_settings is 'One row: answered invitations may change until midnight UTC of modification_deadline.';
comment on column public.rsvp_settings.client_address_header is 'Where the guest functions read the client address: cf-connecting-ip behind Cloudflare (hosted Supabase, the default), x-forwarded-for (its last element) behind the project''s own proxy.';
comment on column public.rsvp_settings.attendee_names_required is 'When true, an acceptance names one person per confirmed seat.';
comment on column public.rsvp_settings.meal_choices is 'Keys of the meal choices a person may pick (the Studio''s «Preguntas de la confirmación»).';
comment on column public.rsvp_settings.event_keys is 'Keys of the events a person may say they attend; empty when the question is off.';
insert into public.rsvp_settings (id) values (true);
alter table public.rsvp_settings enable row level security;
-- The couple reads and changes the answer rules (couple_set_answer_rules, security invoker) and
-- reads the deadline for its reminders; not the address setting.
grant select (id, attendee_names_required, meal_choices, event_keys),
      update (attendee_names_required, meal_choices, event_keys)
  on table public.rsvp_settings to authenticated;
grant select (modification_deadline) on table public.rsvp_settings to authenticated;
-- the couple sets the general deadline (couple_set_modification_deadline, recorded by a trigger)
grant update (modification_deadline) on table public.rsvp_settings to authenticated;

-- Failed guest calls per client address, to slow down guessing of invitation numbers.
create table public.rsvp_lookup_failures (
  id bigint generated always as identity primary key,
  client_address text not null,
  failed_at timestamptz not null default now()
);
comment on table public.rsvp_lookup_failures is 'One row per failed guest call (unknown invitation number); rows older than the throttle''s day are purged as new ones arrive.';
comment on column public.rsvp_lookup_failures.client_address is 'The address bucket (IPv4 address, IPv6 /48, or ''unknown'' for a request without a readable address).';
-- the throttle counts recent failures of one address; the global count and the purge read by time
create index rsvp_lookup_failures_address_idx on public.rsvp_lookup_failures (client_address, failed_at);
create index rsvp_lookup_failures_failed_at_idx on public.rsvp_lookup_failures (failed_at);
alter table public.rsvp_lookup_failures enable row level security;

-- Failed guest calls per hour and address bucket for the last day, for the couple's dashboard.
-- rsvp_lookup_failures keeps only the throttle's window, so the throttle's counts read a small
-- table; this summary holds at most one row per address and hour, filled by a trigger.
create table public.rsvp_lookup_failures_by_hour (
  hour timestamptz not null,
  client_address text,
  misses integer not null check (misses > 0),
  unique nulls not distinct (hour, client_address)
);
comment on table public.rsvp_lookup_failures_by_hour is 'Failed guest calls per UTC hour and address bucket (null: no address known), kept about 24 hours; the couple reads it through couple_failed_lookups().';
alter table public.rsvp_lookup_failures_by_hour enable row level security;
grant select on table public.rsvp_lookup_failures_by_hour to authenticated;

-- The couple's allow-list: the emails that may read and change the guest list from the dashboard.
create table public.couple_members (
  email text primary key check (email = lower(btrim(email)) and email like '_%@_%'),
  added_at timestamptz not null default now()
);
comment on table public.couple_members is 'Emails of the couple''s accounts; only these authenticated users see and change the guest list. Managed with npm run couple:add / couple:remove.';
alter table public.couple_members enable row level security;
-- a signed-in user may see at most their own entry: no one reads the list through the API
grant select on table public.couple_members to authenticated;

-- Invitation numbers written from now on have exactly 3 characters: with 1 or 2 a stranger has
-- at most 1,296 numbers to try. Enforced on writes of the number only (a trigger, not a check):
-- a `not valid` check would still be tested on every update of an old row, so an invitation
-- numbered 7 or 12 in an existing database could no longer be answered, opened or edited.
-- Those keep working as they are; only new numbers, and a number changed, must have 3.
create function private.assert_three_character_number()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.human_key = old.human_key then
    return new;
  end if;
  if new.human_key !~ '^[A-Z0-9]{3}$' then
    raise exception 'rsvp_number_not_three_characters' using errcode = '23514',
      detail = format('%s is not 3 letters or digits', new.human_key);
  end if;
  return new;
end;
$$;
revoke all on function private.assert_three_character_number() from public;

create trigger rsvp_guests_number_has_three_characters
before insert or update of human_key on public.rsvp_guests
for each row execute function private.assert_three_character_number();

-- A family's name and its chief's may not hold the invisible and direction characters the answer's
-- names may not (U+200B, U+202E, U+2066 and the like: pasted from a chat, they reorder or hide what
-- the couple and the caterer read). A trigger on writes of those two columns, like the number's,
-- so the names stored before stay readable and editable as they are until someone changes them.
create function private.assert_visible_family_names()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  inserted boolean := tg_op = 'INSERT';
begin
  -- each name is checked when it is written anew, so an old one kept as it is blocks nothing
  if (inserted or new.family_name is distinct from old.family_name)
       and private.has_invisible_character(new.family_name)
     or (inserted or new.family_chief is distinct from old.family_chief)
       and private.has_invisible_character(new.family_chief) then
    raise exception 'couple_invisible_characters' using errcode = 'P0001',
      detail = 'family_name and family_chief may not hold invisible or direction characters';
  end if;
  return new;
end;
$$;
revoke all on function private.assert_visible_family_names() from public;

create trigger rsvp_guests_family_names_are_visible
before insert or update of family_name, family_chief on public.rsvp_guests
for each row execute function private.assert_visible_family_names();

-- Runs as its owner: the couple may read the log but not write it.
create function private.record_deadline_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  email text := nullif(lower(auth.jwt() ->> 'email'), '');
begin
  -- one statement per table: plpgsql plans a statement for the row type it first meets
  if tg_table_name = 'rsvp_settings' then
    insert into public.rsvp_deadline_changes (guest_id, deadline, changed_by_email)
    values (null, new.modification_deadline, email);
  else
    insert into public.rsvp_deadline_changes (guest_id, deadline, changed_by_email)
    values (new.id, new.modification_deadline, email);
  end if;
  return new;
end;
$$;
revoke all on function private.record_deadline_change() from public;

create trigger record_general_deadline_change
  after update of modification_deadline on public.rsvp_settings
  for each row when (new.modification_deadline is distinct from old.modification_deadline)
  execute function private.record_deadline_change();
create trigger record_invitation_deadline_change
  after update of modification_deadline on public.rsvp_guests
  for each row when (new.modification_deadline is distinct from old.modification_deadline)
  execute function private.record_deadline_change();
