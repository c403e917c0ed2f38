import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { PhotoStatus } from '../../../lib/photos/photo-api'

/**
 * Where a photo is on its way, as the page shows it: being prepared on the phone, waiting its
 * turn (or for the signal), leaving the phone, kept by the server (then `status` says whether it
 * waits for the couple's approval), or refused for good with a `refusal` code.
 */
export type QueueState = 'preparing' | 'queued' | 'uploading' | 'stored' | 'refused'

/** A picked photo in the phone's queue, kept in IndexedDB until it is stored or refused. */
export type QueuedPhoto = {
  id: string
  invitation: string
  name: string
  addedAt: number
  state: QueueState
  /** the picked file until it is prepared, then dropped */
  source: Blob | null
  /** the prepared JPEG and thumbnail, dropped once stored */
  jpeg: Blob | null
  thumb: Blob | null
  width: number
  height: number
  sha256: string | null
  /** the server's id once it reserved or already had the photo */
  photoId: string | null
  status: PhotoStatus | null
  refusal: string | null
  /** failed tries since the last success, and when the next may start (ms since epoch) */
  attempts: number
  nextTryAt: number
  /** 0…1 of the JPEG sent, while uploading */
  progress: number
}

export interface PhotosDb extends DBSchema {
  queue: { key: string; value: QueuedPhoto; indexes: { addedAt: number } }
}

export type PhotosDatabase = IDBPDatabase<PhotosDb>

export const photosDbName = 'boda-fotos'

/** The guest's photo queue on this phone (one store, oldest first by `addedAt`). */
export function openPhotosDb(name = photosDbName): Promise<PhotosDatabase> {
  return openDB<PhotosDb>(name, 1, {
    upgrade(db) {
      db.createObjectStore('queue', { keyPath: 'id' }).createIndex('addedAt', 'addedAt')
    },
  })
}
