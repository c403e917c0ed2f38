import { comparableText } from '../../../lib/guest-csv/comparable-text'
import type { DoorFamily } from '../../../lib/guest-list/door-records'

const searchableText = (family: DoorFamily) =>
  comparableText(
    [family.family_name, family.family_chief ?? '', ...family.people.map((p) => p.name ?? '')].join(
      ' ',
    ),
  )

/**
 * The families a helper means by the name they typed: every family whose name, head or people
 * contain each typed word, accents and case aside; the confirmed ones first, then those that
 * declined or did not answer (the door says so instead of «ninguna coincide»).
 */
export function findFamilies<T extends DoorFamily>(families: readonly T[], query: string): T[] {
  const words = comparableText(query).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const found = families.filter((family) =>
    words.every((word) => searchableText(family).includes(word)),
  )
  return [
    ...found.filter((family) => family.status === 'confirmed'),
    ...found.filter((family) => family.status !== 'confirmed'),
  ]
}

/**
 * What was typed as an invitation number said aloud (1 to 3 letters or digits, one of them a
 * digit), upper-case; null for a name. The door looks a number up online: the phone holds none.
 */
export function typedNumber(query: string): string | null {
  const value = query.trim().toUpperCase()
  return /^[A-Z0-9]{1,3}$/.test(value) && /\d/.test(value) ? value : null
}
