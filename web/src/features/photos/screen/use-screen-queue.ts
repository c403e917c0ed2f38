import { useEffect, useReducer, useState } from 'react'
import { createPhotoApi } from '../../../lib/photos/photo-api'
import { startScreenPoll } from './screen-poll'
import { advance, emptyQueue, withPoll, type ScreenQueue } from './screen-queue'
import type { ScreenPhoto } from '../../../lib/photos/photo-api'

/** How long each photo stays, and how often the TV asks for the list again. */
export const slideMs = 7000
export const pollMs = 4000

type Action = { type: 'poll'; photos: ScreenPhoto[]; now: number } | { type: 'advance' }

const reduce = (queue: ScreenQueue, action: Action): ScreenQueue =>
  action.type === 'poll' ? withPoll(queue, action.photos, action.now) : advance(queue)

export type ScreenState = { queue: ScreenQueue; phase: 'loading' | 'live' | 'bad_key' }

/** The slideshow of the key's approved photos: polled, each photo `slideMs`, new ones next. */
export function useScreenQueue(key: string | null): ScreenState {
  const [queue, dispatch] = useReducer(reduce, emptyQueue)
  const [phase, setPhase] = useState<ScreenState['phase']>('loading')

  useEffect(() => {
    if (!key) return
    const api = createPhotoApi()
    return startScreenPoll({
      load: () => api.screen(key),
      onPhotos: (photos, now) => {
        dispatch({ type: 'poll', photos, now })
        setPhase('live')
      },
      onBadKey: () => setPhase('bad_key'),
      everyMs: pollMs,
    })
  }, [key])

  // nothing on screen (the first photo, or the one shown was hidden): the next one at once;
  // otherwise the next after `slideMs`
  const { current, turn } = queue
  const waiting = current === null && queue.slides.length > 0
  useEffect(() => {
    if (waiting) {
      dispatch({ type: 'advance' })
      return
    }
    if (current === null) return
    const timer = setTimeout(() => dispatch({ type: 'advance' }), slideMs)
    return () => clearTimeout(timer)
  }, [waiting, current, turn])

  return { queue, phase }
}
