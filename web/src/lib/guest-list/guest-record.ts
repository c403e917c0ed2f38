import * as v from 'valibot'
import type { Database } from './database-types'
import type { Composite, Filled } from './records'
import { RpcError } from './rpc-error'

// Each record the database's functions answer is one schema here, and its type comes from it.
// valibot rather than zod: its functions are imported one by one, so the guest's first download
// carries only the few it uses (about 1.5 kB), not a whole library.

/** A row of rsvp_guests, as the generated database types describe it. */
export type RsvpGuestsRow = Database['public']['Tables']['rsvp_guests']['Row']

/** A row of rsvp_attendees (one person of an accepted answer), as generated. */
export type RsvpAttendeesRow = Database['public']['Tables']['rsvp_attendees']['Row']

export const text = v.string()
export const optionalText = v.nullable(v.string())
/** A whole number, as the functions count seats, misses and rows. */
export const count = v.pipe(v.number(), v.integer())
/** A day as the database writes a date: YYYY-MM-DD. */
export const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))

/**
 * One person of an accepted answer (public.invitation_person): a name (perhaps unset), child, the
 * key of one of the couple's meal choices and its details, the keys of the events they attend.
 */
export type Person = Filled<Composite<'invitation_person'>, 'child' | 'events'>

/** A person as the guests' functions answer it in json (people_json), read as a Person. */
export const personSchema = v.object({
  name: optionalText,
  child: v.boolean(),
  /** the key of one of the couple's meal choices */
  meal: optionalText,
  meal_details: optionalText,
  /** the keys of the events the person attends */
  events: v.array(text),
}) satisfies v.GenericSchema<unknown, Person>

/** An answer beyond its seats: who comes, and the family's message and song. */
export type AnswerDetails = { people: Person[]; message: string | null; song: string | null }

/** A part of an answer the page could not read (readAnswerDetails). */
export type UnreadablePart = keyof AnswerDetails

/** A person seated away from the family's table (1 = the answer's first person). */
export type PersonTable = Filled<Composite<'person_table'>, 'position' | 'table_name'>
export const personTableSchema = v.object({
  position: count,
  table_name: text,
}) satisfies v.GenericSchema<unknown, PersonTable>

/** The invitation's own fields, as every function answers them. */
export const invitationEntries = {
  human_key: text,
  family_name: text,
  family_chief: optionalText,
  available_tickets: count,
  confirmed_tickets: count,
  will_attend: v.nullable(v.boolean()),
  confirmed_at: optionalText,
  /** the events the family is invited to; null: all of them */
  event_keys: v.nullable(v.array(text)),
}

/** Where the family sits (absent from a database migrated before 20261128002000). */
export const seatingEntries = {
  /** the family's table; to a guest only once the couple shows the tables */
  table_name: v.optional(optionalText, null),
  /** its people seated at another table than the family's */
  person_tables: v.optional(v.array(personTableSchema), []),
}

/** What find_invitation and respond_invitation answer to a guest, its details apart. */
export const invitationSchema = v.object({
  ...invitationEntries,
  ...seatingEntries,
  /** YYYY-MM-DD; answers may change until midnight UTC of this day. */
  modification_deadline: day,
  /** the token of the family's pase once it confirmed (its QR); absent before 20261128004100 */
  pase_token: v.optional(optionalText, null),
})

/** The fields of an invitation every reader shares: the spec's record and its answer. */
export type InvitationRow = v.InferOutput<v.ObjectSchema<typeof invitationEntries, undefined>>

/** An invitation as a guest reads it. */
export type Invitation = v.InferOutput<typeof invitationSchema> & AnswerDetails

/** A person as far as it can be read: its events that are not text left out, or null. */
function readablePerson(value: unknown): Person | null {
  if (typeof value !== 'object' || value === null) return null
  const person = value as Record<string, unknown>
  const events = Array.isArray(person.events)
    ? person.events.filter((event) => v.is(text, event))
    : person.events
  const read = v.safeParse(personSchema, { ...person, events })
  return read.success ? read.output : null
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
  const listed = Array.isArray(record.people) ? (record.people as unknown[]) : []
  const people = listed.flatMap((person) => readablePerson(person) ?? [])
  if (!v.is(v.array(personSchema), record.people)) unreadable.push('people')
  const familyText = (part: 'message' | 'song') => {
    if (v.is(optionalText, record[part])) return record[part]
    unreadable.push(part)
    return null
  }
  return {
    details: { people, message: familyText('message'), song: familyText('song') },
    unreadable,
  }
}

/** Where in a record a schema's issue lies, e.g. `people.0.events`. */
const issueField = (issue: v.BaseIssue<unknown>) =>
  issue.path?.map((step) => String(step.key)).join('.')

/**
 * Reads one invitation with its schema: what is wrong with its own fields (in English, for
 * developers) goes to `fail`; its answer's details are read leniently.
 */
export function readInvitation<TSchema extends v.GenericSchema<unknown, object>>(
  schema: TSchema,
  data: unknown,
  fail: (problem: string) => Error,
): v.InferOutput<TSchema> & AnswerDetails & { unreadable: UnreadablePart[] } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw fail('The invitation is not an object')
  }
  const read = v.safeParse(schema, data)
  if (!read.success) {
    throw fail(`The invitation field ${issueField(read.issues[0]) ?? '?'} is not valid`)
  }
  const { details, unreadable } = readAnswerDetails(data as Record<string, unknown>)
  return { ...read.output, ...details, unreadable }
}

/** The spec's rule: answered once confirmed_at is set and will_attend is not null. */
export function isAnswered(
  invitation: Pick<InvitationRow, 'confirmed_at' | 'will_attend'>,
): boolean {
  return invitation.confirmed_at !== null && invitation.will_attend !== null
}

/**
 * Reads an answer of the API with its schema, or throws RpcError('unexpected_response') naming
 * what it is (`what`, in English for developers) and the first field that is wrong.
 */
export function readRecord<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  what: string,
): v.InferOutput<TSchema> {
  const read = v.safeParse(schema, data)
  if (read.success) return read.output
  const issue = read.issues[0]
  const field = issueField(issue)
  throw new RpcError(
    'unexpected_response',
    `${what} has an unexpected shape${field ? ` at ${field}` : ''}: ${issue.message}`,
  )
}
