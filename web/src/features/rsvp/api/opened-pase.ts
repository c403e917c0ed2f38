import * as v from 'valibot'
import { count, optionalText, personTableSchema, text } from '../../../lib/guest-list/guest-record'
import type { PaseFamily } from '../pase/pase-content'
import { RsvpError } from './rsvp-error'

/** What find_pase answers for a pase's token: the family's read-only pase, never its number. */
const openedPaseSchema = v.object({
  family_name: text,
  family_chief: v.optional(optionalText, null),
  confirmed_tickets: count,
  event_keys: v.nullable(v.array(text)),
  people: v.array(v.object({ name: optionalText, events: v.optional(v.array(text), []) })),
  table_name: v.optional(optionalText, null),
  person_tables: v.optional(v.array(personTableSchema), []),
})

/** The read-only pase a QR's token opened; it carries no invitation number. */
export type OpenedPase = PaseFamily & { human_key: null }

/** Checks find_pase's answer before the page trusts it; null stays null (no such pase). */
export function parseOpenedPase(data: unknown): OpenedPase | null {
  if (data === null) return null
  const read = v.safeParse(openedPaseSchema, data)
  if (!read.success) throw new RsvpError('unexpected_response', 'The pase is not valid')
  return { ...read.output, human_key: null }
}
