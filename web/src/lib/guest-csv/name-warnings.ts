import type { GuestRecord } from './invitation'
import { familyKey } from './match-families'
import type { Problem } from './problem'
import type { ValidInvitation } from './validate-invitations'

/**
 * Two rows of the file, or a new row and a family already in the list, with the same name
 * (accents and case aside): allowed, since two families may share a name, but worth a look.
 */
export function nameWarnings(
  rows: readonly ValidInvitation[],
  inserted: readonly ValidInvitation[],
  existing: readonly GuestRecord[],
): Problem[] {
  const warnings: Problem[] = []
  const firstLine = new Map<string, number>()
  for (const row of rows) {
    const name = familyKey(row.familyName)
    const seenOn = firstLine.get(name)
    if (seenOn === undefined) firstLine.set(name, row.line)
    else {
      warnings.push({
        line: row.line,
        column: 'family_name',
        code: 'name-repeated',
        familyName: row.familyName,
        firstLine: seenOn,
      })
    }
  }
  for (const row of inserted) {
    const keys = existing
      .filter((record) => familyKey(record.familyName) === familyKey(row.familyName))
      .map((record) => record.humanKey)
    if (keys.length > 0) {
      warnings.push({
        line: row.line,
        column: 'family_name',
        code: 'name-exists',
        familyName: row.familyName,
        keys,
      })
    }
  }
  return warnings
}
