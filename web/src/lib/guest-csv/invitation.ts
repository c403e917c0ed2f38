import * as v from 'valibot'
import {
  changedBySchema,
  type ChangedBy,
  type InvitationRow,
  type RsvpGuestsRow,
} from '../guest-list/guest-record'

export type { ChangedBy }

/** What the couple writes in the CSV: an invitation without its answer. */
export type InvitationFields = {
  humanKey: string
  familyName: string
  familyChief: string | null
  availableTickets: number
  /**
   * E.164, or null for none. Left out (undefined) when the file has no phone column: the
   * import then keeps the stored phone.
   */
  phone?: string | null
}

/** An invitation as stored, with the guests' answer. */
export type GuestRecord = InvitationFields & {
  phone: string | null
  confirmedTickets: number
  willAttend: boolean | null
  /** ISO 8601 in UTC, or null while unanswered. */
  confirmedAt: string | null
  /** the family's table; null: not seated */
  tableName: string | null
}

/** An invitation as the guest table holds it: PGlite reads its dates as Date, the APIs as text. */
export type GuestTableRow = Omit<InvitationRow, 'confirmed_at' | 'event_keys'> &
  Pick<RsvpGuestsRow, 'phone'> & {
    confirmed_at: Date | string | null
    /** the name of the family's table (rsvp_tables), null: not seated */
    table_name: string | null
  }

export function toIsoString(value: Date | string | null): string | null {
  if (value === null) return null
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** The record the CSV rules read and write, from a row of the guest table. */
export function guestRecordFromRow(row: GuestTableRow): GuestRecord {
  return {
    humanKey: row.human_key,
    familyName: row.family_name,
    familyChief: row.family_chief,
    availableTickets: row.available_tickets,
    phone: row.phone,
    confirmedTickets: row.confirmed_tickets,
    willAttend: row.will_attend,
    confirmedAt: toIsoString(row.confirmed_at),
    tableName: row.table_name,
  }
}

export type HistoryEntry = {
  humanKey: string
  familyName: string
  /** null when the couple cleared the answer */
  willAttend: boolean | null
  confirmedTickets: number
  answeredAt: string
  /** who changed it: the family through its number, the couple, or the couple's undo of an attack */
  changedBy: ChangedBy
}

/** One person of an accepted answer, as the people export lists them. */
export type PersonEntry = {
  humanKey: string
  familyName: string
  name: string | null
  child: boolean
  /** the key of the couple's meal choice (vegetariano, alergia …) */
  meal: string | null
  mealDetails: string | null
  /** the keys of the events the person attends */
  events: string[]
}

/** The history's changed_by, checked: the database's own type says only "text". */
export function changedByOf(value: string): ChangedBy {
  if (!v.is(changedBySchema, value)) {
    throw new Error(`The history names an unknown author of a change: "${value}"`)
  }
  return value
}
