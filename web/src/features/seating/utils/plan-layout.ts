import type { SeatingTable } from '../../../lib/guest-list/seating'

/** A place on the room plan, in percent of its width and depth (the table's centre). */
export type PlanSpot = { x: number; y: number }

/**
 * Where each table stands on the plan: where the couple put it, or, until then, its cell of a grid
 * of all the tables in their order, spread over the room (so placing one moves no other).
 */
export function planSpots(tables: readonly SeatingTable[]): Map<string, PlanSpot> {
  const columns = Math.max(1, Math.ceil(Math.sqrt(tables.length)))
  const rows = Math.max(1, Math.ceil(tables.length / columns))
  return new Map(
    tables.map((table, index) => {
      if (table.plan_x !== null && table.plan_y !== null) {
        return [table.name, { x: table.plan_x, y: table.plan_y }]
      }
      const spot = {
        x: (((index % columns) + 0.5) / columns) * 100,
        y: ((Math.floor(index / columns) + 0.5) / rows) * 100,
      }
      return [table.name, spot]
    }),
  )
}

const within = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10

/** A spot moved by a drag of `delta` pixels over a plan `size` pixels wide and deep. */
export function movedSpot(
  spot: PlanSpot,
  delta: { x: number; y: number },
  size: { width: number; height: number },
): PlanSpot {
  return {
    x: within(spot.x + (delta.x / Math.max(1, size.width)) * 100),
    y: within(spot.y + (delta.y / Math.max(1, size.height)) * 100),
  }
}
