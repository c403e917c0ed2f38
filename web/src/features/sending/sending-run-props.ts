import type { GuestMessagesQueryResult } from '../../content/sanity.types'
import type { CoupleInvitation } from '../../lib/couple/api/guest-row'

/**
 * What the sending run's dialog is given, and the run with it: in a file of its own, so the run
 * and its dialog do not import each other.
 */
export type SendingRunDialogProps = {
  rows: readonly CoupleInvitation[]
  messages: GuestMessagesQueryResult
  /** rsvp_settings.modification_deadline, for {fecha_limite} */
  deadline: string | null
  onClose: () => void
  /** the invitation as the database keeps it after a send was recorded */
  onSent: (row: CoupleInvitation) => void
}
