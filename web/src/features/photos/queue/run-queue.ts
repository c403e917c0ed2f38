import type { PhotoApi } from '../../../lib/photos/photo-api'
import { isFinalRefusal, PhotoApiError } from '../../../lib/photos/photo-api-error'
import type { PreparedPhoto } from '../pipeline/prepare'
import { PrepareError } from '../pipeline/prepare-error'
import { retryDelay } from './backoff'
import type { PhotosDatabase, QueuedPhoto } from './photos-db'
import { isWaiting, queuedPhotos, updatePhoto } from './queue-store'

/** What the queue needs: the database, the photo calls, the pipeline and a clock. */
export type QueueDeps = {
  db: PhotosDatabase
  api: Pick<PhotoApi, 'reserve' | 'upload' | 'confirm'>
  prepare: (blob: Blob) => Promise<PreparedPhoto>
  now: () => number
  /** told of every change, progress included (progress is not written to the database) */
  onChange?: (photo: QueuedPhoto) => void
}

/** How a run ended: everything done, or the time the next try is due (the page sets a timer). */
export type QueueRun = { nextAt: number | null }

// a server that throttles is given at least this long before the next try
const throttledDelayMs = 15_000
/** Tries at preparing a photo whose code would not load, before it is taken as unreadable. */
export const maxPrepareAttempts = 6

async function change(deps: QueueDeps, id: string, fields: Partial<QueuedPhoto>) {
  const photo = await updatePhoto(deps.db, id, fields)
  if (photo) deps.onChange?.(photo)
  return photo
}

/**
 * Prepares one photo on the phone; a photo that cannot be is refused with the reason. Anything
 * else (the pipeline's or the HEIC decoder's code failing to load with no signal) is tried again
 * after a backoff, at most `maxPrepareAttempts` times.
 */
async function prepareOne(deps: QueueDeps, photo: QueuedPhoto): Promise<void> {
  try {
    const prepared = await deps.prepare(photo.source as Blob)
    await change(deps, photo.id, {
      state: 'queued',
      source: null,
      jpeg: prepared.jpeg,
      thumb: prepared.thumb,
      width: prepared.width,
      height: prepared.height,
      sha256: prepared.sha256,
      attempts: 0,
      nextTryAt: deps.now(),
    })
  } catch (error) {
    const attempts = photo.attempts + 1
    if (error instanceof PrepareError || attempts >= maxPrepareAttempts) {
      const refusal = error instanceof PrepareError ? error.code : 'unreadable'
      await change(deps, photo.id, { state: 'refused', refusal, source: null })
      return
    }
    await change(deps, photo.id, { attempts, nextTryAt: deps.now() + retryDelay(attempts) })
  }
}

/**
 * Sends one prepared photo: reserved by the server (which answers `alreadyStored` for a hash this
 * family stored before, so a photo is never sent twice), the JPEG and its thumbnail uploaded,
 * then confirmed. A cut try is started again from the reservation.
 */
async function sendOne(deps: QueueDeps, photo: QueuedPhoto): Promise<void> {
  const jpeg = photo.jpeg as Blob
  const thumb = photo.thumb as Blob
  await change(deps, photo.id, { state: 'uploading', progress: 0 })
  try {
    const reservation = await deps.api.reserve({
      invitation: photo.invitation,
      sha256: photo.sha256 as string,
      bytes: jpeg.size,
      width: photo.width,
      height: photo.height,
      thumbBytes: thumb.size,
    })
    if (!reservation.alreadyStored) {
      await change(deps, photo.id, { photoId: reservation.photoId })
      await deps.api.upload(reservation.path, reservation.token, jpeg, (share) =>
        deps.onChange?.({ ...photo, state: 'uploading', progress: share * 0.95 }),
      )
      await deps.api.upload(reservation.thumbPath, reservation.thumbToken, thumb)
    }
    const status = reservation.alreadyStored
      ? reservation.status
      : (await deps.api.confirm(photo.invitation, reservation.photoId)).status
    await change(deps, photo.id, {
      state: 'stored',
      status,
      photoId: reservation.photoId,
      jpeg: null,
      progress: 1,
      attempts: 0,
    })
  } catch (error) {
    if (isFinalRefusal(error)) {
      await change(deps, photo.id, { state: 'refused', refusal: error.code, jpeg: null })
      return
    }
    const attempts = photo.attempts + 1
    const throttled = error instanceof PhotoApiError && error.code === 'throttled'
    await change(deps, photo.id, {
      state: 'queued',
      progress: 0,
      attempts,
      nextTryAt: deps.now() + retryDelay(attempts, throttled ? throttledDelayMs : 0),
    })
  }
}

/**
 * One pass over an invitation's queue on this phone, one photo at a time: the oldest prepared
 * photo is sent when its try is due; while it waits (no signal, a backoff), the next picked ones
 * are prepared. Photos go to the server in the order they were picked.
 */
async function runOnce(deps: QueueDeps, invitation: string): Promise<QueueRun> {
  for (;;) {
    const waiting = (await queuedPhotos(deps.db, invitation)).filter(isWaiting)
    const due = (photo: QueuedPhoto) => photo.nextTryAt <= deps.now()
    const toSend = waiting.find((photo) => photo.state !== 'preparing')
    if (toSend && due(toSend)) {
      // sent, refused or put back with its backoff: either way the queue has moved on
      await sendOne(deps, toSend)
      continue
    }
    const preparing = waiting.filter((photo) => photo.state === 'preparing')
    const toPrepare = preparing.find(due)
    if (toPrepare) {
      await prepareOne(deps, toPrepare)
      continue
    }
    // what waits: the head of the queue and the photos to prepare (the others wait for the head)
    const times = [...(toSend ? [toSend] : []), ...preparing].map((photo) => photo.nextTryAt)
    return { nextAt: times.length > 0 ? Math.min(...times) : null }
  }
}

const running = new Map<PhotosDatabase, Promise<QueueRun>>()

/** Runs the queue unless a run is under way on this page (then waits for that one). */
export function runQueue(deps: QueueDeps, invitation: string): Promise<QueueRun> {
  const current = running.get(deps.db)
  if (current) return current
  const run = runOnce(deps, invitation).finally(() => running.delete(deps.db))
  running.set(deps.db, run)
  return run
}

/**
 * The signal came back, or the phone was unlocked: every waiting photo may be tried now rather
 * than at the end of its backoff.
 */
export async function wakeQueue(db: PhotosDatabase, invitation: string, now: number) {
  for (const photo of await queuedPhotos(db, invitation)) {
    if (isWaiting(photo) && photo.nextTryAt > now)
      await updatePhoto(db, photo.id, { nextTryAt: now })
  }
}
