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
  changed_by: 'guest' | 'couple' | 'couple_restore'
  changed_by_email: string | null
}

export type InvitationFields = {
  humanKey: string
  familyName: string
  familyChief: string | null
  availableTickets: number
}

/** Checks the API's answer before the page trusts it. */
export function parseGuestRows(data: unknown): GuestRow[] {
  if (!Array.isArray(data)) throw new Error('The guest list has an unexpected shape')
  return data.map(parseCoupleInvitationRow)
}

export const parseGuestRow = parseCoupleInvitationRow

export function parseHistory(data: unknown): HistoryEntry[] {
  if (!Array.isArray(data)) throw new Error('The history has an unexpected shape')
  return data as HistoryEntry[]
}
