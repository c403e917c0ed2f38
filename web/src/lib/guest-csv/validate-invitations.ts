import type { Invitation } from './invitation'
import type { Problem } from './problem'
import type { RawRow } from './read-invitation-rows'

export const maxTickets = 50

/**
 * A valid invitation and the line it came from, for later reports. An empty humanKey means the
 * row left it empty and the import draws one.
 */
export type ValidInvitation = Invitation & { line: number }

export type Validated = { invitations: ValidInvitation[]; problems: Problem[] }

export const normalizeHumanKey = (raw: string) => raw.trim().toUpperCase()

const collapseSpaces = (raw: string) => raw.replace(/\s+/g, ' ').trim()

/** An empty human_key asks the tools to draw a random number (see invitation-codes.ts). */
export function humanKeyProblem(raw: string): string | null {
  const key = normalizeHumanKey(raw)
  if (key === '') return null
  if (/^\d{1,2}$/.test(key)) {
    return (
      `"${key}" looks like ${key.padStart(3, '0')} without its leading zeros (Excel drops them ` +
      `from numbers). Write ${key.padStart(3, '0')}, and format the human_key column as Text ` +
      'in Excel before typing the numbers so they stay as written.'
    )
  }
  if (!/^[A-Z0-9]{1,3}$/.test(key)) {
    return `"${raw.trim()}" is not an invitation number: 1 to 3 letters (A–Z, no accents) or digits, e.g. 001 or A12.`
  }
  return null
}

export function familyNameProblem(raw: string): string | null {
  return collapseSpaces(raw) === '' ? 'Empty. Write the family name, e.g. Familia García.' : null
}

export function availableTicketsProblem(raw: string): string | null {
  const value = raw.trim()
  if (value === '') return `Empty. Write how many seats the invitation holds, 1 to ${maxTickets}.`
  if (!/^\d+$/.test(value)) return `"${value}" is not a whole number from 1 to ${maxTickets}.`
  const tickets = Number(value)
  if (tickets < 1 || tickets > maxTickets) return `${tickets} is not between 1 and ${maxTickets}.`
  return null
}

/** Checks every row on its own, then keys repeated within the file. */
export function validateInvitations(rows: RawRow[]): Validated {
  const problems: Problem[] = []
  const invitations: ValidInvitation[] = []
  const firstLine = new Map<string, number>()

  for (const { line, values } of rows) {
    const rowProblems: Problem[] = []
    const check = (column: keyof RawRow['values'], problem: (raw: string) => string | null) => {
      const message = problem(values[column])
      if (message) rowProblems.push({ line, column, message })
    }
    check('human_key', humanKeyProblem)
    check('family_name', familyNameProblem)
    check('available_tickets', availableTicketsProblem)

    const humanKey = normalizeHumanKey(values.human_key)
    const seenOn = firstLine.get(humanKey)
    if (seenOn !== undefined && humanKey !== '') {
      rowProblems.push({
        line,
        column: 'human_key',
        message: `${humanKey} is already on line ${seenOn}; each invitation number may appear once.`,
      })
    } else if (humanKey !== '') {
      firstLine.set(humanKey, line)
    }

    problems.push(...rowProblems)
    if (rowProblems.length > 0) continue
    invitations.push({
      line,
      humanKey,
      familyName: collapseSpaces(values.family_name),
      familyChief: collapseSpaces(values.family_chief) || null,
      availableTickets: Number(values.available_tickets.trim()),
    })
  }
  return { invitations, problems }
}
