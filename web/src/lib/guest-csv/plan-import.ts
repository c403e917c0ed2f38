import type { GuestRecord, Invitation } from './invitation'
import { drawCode, secureRandomIndex, type RandomIndex } from './invitation-codes'
import type { Problem } from './problem'
import { sequentialRuns } from './sequential-numbers'
import type { ValidInvitation } from './validate-invitations'

/** One field's old and new value as text; null when the field is empty. */
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
}

const shown = (value: string | number | null) => (value === null ? null : String(value))

function changesBetween(stored: Invitation, wanted: Invitation): FieldChange[] {
  const fields = [
    ['family_name', stored.familyName, wanted.familyName],
    ['family_chief', stored.familyChief, wanted.familyChief],
    ['available_tickets', stored.availableTickets, wanted.availableTickets],
  ] as const
  return fields
    .filter(([, from, to]) => from !== to)
    .map(([column, from, to]) => ({ column, from: shown(from), to: shown(to) }))
}

/** Sorts valid rows into new and existing invitations, refusing what would harm an answer. */
export function planImport(
  invitations: ValidInvitation[],
  existing: GuestRecord[],
  options: { updateExisting: boolean; random?: RandomIndex },
): ImportPlan {
  const stored = new Map(existing.map((record) => [record.humanKey, record]))
  const plan: ImportPlan = {
    insert: [],
    drawn: [],
    update: [],
    unchanged: [],
    problems: [],
    sequential: [],
  }
  const taken = new Set([...stored.keys(), ...invitations.map((row) => row.humanKey)])

  for (const row of invitations) {
    if (row.humanKey === '') {
      const invitation = { ...row, humanKey: drawCode(taken, options.random ?? secureRandomIndex) }
      plan.insert.push(invitation)
      plan.drawn.push(invitation)
      continue
    }
    const invitation = row
    const record = stored.get(invitation.humanKey)
    if (!record) {
      plan.insert.push(invitation)
    } else if (!options.updateExisting) {
      plan.problems.push({
        line: invitation.line,
        column: 'human_key',
        code: 'invitation-exists',
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
      const changes = changesBetween(record, invitation)
      if (changes.length === 0) plan.unchanged.push(invitation)
      else plan.update.push({ invitation, changes })
    }
  }
  const chosen = plan.insert.filter((row) => !plan.drawn.includes(row)).map((row) => row.humanKey)
  plan.sequential = sequentialRuns(chosen, [...stored.keys()])
  return plan
}
