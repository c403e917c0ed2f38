import type { Database } from '../../web/src/lib/guest-list/database-types'

type GuestTable = Database['public']['Tables']['rsvp_guests']['Row']

/**
 * A row of rsvp_guests as a test reads it straight from PGlite, as the owner: the generated
 * table type with its timestamps as the Date objects PGlite gives. Each helper picks its columns.
 */
export type StoredGuestRow = {
  [Column in keyof GuestTable]: Column extends `${string}_at` ? Date | null : GuestTable[Column]
}

/** An invitation and its answer, without the id and the dates the link was opened. */
export type StoredInvitation = Pick<
  StoredGuestRow,
  | 'human_key'
  | 'family_name'
  | 'family_chief'
  | 'available_tickets'
  | 'confirmed_tickets'
  | 'will_attend'
  | 'confirmed_at'
>
