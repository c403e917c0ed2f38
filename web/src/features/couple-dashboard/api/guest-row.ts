import { changedByOf, type ChangedBy, type Invitation } from '../../../lib/guest-csv/invitation'
import {
  parseCoupleInvitationRow,
  type CoupleInvitationRow,
} from '../../../lib/guest-list/guest-record'

/** One invitation as couple_invitations() answers it. */
export type GuestRow = CoupleInvitationRow

/** One entry of couple_invitation_history(). */
export type HistoryEntry = {
  will_attend: boolean | null
  confirmed_tickets: number
  answered_at: string
  /** couple_restore: the dashboard's undo of an attack */
  changed_by: ChangedBy
  changed_by_email: string | null
}

/** What the couple types for an invitation: the CSV's invitation, without its answer. */
export type InvitationFields = Invitation

/** Checks the API's answer before the page trusts it. */
export function parseGuestRows(data: unknown): GuestRow[] {
  if (!Array.isArray(data)) throw new Error('The guest list has an unexpected shape')
  return data.map(parseCoupleInvitationRow)
}

export const parseGuestRow = parseCoupleInvitationRow

export function parseHistory(data: unknown): HistoryEntry[] {
  if (!Array.isArray(data)) throw new Error('The history has an unexpected shape')
  return data.map((entry: HistoryEntry) => ({
    ...entry,
    changed_by: changedByOf(entry.changed_by),
  }))
}
