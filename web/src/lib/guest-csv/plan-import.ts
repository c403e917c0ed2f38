import type { EventChoice } from '../../content/rsvp-questions'
import { eventTitlesCell } from './event-titles'
import type { GuestRecord, InvitationFields } from './invitation'
import { drawCode, secureRandomIndex, type RandomIndex } from './invitation-codes'
import { matchFamilies } from './match-families'
import { nameWarnings } from './name-warnings'
import { byPosition, type Problem } from './problem'
import { sequentialRuns } from './sequential-numbers'
import type { ValidInvitation } from './validate-invitations'

/**
 * One field's old and new value as text; null when the field is empty (for events: invited to
 * all of them).
 */
export type FieldChange = { column: string; from: string | null; to: string | null }

export type PlannedUpdate = { invitation: ValidInvitation; changes: FieldChange[] }

export type ImportPlan = {
  insert: ValidInvitation[]
  /** The numbers drawn for rows that left human_key empty (also in insert). */
  drawn: ValidInvitation[]
  update: PlannedUpdate[]
  unchanged: ValidInvitation[]
  problems: Problem[]
  /** Runs of neighbouring numbers the file chose (with those in use): a warning, not a problem. */
  sequential: string[][]
  /** Worth a look, but no reason to stop: the same family name twice. */
  warnings: Problem[]
}

const shown = (value: string | number | null) => (value === null ? null : String(value))

function changesBetween(
  stored: InvitationFields,
  wanted: InvitationFields,
  events: readonly EventChoice[],
): FieldChange[] {
  const eventsOf = (keys: string[] | null | undefined) =>
    keys == null ? null : eventTitlesCell(keys, events)
  const fields = [
    ['family_name', stored.familyName, wanted.familyName],
    ['family_chief', stored.familyChief, wanted.familyChief],
    ['available_tickets', stored.availableTickets, wanted.availableTickets],
    // a file without the phone column leaves the stored phone as it is
    ...(wanted.phone === undefined ? [] : [['phone', stored.phone ?? null, wanted.phone] as const]),
    // and one without the events column, the stored events
    ...(wanted.eventKeys === undefined
      ? []
      : [['events', eventsOf(stored.eventKeys), eventsOf(wanted.eventKeys)] as const]),
  ] as const
  return fields
    .filter(([, from, to]) => from !== to)
    .map(([column, from, to]) => ({ column, from: shown(from), to: shown(to) }))
}

/**
 * Sorts valid rows into new, changed and unchanged invitations, refusing what would harm an
 * answer. A row is an existing invitation when it names its number, or, without a number, when
 * it names a family already in the list (matchFamilies), so importing a file twice adds nothing.
 */
export function planImport(
  invitations: ValidInvitation[],
  existing: GuestRecord[],
  options: {
    updateExisting: boolean
    random?: RandomIndex
    /** the events the couple asks about, to show a change of events by their titles */
    events?: readonly EventChoice[]
  },
): ImportPlan {
  const stored = new Map(existing.map((record) => [record.humanKey, record]))
  const plan: ImportPlan = {
    insert: [],
    drawn: [],
    update: [],
    unchanged: [],
    problems: [],
    sequential: [],
    warnings: [],
  }
  const named = new Set(invitations.map((row) => row.humanKey))
  const byName = matchFamilies(
    invitations.filter((row) => row.humanKey === ''),
    existing.filter((record) => !named.has(record.humanKey)),
  )
  const taken = new Set([...stored.keys(), ...named])

  const compare = (invitation: ValidInvitation, record: GuestRecord, foundByName: boolean) => {
    const changes = changesBetween(record, invitation, options.events ?? [])
    if (changes.length === 0) {
      plan.unchanged.push(invitation)
    } else if (!options.updateExisting) {
      plan.problems.push({
        line: invitation.line,
        column: foundByName ? 'family_name' : 'human_key',
        code: foundByName ? 'family-exists' : 'invitation-exists',
        key: record.humanKey,
        familyName: record.familyName,
      })
    } else if (invitation.availableTickets < record.confirmedTickets) {
      plan.problems.push({
        line: invitation.line,
        column: 'available_tickets',
        code: 'seats-below-confirmed',
        key: record.humanKey,
        confirmed: record.confirmedTickets,
      })
    } else {
      plan.update.push({ invitation, changes })
    }
  }

  for (const row of invitations) {
    const match = byName.get(row)
    if (match?.kind === 'found') {
      compare({ ...row, humanKey: match.record.humanKey }, match.record, true)
    } else if (match?.kind === 'ambiguous') {
      plan.problems.push({
        line: row.line,
        column: 'family_name',
        code: 'family-ambiguous',
        familyName: row.familyName,
        keys: match.keys,
      })
    } else if (match?.kind === 'none') {
      const invitation = { ...row, humanKey: drawCode(taken, options.random ?? secureRandomIndex) }
      plan.insert.push(invitation)
      plan.drawn.push(invitation)
    } else {
      const record = stored.get(row.humanKey)
      if (record) compare(row, record, false)
      else plan.insert.push(row)
    }
  }
  const chosen = plan.insert.filter((row) => !plan.drawn.includes(row)).map((row) => row.humanKey)
  plan.sequential = sequentialRuns(chosen, [...stored.keys()])
  plan.warnings = nameWarnings(invitations, plan.insert, existing).sort(byPosition)
  return plan
}
