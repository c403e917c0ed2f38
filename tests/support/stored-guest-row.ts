import type { InvitationRow, RsvpGuestsRow } from '../../web/src/lib/guest-list/guest-record'

/**
 * A row of rsvp_guests as a test reads it straight from PGlite, as the owner: the generated
 * table type with its timestamps as the Date objects PGlite gives. Each helper picks its columns.
 */
export type StoredGuestRow = {
  [Column in keyof RsvpGuestsRow]: Column extends `${string}_at`
    ? Date | null
    : RsvpGuestsRow[Column]
}

/** An invitation and its answer, as the functions answer it: no id, no dates of opening. */
export type StoredInvitation = Pick<StoredGuestRow, keyof InvitationRow>
