import * as v from 'valibot'
import { count, type InvitationRow, type RsvpGuestsRow } from '../guest-list/guest-record'
import { changedBySchema } from '../guest-list/couple-record'

// The camelCase records the CSV rules, the guest-list tools and the dashboard's exports share:
// each one schema, its type inferred, checked where a store hands it over (guest-store.ts).

const text = v.string()
const optionalText = v.nullable(text)
const eventKeys = v.nullable(v.array(text))

/** What the couple writes in the CSV: an invitation without its answer. */
export const invitationFieldsSchema = v.object({
  humanKey: text,
  familyName: text,
  familyChief: optionalText,
  availableTickets: count,
  /**
   * E.164, or null for none. Left out (undefined) when the file has no phone column: the
   * import then keeps the stored phone.
   */
  phone: v.optional(optionalText),
  /**
   * The keys of the events the family is invited to, null for all of them. Left out (undefined)
   * when the file has no events column: the import then keeps the stored events.
   */
  eventKeys: v.optional(eventKeys),
})
export type InvitationFields = v.InferOutput<typeof invitationFieldsSchema>

/** An invitation as stored, with the guests' answer. */
export const guestRecordSchema = v.object({
  ...invitationFieldsSchema.entries,
  phone: optionalText,
  eventKeys,
  confirmedTickets: count,
  willAttend: v.nullable(v.boolean()),
  /** ISO 8601 in UTC, or null while unanswered. */
  confirmedAt: optionalText,
  /** the family's table; null: not seated */
  tableName: optionalText,
})
export type GuestRecord = v.InferOutput<typeof guestRecordSchema>

/** One answer ever given, with its family: an entry of the whole list's history, as exported. */
export const listHistoryEntrySchema = v.object({
  humanKey: text,
  familyName: text,
  /** null when the couple cleared the answer */
  willAttend: v.nullable(v.boolean()),
  confirmedTickets: count,
  /** ISO 8601 in UTC */
  answeredAt: text,
  /** who changed it: the family through its number, the couple, or the couple's undo of an attack */
  changedBy: changedBySchema,
})
export type ListHistoryEntry = v.InferOutput<typeof listHistoryEntrySchema>

/** One person of an accepted answer, as the people export lists them. */
export const personEntrySchema = v.object({
  humanKey: text,
  familyName: text,
  name: optionalText,
  child: v.boolean(),
  /** the key of the couple's meal choice (vegetariano, alergia …) */
  meal: optionalText,
  mealDetails: optionalText,
  /** the keys of the events the person attends */
  events: v.array(text),
})
export type PersonEntry = v.InferOutput<typeof personEntrySchema>

/** An invitation as the guest table holds it: PGlite reads its dates as Date, the APIs as text. */
export type GuestTableRow = Omit<InvitationRow, 'confirmed_at'> &
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
    eventKeys: row.event_keys,
    confirmedTickets: row.confirmed_tickets,
    willAttend: row.will_attend,
    confirmedAt: toIsoString(row.confirmed_at),
    tableName: row.table_name,
  }
}
