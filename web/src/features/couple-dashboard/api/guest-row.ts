import * as v from 'valibot'
import type { Invitation } from '../../../lib/guest-csv/invitation'
import {
  historyEntrySchema,
  parseCoupleInvitationRow,
  readRecord,
  type CoupleInvitationRow,
  type HistoryEntry,
} from '../../../lib/guest-list/guest-record'

/** One invitation as couple_invitations() answers it. */
export type GuestRow = CoupleInvitationRow

export type { HistoryEntry }

/** What the couple types for an invitation: the CSV's invitation, without its answer. */
export type InvitationFields = Invitation

/** Checks the API's answer before the page trusts it. */
export function parseGuestRows(data: unknown): GuestRow[] {
  if (!Array.isArray(data)) throw new Error('The guest list has an unexpected shape')
  return data.map(parseCoupleInvitationRow)
}

export const parseGuestRow = parseCoupleInvitationRow

export const parseHistory = (data: unknown): HistoryEntry[] =>
  readRecord(v.array(historyEntrySchema), data, 'The history')
