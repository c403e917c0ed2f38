import type { SeatedFamily, TableSeats } from '../../../lib/guest-list/seat-counts'
import type { SeatingTable } from '../../../lib/guest-list/seating'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'

/** A table of the room with who sits there and its seats used. */
export type RoomTable = TableSeats<CoupleInvitation, SeatingTable>

/** A confirmed family without a table, and the seats it needs. */
export type WaitingRow = SeatedFamily<CoupleInvitation>
