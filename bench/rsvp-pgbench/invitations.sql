-- A large wedding's guest list: 300 invitations, 001..300, up to 6 tickets each; answers open.
insert into public.rsvp_guests (human_key, family_name, family_chief, available_tickets)
select lpad(i::text, 3, '0'), 'Familia ' || i, 'Invitado ' || i, 1 + i % 6
from generate_series(1, 300) as i;
update public.rsvp_settings set modification_deadline = date '2099-12-31';
