import { describe, expect, it } from 'vitest'
import { autoSeat } from '../../../web/src/features/seating/utils/auto-seat'

const family = (humanKey: string, seats: number) => ({
  humanKey,
  familyName: `Familia ${humanKey}`,
  seats,
})

describe('seating the rest automatically', () => {
  it('seats the largest families first, each at the table with the most free seats', () => {
    const plan = autoSeat(
      [
        { name: 'Mesa 1', free: 8 },
        { name: 'Mesa 2', free: 8 },
      ],
      [family('A', 2), family('B', 5), family('C', 3), family('D', 4)],
    )
    expect(plan.placed.map(({ humanKey, tableName }) => [humanKey, tableName])).toEqual([
      ['B', 'Mesa 1'],
      ['D', 'Mesa 2'],
      ['C', 'Mesa 2'],
      ['A', 'Mesa 1'],
    ])
    expect(plan.left).toEqual([])
  })

  it('fills the tables evenly instead of one after the other', () => {
    const plan = autoSeat(
      [
        { name: 'Mesa 1', free: 10 },
        { name: 'Mesa 2', free: 10 },
        { name: 'Mesa 3', free: 10 },
      ],
      Array.from({ length: 6 }, (_, index) => family(String(index + 1), 2)),
    )
    const perTable = (name: string) =>
      plan.placed.filter((placed) => placed.tableName === name).length
    expect([perTable('Mesa 1'), perTable('Mesa 2'), perTable('Mesa 3')]).toEqual([2, 2, 2])
  })

  it('keeps a family whole: one that fits at no table stays without one', () => {
    const plan = autoSeat(
      [
        { name: 'Mesa 1', free: 4 },
        { name: 'Mesa 2', free: 3 },
      ],
      [family('Grande', 6), family('Chica', 3), family('Mediana', 4)],
    )
    expect(plan.placed.map(({ humanKey, tableName }) => [humanKey, tableName])).toEqual([
      ['Mediana', 'Mesa 1'],
      ['Chica', 'Mesa 2'],
    ])
    expect(plan.left).toEqual([family('Grande', 6)])
  })

  it('keeps the order given among families of one size, and the first table on a tie', () => {
    const plan = autoSeat(
      [
        { name: 'B', free: 5 },
        { name: 'A', free: 5 },
      ],
      [family('X', 1), family('Y', 1)],
    )
    expect(plan.placed.map(({ humanKey, tableName }) => [humanKey, tableName])).toEqual([
      ['X', 'B'],
      ['Y', 'A'],
    ])
  })

  it('leaves everyone waiting when there are no tables', () => {
    expect(autoSeat([], [family('A', 2)])).toEqual({ placed: [], left: [family('A', 2)] })
  })
})
