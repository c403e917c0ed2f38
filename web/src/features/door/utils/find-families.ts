import { comparableText } from '../../../lib/guest-csv/comparable-text'
import type { DoorFamily } from '../../../lib/guest-list/door-records'

const searchableText = (family: DoorFamily) =>
  comparableText(
    [family.family_name, family.family_chief ?? '', ...family.people.map((p) => p.name ?? '')].join(
      ' ',
    ),
  )

/**
 * The families a helper means by what they typed: the invitation number itself first, then every
 * family whose name, head or people contain each typed word, accents and case aside.
 */
export function findFamilies<T extends DoorFamily>(families: readonly T[], query: string): T[] {
  const words = comparableText(query).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const number = query.trim().toUpperCase()
  const exact = families.filter((family) => family.human_key === number)
  const byName = families.filter(
    (family) =>
      family.human_key !== number &&
      words.every(
        (word) => searchableText(family).includes(word) || family.human_key === word.toUpperCase(),
      ),
  )
  return [...exact, ...byName]
}
