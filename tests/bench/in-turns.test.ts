import { describe, expect, it } from 'vitest'
import { inTurns } from '../../bench/in-turns'

describe('inTurns', () => {
  it('does each index once, never more than the lanes at a time, and a lane takes the next when free', async () => {
    const done: number[] = []
    const laneOf = new Map<number, number>()
    let running = 0
    let most = 0
    // index 0 is held until every other one is done: the other lanes get through the rest
    let releaseFirst = () => {}
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    await inTurns(7, 3, async (index, lane) => {
      running++
      most = Math.max(most, running)
      laneOf.set(index, lane)
      if (index === 0) await firstHeld
      else await Promise.resolve()
      done.push(index)
      running--
      if (done.length === 6) releaseFirst()
    })
    expect([...done].sort()).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(most).toBe(3)
    expect(done.at(-1)).toBe(0)
    expect(new Set(laneOf.values())).toEqual(new Set([0, 1, 2]))
    // the held lane ran nothing else
    const heldLane = laneOf.get(0)
    expect([...laneOf].filter(([, lane]) => lane === heldLane)).toEqual([[0, heldLane]])
  })

  it('does nothing for no work, and no more lanes than there is work', async () => {
    const lanes: number[] = []
    await inTurns(0, 3, async () => {
      lanes.push(-1)
    })
    expect(lanes).toEqual([])
    await inTurns(2, 5, async (_, lane) => {
      lanes.push(lane)
    })
    expect(lanes).toHaveLength(2)
  })
})
