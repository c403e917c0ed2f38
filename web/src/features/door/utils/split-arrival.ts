import type { FamilyAtTheDoor } from './local-view'

/** How many people over the family's confirmed pases `count` more would bring in. */
export function overThePases(family: FamilyAtTheDoor, count: number): number {
  return Math.max(0, family.arrivedHere + count - family.confirmed_tickets)
}

/**
 * An arrival as the database should store it: within the pases as one, and the people beyond
 * them as a second, extra arrival, recorded only when the helper confirmed them.
 */
export function splitArrival(
  family: FamilyAtTheDoor,
  count: number,
  extraConfirmed: boolean,
): { count: number; extra: boolean }[] {
  const over = overThePases(family, count)
  if (over > 0 && !extraConfirmed) return []
  const within = count - over
  return [
    ...(within > 0 ? [{ count: within, extra: false }] : []),
    ...(over > 0 ? [{ count: over, extra: true }] : []),
  ]
}
