import { describe, expect, it } from 'vitest'
import {
  animateScroll,
  easeInOutCubic,
  scrollPositionAt,
  SCROLL_DURATION_MS,
} from '../../../web/src/features/navigation/utils/smooth-scroll'

function manualFrames() {
  let clock = 0
  let pending: (() => void) | undefined
  const positions: number[] = []
  return {
    positions,
    now: () => clock,
    requestFrame: (callback: () => void) => {
      pending = callback
      return 1
    },
    cancelFrame: () => {
      pending = undefined
    },
    scrollTo: (y: number) => positions.push(y),
    runFrameAt(time: number) {
      clock = time
      const callback = pending
      pending = undefined
      callback?.()
    },
    hasPendingFrame: () => pending !== undefined,
  }
}

describe('easeInOutCubic', () => {
  it('starts at 0, passes the middle at one half and ends at 1', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(0.5)).toBe(0.5)
    expect(easeInOutCubic(1)).toBe(1)
  })

  it('starts slowly and never overshoots', () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1)
    expect(easeInOutCubic(1.5)).toBe(1)
  })
})

describe('scrollPositionAt', () => {
  it('reaches the target exactly when the duration is over', () => {
    expect(scrollPositionAt(0, 1000, 500, 500)).toBe(1000)
    expect(scrollPositionAt(0, 1000, 499, 500)).toBeLessThan(1000)
  })

  it('moves upwards as well as downwards', () => {
    expect(scrollPositionAt(1000, 0, 250, 500)).toBe(500)
  })
})

describe('animateScroll', () => {
  it('lasts 500 ms by default', () => {
    expect(SCROLL_DURATION_MS).toBe(500)
  })

  it('reaches the target at 500 ms and not before', () => {
    const frames = manualFrames()
    animateScroll({ from: 0, to: 1200, ...frames })

    for (const time of [0, 100, 250, 400, 499]) {
      frames.runFrameAt(time)
      expect(frames.positions.at(-1)).toBeLessThan(1200)
    }
    frames.runFrameAt(500)

    expect(frames.positions.at(-1)).toBe(1200)
    expect(frames.hasPendingFrame()).toBe(false)
  })

  it('moves steadily towards the target', () => {
    const frames = manualFrames()
    animateScroll({ from: 0, to: 1200, ...frames })
    for (const time of [16, 150, 300, 450]) frames.runFrameAt(time)

    const sorted = [...frames.positions].sort((a, b) => a - b)
    expect(frames.positions).toEqual(sorted)
    expect(frames.positions[0]).toBeGreaterThan(0)
  })

  it('stops where it is when cancelled', () => {
    const frames = manualFrames()
    const cancel = animateScroll({ from: 0, to: 1200, ...frames })
    frames.runFrameAt(100)
    cancel()
    frames.runFrameAt(500)

    expect(frames.positions).toHaveLength(1)
  })
})
