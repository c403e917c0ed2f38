/** A table that may take families: its name and the seats still free. */
export type OpenTable = { name: string; free: number }

/** A family waiting for a table, with the seats it needs. */
export type WaitingFamily = { humanKey: string; familyName: string; seats: number }

export type AutoSeatPlan = {
  /** each family and the table it goes to, in the order they were placed */
  placed: (WaitingFamily & { tableName: string })[]
  /** the families no table has room for; they stay without a table */
  left: WaitingFamily[]
}

/**
 * Seats whole families, largest first, each at the table with the most free seats (the first of
 * those on a tie), so the tables fill evenly; a family no table has room for is left out.
 */
export function autoSeat(
  tables: readonly OpenTable[],
  families: readonly WaitingFamily[],
): AutoSeatPlan {
  const free = tables.map((table) => ({ ...table }))
  const bySize = families
    .map((family, index) => ({ family, index }))
    .sort((a, b) => b.family.seats - a.family.seats || a.index - b.index)
  const plan: AutoSeatPlan = { placed: [], left: [] }
  for (const { family } of bySize) {
    const roomiest = free.reduce<(typeof free)[number] | undefined>(
      (best, table) => (!best || table.free > best.free ? table : best),
      undefined,
    )
    if (roomiest && roomiest.free >= family.seats) {
      roomiest.free -= family.seats
      plan.placed.push({ ...family, tableName: roomiest.name })
    } else {
      plan.left.push(family)
    }
  }
  return plan
}
