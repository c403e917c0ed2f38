import type { CoupleInvitation } from '../../lib/couple/api/guest-row'

/** Families with a phone first: those without one come together at the end, to skip at once. */
export function sendingOrder(
  rows: readonly CoupleInvitation[],
  queue: readonly string[],
): string[] {
  const hasPhone = (key: string) => Boolean(rows.find((row) => row.human_key === key)?.phone)
  return [...queue.filter(hasPhone), ...queue.filter((key) => !hasPhone(key))]
}
