import type * as v from 'valibot'
import {
  guestRecordFromRow,
  guestRecordSchema,
  listHistoryEntrySchema,
  personEntrySchema,
  toIsoString,
  type GuestRecord,
  type GuestTableRow,
  type InvitationFields,
  type ListHistoryEntry,
  type PersonEntry,
} from '../../../web/src/lib/guest-csv/invitation'
import type { SeatingPlan } from '../../../web/src/lib/guest-csv/plan-seating'
import type { PersonTableEntry } from '../../../web/src/lib/guest-csv/table-rows'
import type { Database } from '../../../web/src/lib/guest-list/database-types'
import {
  readRecord,
  type RsvpAttendeesRow,
  type RsvpGuestsRow,
} from '../../../web/src/lib/guest-list/guest-record'
import type { SeatingTable } from '../../../web/src/lib/guest-list/seating'
import { importArguments } from '../../../web/src/lib/guest-list/import-arguments'
import { RpcError } from '../../../web/src/lib/guest-list/rpc-error'
import { StoreError } from './store-error'

// the CSV's shapes live with the CSV rules, which the dashboard shares
export type { GuestRecord, GuestTableRow, InvitationFields, ListHistoryEntry, PersonEntry }

/** The general last day to change an answer, and the families with their own (YYYY-MM-DD). */
export type Deadlines = {
  general: string
  own: { humanKey: string; familyName: string; deadline: string }[]
}

/** Whose deadline to set: the general one, or one invitation's (null: back to the general). */
export type DeadlineChange =
  { humanKey: null; deadline: string } | { humanKey: string; deadline: string | null }

/** What clearing an answer did: cleared it, or found no such invitation or no answer. */
export type ResetOutcome = 'cleared' | 'not-found' | 'not-answered'

export type GuestChanges = {
  insert: InvitationFields[]
  /** Sets name, chief, tickets, phone and events of existing invitations (by human_key); answers stay as they are. */
  update: InvitationFields[]
  /** Then creates these tables and seats these invitations («Mesa»), in the same call. */
  seating?: SeatingPlan
}

/** The tables of the day and the people seated away from their family's table. */
export type StoredSeating = {
  /** the couple's tables, head table first, then as created */
  tables: SeatingTable[]
  /** each person seated apart, by invitation number and position */
  apart: (PersonTableEntry & { humanKey: string })[]
}

/**
 * The guest list wherever it lives (one implementation, api-store.ts, for Supabase and the
 * embedded database). Writes are one call of couple_import_invitations, with the tables to create
 * and the families to seat, so the whole import is all-or-nothing: one request, one transaction.
 */
export type GuestStore = {
  /** Where the data lives, as the couple reads it: "the embedded database in .data/rsvp". */
  readonly label: string
  list(): Promise<GuestRecord[]>
  history(): Promise<ListHistoryEntry[]>
  /** The people of every accepted answer, by invitation number, in their order. */
  people(): Promise<PersonEntry[]>
  write(changes: GuestChanges): Promise<void>
  /** The tables and who sits apart; each invitation's own table comes with list(). */
  seating(): Promise<StoredSeating>
  /** The tables alone (one call fewer than seating()), head table first, then as created. */
  tables(): Promise<SeatingTable[]>
  /** Clears an invitation's answer as the couple (also after the deadline); history keeps it. */
  resetAnswer(humanKey: string): Promise<ResetOutcome>
  deadlines(): Promise<Deadlines>
  /** Sets a deadline through the couple's functions (recorded); false: no such invitation. */
  setDeadline(change: DeadlineChange): Promise<boolean>
  close(): Promise<void>
}

/** The outcome named by the error couple_clear_answer raised, if it is one of its own. */
export function resetOutcomeOf(message: string | undefined): ResetOutcome | null {
  if (message === 'couple_not_found') return 'not-found'
  if (message === 'couple_not_answered') return 'not-answered'
  return null
}

/**
 * couple_import_invitations' arguments for a write: the inserts, the updates, the tables to create
 * (defaultTableSeats each, as the function does) and the families to seat, in one call.
 */
export const writeArguments = ({ insert, update, seating }: GuestChanges) => ({
  ...importArguments([...insert, ...update], update.length > 0),
  p_new_tables: seating?.create ?? [],
  p_seat_numbers: (seating?.seat ?? []).map((seat) => seat.humanKey),
  p_seat_tables: (seating?.seat ?? []).map((seat) => seat.tableName),
})

/** Whether a write changes anything: a call for nothing is not sent. */
export const writesSomething = ({ insert, update, seating }: GuestChanges) =>
  insert.length + update.length + (seating?.create.length ?? 0) + (seating?.seat.length ?? 0) > 0

export const byHumanKey = (a: { humanKey: string }, b: { humanKey: string }) =>
  a.humanKey < b.humanKey ? -1 : a.humanKey > b.humanKey ? 1 : 0

/** The seats of each table an import creates (docs/guest-list-cli.md says so). */
export { defaultTableSeats } from '../../../web/src/lib/guest-csv/plan-seating'

/**
 * A record as a backend handed it over, checked with its schema: a value the database should
 * never have held stops the command with the record and the field it is in.
 */
function readStored<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  what: string,
): v.InferOutput<TSchema> {
  try {
    return readRecord(schema, data, what)
  } catch (error) {
    throw error instanceof RpcError ? new StoreError(error.message) : error
  }
}

/** The rows as the tools show them, in invitation-number order. */
export function guestRecordsFromRows(rows: readonly GuestTableRow[]): GuestRecord[] {
  return rows
    .map((row) =>
      readStored(guestRecordSchema, guestRecordFromRow(row), `Invitation ${row.human_key}`),
    )
    .sort(byHumanKey)
}

/** An answer of the history as guest_list_history() answers it (a Date where PGlite reads one). */
export type HistoryRow = Pick<
  Database['public']['Tables']['rsvp_history']['Row'],
  'will_attend' | 'confirmed_tickets' | 'changed_by'
> &
  Pick<RsvpGuestsRow, 'human_key' | 'family_name'> & { answered_at: Date | string }

export const listHistoryEntryFromRow = (row: HistoryRow): ListHistoryEntry =>
  readStored(
    listHistoryEntrySchema,
    {
      humanKey: row.human_key,
      familyName: row.family_name,
      willAttend: row.will_attend,
      confirmedTickets: row.confirmed_tickets,
      answeredAt: toIsoString(row.answered_at),
      // the database's own type says only "text": the schema checks it is a known author
      changedBy: row.changed_by,
    },
    `The history of invitation ${row.human_key}`,
  )

/** A person of an answer, with its invitation's number and family. */
export type PersonRow = Pick<
  RsvpAttendeesRow,
  'full_name' | 'is_child' | 'meal' | 'meal_details' | 'events'
> &
  Pick<RsvpGuestsRow, 'human_key' | 'family_name'>

export const personEntryFromRow = (row: PersonRow): PersonEntry =>
  readStored(
    personEntrySchema,
    {
      humanKey: row.human_key,
      familyName: row.family_name,
      name: row.full_name,
      child: row.is_child,
      meal: row.meal,
      mealDetails: row.meal_details,
      events: row.events,
    },
    `A person of invitation ${row.human_key}`,
  )
