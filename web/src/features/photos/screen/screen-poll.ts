import type { ScreenPhoto } from '../../../lib/photos/photo-api'
import { PhotoApiError } from '../../../lib/photos/photo-api-error'

export type ScreenPollOptions = {
  load: () => Promise<ScreenPhoto[]>
  /** Every answer, with the clock's time when it came. */
  onPhotos: (photos: ScreenPhoto[], now: number) => void
  /** The key was refused: polling stops. */
  onBadKey: () => void
  everyMs: number
  now?: () => number
}

/**
 * Asks for the approved photos now and then every `everyMs` after each answer. A failed poll (the
 * venue's Wi-Fi dropped, a busy server) is tried again at the next turn without a word: the
 * slideshow goes on with what it has. Returns the function that stops it.
 */
export function startScreenPoll({
  load,
  onPhotos,
  onBadKey,
  everyMs,
  now = Date.now,
}: ScreenPollOptions): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  async function poll() {
    try {
      const photos = await load()
      if (stopped) return
      onPhotos(photos, now())
    } catch (error) {
      if (stopped) return
      if (error instanceof PhotoApiError && error.code === 'bad_key') {
        stopped = true
        onBadKey()
        return
      }
    }
    timer = setTimeout(() => void poll(), everyMs)
  }
  void poll()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
