-- Demo invitations for the embedded database and local Supabase (supabase db reset).
insert into public.rsvp_guests
  (human_key, family_name, family_chief, available_tickets, confirmed_tickets, will_attend, confirmed_at)
values
  ('001', 'Familia García Hernández', 'Juan García', 4, 0, null, null),
  ('002', 'Familia López Martínez', 'Rosa Martínez', 3, 2, true, timestamptz '2025-09-12 18:30:00+00'),
  ('003', 'Familia Ramírez Soto', 'Pedro Ramírez', 2, 0, false, timestamptz '2025-09-20 02:15:00+00'),
  ('004', 'Familia Torres', 'Lucía Torres', 1, 0, null, null),
  ('005', 'Familia Hernández Ruiz', 'Miguel Hernández', 5, 0, null, null),
  ('006', 'Familia Sánchez Olvera', 'Carmen Olvera', 2, 2, true, timestamptz '2025-08-30 16:00:00+00'),
  ('007', 'Familia Mendoza', 'Ricardo Mendoza', 4, 0, null, null),
  ('008', 'Familia Castillo Vega', 'Andrea Vega', 3, 0, null, null),
  ('009', 'Familia Jiménez', 'Fernando Jiménez', 2, 1, true, timestamptz '2025-09-03 21:45:00+00'),
  ('010', 'Familia Morales Cruz', 'Patricia Cruz', 6, 0, null, null),
  ('011', 'Familia Ortega', 'Sofía Ortega', 1, 0, false, timestamptz '2025-09-28 14:10:00+00'),
  ('012', 'Familia Flores Reyes', 'Jorge Flores', 3, 0, null, null),
  ('013', 'Familia Aguilar', 'Daniela Aguilar', 2, 0, null, null),
  ('014', 'Familia Navarro Gil', 'Héctor Navarro', 4, 3, true, timestamptz '2025-10-01 19:20:00+00'),
  ('015', 'Familia Domínguez', 'Valeria Domínguez', 2, 0, null, null),
  ('016', 'Familia Vargas Ibarra', 'Alberto Vargas', 3, 0, null, null);

-- the answers above, as the history would have recorded them
insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, answered_at)
select id, will_attend, confirmed_tickets, confirmed_at
from public.rsvp_guests
where confirmed_at is not null;

-- The embedded database and a local Supabase have no Cloudflare in front: the address is the
-- last X-Forwarded-For element (local Kong appends it; the embedded server sets it)
update public.rsvp_settings set client_address_header = 'x-forwarded-for';
