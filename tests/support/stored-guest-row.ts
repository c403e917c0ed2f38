import type { Database } from '../../web/src/lib/guest-list/database-types'
import type { InvitationRow } from '../../web/src/lib/guest-list/guest-record'

type GuestTable = Database['public']['Tables']['rsvp_guests']['Row']

/**
 * A row of rsvp_guests as a test reads it straight from PGlite, as the owner: the generated
 * table type with its timestamps as the Date objects PGlite gives. Each helper picks its columns.
 */
export type StoredGuestRow = {
  [Column in keyof GuestTable]: Column extends `${string}_at` ? Date | null : GuestTable[Column]
}

/** An invitation and its answer, as the functions answer it: no id, no dates of opening. */
export type StoredInvitation = Pick<StoredGuestRow, keyof InvitationRow>
