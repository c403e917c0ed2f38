import * as v from 'valibot'
import type { InvitationFields } from '../../guest-csv/invitation'
import { readRecord } from '../../guest-list/guest-record'
import {
  historyEntrySchema,
  parseCoupleInvitationRow,
  type CoupleInvitation,
  type HistoryEntry,
} from '../../guest-list/couple-record'

/** One invitation as couple_invitations() answers it. */
export type { CoupleInvitation }

export type { HistoryEntry }

export type { InvitationFields }

/** Checks the API's answer before the page trusts it. */
export function parseGuestRows(data: unknown): CoupleInvitation[] {
  if (!Array.isArray(data)) throw new Error('The guest list has an unexpected shape')
  return data.map(parseCoupleInvitationRow)
}

export const parseGuestRow = parseCoupleInvitationRow

export const parseHistory = (data: unknown): HistoryEntry[] =>
  readRecord(v.array(historyEntrySchema), data, 'The history')
