import type { EventChoice } from '../../content/rsvp-questions'
import { textProblem } from '../guest-list/answer-text-rules'
import { onlyInvisibleCharacters, visibleFamilyText } from '../guest-list/family-text-rules'
import { normalizePhone } from '../guest-list/phone'
import { eventKeysOfCell } from './event-titles'
import type { InvitationFields } from './invitation'
import type { Problem, ProblemDetail } from './problem'
import { problemInEnglish } from './problem-english'
import type { RawRow } from './read-invitation-rows'

export const maxTickets = 50

/**
 * A valid invitation and the line it came from, for later reports. An empty humanKey means the
 * row left it empty and the import draws one.
 */
export type ValidInvitation = InvitationFields & {
  line: number
  /** the table the row seats the invitation at (plan-seating.ts); absent: seating as it is */
  tableName?: string
}

export type Validated = { invitations: ValidInvitation[]; problems: Problem[] }

export const normalizeHumanKey = (raw: string) => raw.trim().toUpperCase()

/**
 * An empty human_key asks the tools to draw a random number (see invitation-codes.ts); a chosen
 * one has exactly 3 characters, as the database requires of every new number.
 */
export function humanKeyIssue(raw: string): ProblemDetail | null {
  const key = normalizeHumanKey(raw)
  if (key === '') return null
  if (/^\d{1,2}$/.test(key)) return { code: 'number-lost-zeros', key }
  if (!/^[A-Z0-9]{3}$/.test(key)) return { code: 'number-invalid', raw: raw.trim() }
  return null
}

export function familyNameIssue(raw: string): ProblemDetail | null {
  if (onlyInvisibleCharacters(raw)) return { code: 'only-invisible' }
  return visibleFamilyText(raw) === '' ? { code: 'family-empty' } : null
}

/** A chief may be left empty, but not filled with characters no one sees. */
export function familyChiefIssue(raw: string): ProblemDetail | null {
  return onlyInvisibleCharacters(raw) ? { code: 'only-invisible' } : null
}

export function availableTicketsIssue(raw: string): ProblemDetail | null {
  const value = raw.trim()
  if (value === '') return { code: 'seats-empty', max: maxTickets }
  if (!/^\d+$/.test(value)) return { code: 'seats-not-whole', value, max: maxTickets }
  const seats = Number(value)
  if (seats < 1 || seats > maxTickets) return { code: 'seats-out-of-range', seats, max: maxTickets }
  return null
}

/** The longest table name the database takes (rsvp_tables.name). */
export const maxTableName = 40

/** An empty table leaves the seating as it is; anything else must be a name the database takes. */
export function tableNameIssue(raw: string): ProblemDetail | null {
  if (onlyInvisibleCharacters(raw)) return { code: 'only-invisible' }
  const name = visibleFamilyText(raw)
  if (name === '' || textProblem(name, maxTableName) === null) return null
  return { code: 'table-invalid', raw: raw.trim().slice(0, 60), max: maxTableName }
}

/** An empty phone clears the stored one; anything else must be a phone normalizePhone accepts. */
export function phoneIssue(raw: string): ProblemDetail | null {
  return normalizePhone(raw).ok ? null : { code: 'phone-invalid', raw: raw.trim() }
}

/** Every title an «Eventos» cell names must be one of the events the couple asks about. */
export const eventsIssue =
  (events: readonly EventChoice[]) =>
  (raw: string): ProblemDetail | null => {
    const cell = eventKeysOfCell(raw, events)
    if (cell.ok) return null
    return { code: 'event-unknown', title: cell.unknown, known: events.map((event) => event.title) }
  }

/** Whether the file has the events column, so the CLI reads the couple's events only then. */
export const hasEventsColumn = (rows: readonly RawRow[]) =>
  rows.some((row) => row.values.events !== undefined)

const inEnglish =
  (issue: (raw: string) => ProblemDetail | null) =>
  (raw: string): string | null => {
    const detail = issue(raw)
    return detail && problemInEnglish(detail)
  }

/** The same checks worded for the developer CLI. */
export const humanKeyProblem = inEnglish(humanKeyIssue)
export const familyNameProblem = inEnglish(familyNameIssue)
export const availableTicketsProblem = inEnglish(availableTicketsIssue)
export const phoneProblem = inEnglish(phoneIssue)

/**
 * Checks every row on its own, then keys repeated within the file. events: those the couple asks
 * about («Preguntas de la confirmación»), which the «Eventos» column names by their titles.
 */
export function validateInvitations(rows: RawRow[], events: readonly EventChoice[]): Validated {
  const problems: Problem[] = []
  const invitations: ValidInvitation[] = []
  const firstLine = new Map<string, number>()

  for (const { line, values } of rows) {
    const rowProblems: Problem[] = []
    const check = (
      column: keyof RawRow['values'],
      issue: (raw: string) => ProblemDetail | null,
    ) => {
      const raw = values[column]
      const detail = raw === undefined ? null : issue(raw)
      if (detail) rowProblems.push({ line, column, ...detail })
    }
    check('human_key', humanKeyIssue)
    check('family_name', familyNameIssue)
    check('family_chief', familyChiefIssue)
    check('available_tickets', availableTicketsIssue)
    check('phone', phoneIssue)
    check('events', eventsIssue(events))
    check('table_name', tableNameIssue)

    const humanKey = normalizeHumanKey(values.human_key)
    const seenOn = firstLine.get(humanKey)
    if (seenOn !== undefined && humanKey !== '') {
      rowProblems.push({
        line,
        column: 'human_key',
        code: 'number-repeated',
        key: humanKey,
        firstLine: seenOn,
      })
    } else if (humanKey !== '') {
      firstLine.set(humanKey, line)
    }

    problems.push(...rowProblems)
    if (rowProblems.length > 0) continue
    const phone = values.phone === undefined ? undefined : normalizePhone(values.phone)
    const invited = values.events === undefined ? undefined : eventKeysOfCell(values.events, events)
    const tableName = visibleFamilyText(values.table_name ?? '')
    invitations.push({
      line,
      humanKey,
      familyName: visibleFamilyText(values.family_name),
      familyChief: visibleFamilyText(values.family_chief) || null,
      availableTickets: Number(values.available_tickets.trim()),
      ...(phone?.ok && { phone: phone.phone }),
      ...(invited?.ok && { eventKeys: invited.eventKeys }),
      ...(tableName && { tableName }),
    })
  }
  return { invitations, problems }
}
