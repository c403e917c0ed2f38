import type { ScreenPhoto } from '../../../lib/photos/photo-api'

/** A photo on the TV, with when its signed URL arrived (a URL lives an hour). */
export type Slide = ScreenPhoto & { urlAt: number }

/**
 * The TV's slideshow: every approved photo as the last poll listed them (newest approval first),
 * the ones already shown in this round, and the one on screen. A photo the couple approves is
 * the newest one not yet shown, so it comes next; one they hide is gone at the next poll.
 */
export type ScreenQueue = { slides: Slide[]; shown: string[]; current: string | null; turn: number }

export const emptyQueue: ScreenQueue = { slides: [], shown: [], current: null, turn: 0 }

/** A photo's signed URL is taken again from a poll once it is this old (it lives 60 minutes). */
export const urlLifeMs = 30 * 60 * 1000

const newestFirst = (a: ScreenPhoto, b: ScreenPhoto) =>
  Date.parse(b.approvedAt) - Date.parse(a.approvedAt)

/**
 * The queue after a poll answered `polled` at `now`: photos no longer approved leave (the one on
 * screen too: `current` becomes null and the page moves on at once), a photo approved again
 * counts as new, and a known photo keeps its URL (its image is not fetched again) until the URL
 * is half its life old.
 */
export function withPoll(queue: ScreenQueue, polled: ScreenPhoto[], now: number): ScreenQueue {
  const known = new Map(queue.slides.map((slide) => [slide.id, slide]))
  const approvedAgain = new Set<string>()
  const slides = [...polled].sort(newestFirst).map((photo): Slide => {
    const old = known.get(photo.id)
    if (old && old.approvedAt !== photo.approvedAt) approvedAgain.add(photo.id)
    if (old && old.approvedAt === photo.approvedAt && now - old.urlAt < urlLifeMs) return old
    return { ...photo, urlAt: now }
  })
  const listed = new Set(slides.map((slide) => slide.id))
  return {
    slides,
    shown: queue.shown.filter((id) => listed.has(id) && !approvedAgain.has(id)),
    current: queue.current !== null && listed.has(queue.current) ? queue.current : null,
    turn: queue.turn,
  }
}

/**
 * The next photo: the newest one not shown in this round; when all were, a new round from the
 * newest (not the one just on screen, unless it is the only one).
 */
export function advance(queue: ScreenQueue): ScreenQueue {
  const turn = queue.turn + 1
  if (queue.slides.length === 0) return { ...queue, shown: [], current: null, turn }
  const unseen = queue.slides.find(
    (slide) => !queue.shown.includes(slide.id) && slide.id !== queue.current,
  )
  if (unseen) return { ...queue, current: unseen.id, shown: [...queue.shown, unseen.id], turn }
  const next = queue.slides.find((slide) => slide.id !== queue.current) ?? queue.slides[0]!
  return { ...queue, current: next.id, shown: [next.id], turn }
}

export const currentSlide = (queue: ScreenQueue): Slide | null =>
  queue.slides.find((slide) => slide.id === queue.current) ?? null
