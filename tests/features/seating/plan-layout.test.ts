import { describe, expect, it } from 'vitest'
import { movedSpot, planSpots } from '../../../web/src/features/seating/utils/plan-layout'
import type { SeatingTable } from '../../../web/src/lib/guest-list/seating'

const table = (name: string, at: [number, number] | null = null): SeatingTable => ({
  name,
  seats: 8,
  shape: 'round',
  is_head: false,
  plan_x: at?.[0] ?? null,
  plan_y: at?.[1] ?? null,
})

describe('the room plan', () => {
  it('keeps a placed table where the couple put it and the others in their cells of a grid', () => {
    const spots = planSpots([
      table('Principal', [50, 10]),
      table('Mesa 1'),
      table('Mesa 2'),
      table('Mesa 3'),
      table('Mesa 4'),
    ])
    expect(spots.get('Principal')).toEqual({ x: 50, y: 10 })
    // five tables: three columns, two rows; the head table keeps the first cell empty
    const rounded = (name: string) => {
      const spot = spots.get(name)
      return spot && [Math.round(spot.x), Math.round(spot.y)]
    }
    expect(['Mesa 1', 'Mesa 2', 'Mesa 3', 'Mesa 4'].map(rounded)).toEqual([
      [50, 25],
      [83, 25],
      [17, 75],
      [50, 75],
    ])
  })

  it('moves no other table when the couple places one', () => {
    const before = planSpots([table('Mesa 1'), table('Mesa 2')])
    const after = planSpots([table('Mesa 1', [10, 90]), table('Mesa 2')])
    expect(after.get('Mesa 2')).toEqual(before.get('Mesa 2'))
  })

  it('moves a table by the pixels dragged, in percent of the room, never out of it', () => {
    const size = { width: 800, height: 400 }
    expect(movedSpot({ x: 25, y: 25 }, { x: 200, y: -40 }, size)).toEqual({ x: 50, y: 15 })
    expect(movedSpot({ x: 90, y: 5 }, { x: 400, y: -400 }, size)).toEqual({ x: 100, y: 0 })
  })
})
