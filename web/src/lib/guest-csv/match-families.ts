import { comparableText } from './comparable-text'
import type { GuestRecord, InvitationFields } from './invitation'

export type FamilyMatch =
  { kind: 'found'; record: GuestRecord } | { kind: 'ambiguous'; keys: string[] } | { kind: 'none' }

/** One family however its name is typed: accents, case and spacing aside. */
export const familyKey = (familyName: string) => comparableText(familyName)

const sameDetails = (row: InvitationFields, record: GuestRecord) =>
  comparableText(row.familyChief ?? '') === comparableText(record.familyChief ?? '') &&
  row.availableTickets === record.availableTickets

const sameChief = (row: InvitationFields, record: GuestRecord) =>
  comparableText(row.familyChief ?? '') === comparableText(record.familyChief ?? '')

/**
 * The one rule that keeps a re-import from adding copies: a row without a number is the
 * family of the same name already in the list. Where the list holds that name more than once,
 * a row takes the family with the same chief and seats, then the one with the same chief, then
 * the only one left; a row that could be either of two is ambiguous. Families whose number
 * another row of the file names are not candidates.
 */
export function matchFamilies<Row extends InvitationFields>(
  rows: readonly Row[],
  candidates: readonly GuestRecord[],
): Map<Row, FamilyMatch> {
  const byName = new Map<string, GuestRecord[]>()
  for (const record of candidates) {
    const key = familyKey(record.familyName)
    byName.set(key, [...(byName.get(key) ?? []), record])
  }
  const matches = new Map<Row, FamilyMatch>()
  const claim = (row: Row, test: (record: GuestRecord) => boolean) => {
    if (matches.has(row)) return
    const free = byName.get(familyKey(row.familyName)) ?? []
    const record = free.find(test)
    if (!record) return
    free.splice(free.indexOf(record), 1)
    matches.set(row, { kind: 'found', record })
  }
  for (const row of rows) claim(row, (record) => sameDetails(row, record))
  for (const row of rows) claim(row, (record) => sameChief(row, record))

  const unmatched = rows.filter((row) => !matches.has(row))
  for (const row of unmatched) {
    const name = familyKey(row.familyName)
    const free = byName.get(name) ?? []
    const rivals = unmatched.filter((other) => familyKey(other.familyName) === name)
    if (free.length === 0) matches.set(row, { kind: 'none' })
    else if (free.length === 1 && rivals.length === 1) claim(row, () => true)
    else matches.set(row, { kind: 'ambiguous', keys: free.map((record) => record.humanKey) })
  }
  return matches
}
