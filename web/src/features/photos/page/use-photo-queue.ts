import { useCallback, useEffect, useRef, useState } from 'react'
import type { PhotoApi } from '../../../lib/photos/photo-api'
import { openPhotosDb, type PhotosDatabase, type QueuedPhoto } from '../queue/photos-db'
import { addPhotos, forgetPhoto, queuedPhotos } from '../queue/queue-store'
import { runQueue, wakeQueue, type QueueDeps } from '../queue/run-queue'

const prepare = (blob: Blob) =>
  import('../pipeline/prepare').then(({ preparePhoto }) => preparePhoto(blob))

/** One queue runner across this phone's tabs where the browser has Web Locks. */
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return work()
  let result: T | undefined
  await locks.request('boda-fotos-cola', async () => {
    result = await work()
  })
  return result as T
}

/**
 * The phone's queue of one invitation, kept running: on opening the page (a reload resumes it),
 * after each pick, when a backoff ends, when the signal comes back and when the phone is
 * unlocked. `onStored` is told when a photo reached the server.
 */
export function usePhotoQueue(invitation: string, api: PhotoApi, onStored: () => void) {
  const [photos, setPhotos] = useState<QueuedPhoto[]>([])
  const kickRef = useRef<() => void>(() => undefined)
  const dbRef = useRef<Promise<PhotosDatabase> | null>(null)
  const storedRef = useRef(onStored)
  useEffect(() => {
    storedRef.current = onStored
  }, [onStored])

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const db = openPhotosDb()
    dbRef.current = db
    const refresh = async () => {
      const list = await queuedPhotos(await db, invitation)
      if (!stopped) setPhotos(list)
    }
    const deps = async (): Promise<QueueDeps> => ({
      db: await db,
      api,
      prepare,
      now: Date.now,
      onChange: (photo) => {
        if (stopped) return
        setPhotos((list) => list.map((each) => (each.id === photo.id ? photo : each)))
        if (photo.state === 'stored') storedRef.current()
      },
    })
    const kick = async () => {
      clearTimeout(timer)
      const run = await oneAtATime(async () => runQueue(await deps(), invitation))
      await refresh()
      if (run.nextAt !== null && !stopped) {
        timer = setTimeout(() => void kick(), Math.max(0, run.nextAt - Date.now()))
      }
    }
    const wake = async () => {
      await wakeQueue(await db, invitation, Date.now())
      await kick()
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void wake()
    }
    kickRef.current = () => void kick()
    // photos stored on an earlier visit are in the family's list now: this one starts clean
    void (async () => {
      for (const photo of await queuedPhotos(await db, invitation)) {
        if (photo.state === 'stored') await forgetPhoto(await db, photo.id)
      }
      await refresh()
      await kick()
    })()
    window.addEventListener('online', wake)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('online', wake)
      document.removeEventListener('visibilitychange', onVisible)
      void db.then((open) => open.close())
    }
  }, [invitation, api])

  const add = useCallback(
    async (files: readonly File[]) => {
      const db = await dbRef.current
      if (!db || files.length === 0) return
      await addPhotos(
        db,
        invitation,
        files.map((file) => ({ name: file.name, blob: file })),
        Date.now(),
      )
      setPhotos(await queuedPhotos(db, invitation))
      kickRef.current()
    },
    [invitation],
  )

  const dismiss = useCallback(
    async (id: string) => {
      const db = await dbRef.current
      if (!db) return
      await forgetPhoto(db, id)
      setPhotos(await queuedPhotos(db, invitation))
    },
    [invitation],
  )

  return { photos, add, dismiss }
}
