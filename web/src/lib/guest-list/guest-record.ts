import type { Database } from './database-types'
import { RpcError } from './rpc-error'
import { isSendRecord, type SendRecord } from './sends'

/** A row of rsvp_guests, as the generated database types describe it. */
export type RsvpGuestsRow = Database['public']['Tables']['rsvp_guests']['Row']

/** A row of rsvp_attendees (one person of an accepted answer), as generated. */
export type RsvpAttendeesRow = Database['public']['Tables']['rsvp_attendees']['Row']

/** One person of an accepted answer, as the database's functions answer it (people_json). */
export type Person = {
  name: string | null
  child: boolean
  /** the key of one of the couple's meal choices */
  meal: string | null
  meal_details: string | null
  /** the keys of the events the person attends */
  events: string[]
}

/** An answer beyond its seats: who comes, and the family's message and song. */
export type AnswerDetails = {
  people: Person[]
  message: string | null
  song: string | null
}

/**
 * An invitation as the database's functions answer it (find_invitation, respond_invitation and
 * the couple's): the columns of rsvp_guests, typed from the generated database types.
 */
export type InvitationRow = Pick<
  RsvpGuestsRow,
  | 'human_key'
  | 'family_name'
  | 'family_chief'
  | 'available_tickets'
  | 'confirmed_tickets'
  | 'will_attend'
  | 'confirmed_at'
>

/**
 * What the couple also sees: who comes, when the family first and last opened its link, its
 * phone (E.164, never shown to guests) and the messages sent to it.
 */
export type CoupleInvitationRow = InvitationRow &
  AnswerDetails &
  Pick<RsvpGuestsRow, 'first_opened_at' | 'last_opened_at' | 'phone'> & {
    /** the last 20 sends, newest first */
    sends: SendRecord[]
    /** parts of the answer that could not be read and are left out; absent when all could */
    unreadable?: UnreadablePart[]
  }

/** A part of an answer the page could not read (readAnswerDetails). */
export type UnreadablePart = keyof AnswerDetails

export type Check = (value: unknown) => boolean

const isString: Check = (value) => typeof value === 'string'
const isInteger: Check = (value) => Number.isInteger(value)
const isBoolean: Check = (value) => typeof value === 'boolean'
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value)

const personChecks: Record<keyof Person, Check> = {
  name: orNull(isString),
  child: isBoolean,
  meal: orNull(isString),
  meal_details: orNull(isString),
  events: (value) => Array.isArray(value) && value.every(isString),
}

function isPerson(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const person = value as Record<string, unknown>
  return (Object.keys(personChecks) as (keyof Person)[]).every((name) =>
    personChecks[name](person[name]),
  )
}

export const invitationRowChecks: Record<keyof InvitationRow, Check> = {
  human_key: isString,
  family_name: isString,
  family_chief: orNull(isString),
  available_tickets: isInteger,
  confirmed_tickets: isInteger,
  will_attend: orNull(isBoolean),
  confirmed_at: orNull(isString),
}

/** The functions answer an invitation with its details, the table row has none. */
export const answerDetailsChecks: Record<keyof AnswerDetails, Check> = {
  people: (value) => Array.isArray(value) && value.every(isPerson),
  message: orNull(isString),
  song: orNull(isString),
}

/** A person as far as it can be read: its events that are not text left out, or null. */
function readablePerson(value: unknown): Person | null {
  if (typeof value !== 'object' || value === null) return null
  const person = value as Record<string, unknown>
  const events = Array.isArray(person.events) ? person.events.filter(isString) : person.events
  const repaired = { ...person, events }
  return isPerson(repaired) ? (repaired as Person) : null
}

/**
 * The answer's people, message and song as far as they can be read, and the parts that could not:
 * a row the database should never have taken must not hide the rest of the invitation, nor the
 * rest of the couple's list.
 */
export function readAnswerDetails(record: Record<string, unknown>): {
  details: AnswerDetails
  unreadable: UnreadablePart[]
} {
  const unreadable: UnreadablePart[] = []
  const listed = Array.isArray(record.people) ? record.people : []
  const people = listed.flatMap((person: unknown) => readablePerson(person) ?? [])
  if (!answerDetailsChecks.people(record.people)) unreadable.push('people')
  const text = (part: 'message' | 'song') => {
    if (answerDetailsChecks[part](record[part])) return record[part] as string | null
    unreadable.push(part)
    return null
  }
  return { details: { people, message: text('message'), song: text('song') }, unreadable }
}

const coupleInvitationRowChecks: Record<
  Exclude<keyof CoupleInvitationRow, UnreadablePart | 'unreadable'>,
  Check
> = {
  ...invitationRowChecks,
  first_opened_at: orNull(isString),
  last_opened_at: orNull(isString),
  phone: orNull(isString),
  sends: (value) => Array.isArray(value) && value.every(isSendRecord),
}

/** What is wrong with an invitation the API answered, or null when every field passes. */
export function invitationProblem(data: unknown, checks: Record<string, Check>): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return 'The invitation is not an object'
  }
  const record = data as Record<string, unknown>
  const invalid = Object.keys(checks).find((name) => !checks[name]?.(record[name]))
  return invalid ? `The invitation field ${invalid} is not valid` : null
}

/**
 * Checks one invitation of the couple's functions before the dashboard trusts it; an answer's
 * details that cannot be read are left out and named in `unreadable`.
 */
export function parseCoupleInvitationRow(data: unknown): CoupleInvitationRow {
  const problem = invitationProblem(data, coupleInvitationRowChecks)
  if (problem) throw new RpcError('unexpected_response', problem)
  const { details, unreadable } = readAnswerDetails(data as Record<string, unknown>)
  const row = { ...(data as CoupleInvitationRow), ...details }
  return unreadable.length > 0 ? { ...row, unreadable } : row
}

/** The spec's rule: answered once confirmed_at is set and will_attend is not null. */
export function isAnswered(
  invitation: Pick<InvitationRow, 'confirmed_at' | 'will_attend'>,
): boolean {
  return invitation.confirmed_at !== null && invitation.will_attend !== null
}
