import type { FamilyAtTheDoor } from './local-view'

/** How many people over the family's confirmed pases `count` more would bring in. */
export function overThePases(family: FamilyAtTheDoor, count: number): number {
  return Math.max(0, family.arrivedHere + count - family.confirmed_tickets)
}

/** One arrival as the database should store it. */
export type ArrivalPart = { count: number; extra: boolean; positions?: number[] }

/**
 * An arrival as the database should store it: within the pases as one (with the named people
 * who came, when the helper said who), and the people beyond them as a second, extra arrival,
 * recorded only when the helper confirmed them. A family that did not confirm has no pases: all
 * of it is extra.
 */
export function splitArrival(
  family: FamilyAtTheDoor,
  count: number,
  extraConfirmed: boolean,
  positions?: readonly number[],
): ArrivalPart[] {
  const over = overThePases(family, count)
  if (over > 0 && !extraConfirmed) return []
  const within = count - over
  const named = [...new Set(positions ?? [])]
    .filter((position) => position >= 1 && position <= family.confirmed_tickets)
    .slice(0, within)
  return [
    ...(within > 0
      ? [{ count: within, extra: false, ...(named.length > 0 ? { positions: named } : {}) }]
      : []),
    ...(over > 0 ? [{ count: over, extra: true }] : []),
  ]
}
