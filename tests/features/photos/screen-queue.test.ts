import { afterEach, describe, expect, it, vi } from 'vitest'
import { startScreenPoll } from '../../../web/src/features/photos/screen/screen-poll'
import {
  advance,
  currentSlide,
  emptyQueue,
  urlLifeMs,
  withPoll,
  type ScreenQueue,
} from '../../../web/src/features/photos/screen/screen-queue'
import type { ScreenPhoto } from '../../../web/src/lib/photos/photo-api'
import { PhotoApiError } from '../../../web/src/lib/photos/photo-api-error'

// a fixed clock: every time below is an offset from it
const start = Date.parse('2026-11-28T22:00:00Z')
const photo = (id: string, approvedMinute: number, url = `https://storage/${id}?t=1`) => ({
  id,
  url,
  approvedAt: new Date(start + approvedMinute * 60_000).toISOString(),
})

/** The ids the TV shows over `turns` slides. */
function play(queue: ScreenQueue, turns: number): [string[], ScreenQueue] {
  const seen: string[] = []
  let state = queue
  for (let turn = 0; turn < turns; turn += 1) {
    state = advance(state)
    seen.push(state.current!)
  }
  return [seen, state]
}

describe("the TV's queue", () => {
  it('shows the approved photos newest approval first, then starts the round again', () => {
    const queue = withPoll(emptyQueue, [photo('a', 1), photo('c', 3), photo('b', 2)], start)
    expect(play(queue, 5)[0]).toEqual(['c', 'b', 'a', 'c', 'b'])
  })

  it('shows a newly approved photo next, before the rest of the round', () => {
    const first = withPoll(emptyQueue, [photo('a', 1), photo('b', 2), photo('c', 3)], start)
    const [seen, midRound] = play(first, 1)
    expect(seen).toEqual(['c'])
    const polled = withPoll(
      midRound,
      [photo('a', 1), photo('b', 2), photo('c', 3), photo('n', 9)],
      start + 4000,
    )
    expect(currentSlide(polled)?.id).toBe('c')
    expect(play(polled, 3)[0]).toEqual(['n', 'b', 'a'])
  })

  it('drops a photo the couple hid at the next poll, the one on screen too', () => {
    const first = withPoll(emptyQueue, [photo('a', 1), photo('b', 2), photo('c', 3)], start)
    const [, showingC] = play(first, 1)
    const hidden = withPoll(showingC, [photo('a', 1), photo('b', 2)], start + 4000)
    expect(hidden.current).toBeNull()
    expect(currentSlide(hidden)).toBeNull()
    expect(hidden.slides.map((slide) => slide.id)).toEqual(['b', 'a'])
    expect(play(hidden, 4)[0]).toEqual(['b', 'a', 'b', 'a'])
  })

  it('counts a photo hidden and approved again as new', () => {
    const first = withPoll(emptyQueue, [photo('a', 1), photo('b', 2)], start)
    const [, shownBoth] = play(first, 2)
    expect(shownBoth.current).toBe('a')
    const again = withPoll(shownBoth, [photo('a', 1), photo('b', 10)], start + 8000)
    expect(advance(again).current).toBe('b')
  })

  it('keeps a known photo’s URL (no new download) until half its hour has passed', () => {
    const first = withPoll(emptyQueue, [photo('a', 1, 'https://storage/a?t=1')], start)
    const soon = withPoll(first, [photo('a', 1, 'https://storage/a?t=2')], start + 60_000)
    expect(soon.slides[0]!.url).toBe('https://storage/a?t=1')
    const late = withPoll(soon, [photo('a', 1, 'https://storage/a?t=3')], start + urlLifeMs)
    expect(late.slides[0]!.url).toBe('https://storage/a?t=3')
  })

  it('shows the only photo again and again, and nothing when none is approved', () => {
    const one = withPoll(emptyQueue, [photo('a', 1)], start)
    expect(play(one, 3)[0]).toEqual(['a', 'a', 'a'])
    const none = advance(withPoll(one, [], start + 4000))
    expect(none.current).toBeNull()
  })
})

describe("the TV's polling", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('tries again quietly after a failed poll, and stops for a wrong key', async () => {
    vi.useFakeTimers({ now: start })
    const answers: (ScreenPhoto[] | Error)[] = [
      [photo('a', 1)],
      new PhotoApiError('network'),
      new PhotoApiError('unavailable', 503),
      [photo('a', 1), photo('b', 2)],
      new PhotoApiError('bad_key', 401),
    ]
    const load = vi.fn(async () => {
      const next = answers.shift()!
      if (next instanceof Error) throw next
      return next
    })
    const got: [string[], number][] = []
    const onBadKey = vi.fn()
    startScreenPoll({
      load,
      onPhotos: (photos, now) => got.push([photos.map((each) => each.id), now - start]),
      onBadKey,
      everyMs: 4000,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(got).toEqual([[['a'], 0]])
    await vi.advanceTimersByTimeAsync(12_000)
    expect(got).toEqual([
      [['a'], 0],
      [['a', 'b'], 12_000],
    ])
    expect(onBadKey).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(4000)
    expect(onBadKey).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(load).toHaveBeenCalledTimes(5)
  })

  it('stops asking once the page leaves', async () => {
    vi.useFakeTimers({ now: start })
    const load = vi.fn(async () => [photo('a', 1)])
    const stop = startScreenPoll({ load, onPhotos: () => {}, onBadKey: () => {}, everyMs: 4000 })
    await vi.advanceTimersByTimeAsync(4000)
    stop()
    await vi.advanceTimersByTimeAsync(40_000)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
