import type { PhotosDatabase, QueuedPhoto } from './photos-db'

/** Puts picked files in the queue, in the order picked, each to be prepared in its turn. */
export async function addPhotos(
  db: PhotosDatabase,
  invitation: string,
  files: readonly { name: string; blob: Blob }[],
  now: number,
  newId: () => string = () => crypto.randomUUID(),
): Promise<QueuedPhoto[]> {
  const added = files.map((file, index): QueuedPhoto => ({
    id: newId(),
    invitation,
    name: file.name,
    addedAt: now + index / 1000,
    state: 'preparing',
    source: file.blob,
    jpeg: null,
    thumb: null,
    width: 0,
    height: 0,
    sha256: null,
    photoId: null,
    status: null,
    refusal: null,
    attempts: 0,
    nextTryAt: now,
    progress: 0,
  }))
  const tx = db.transaction('queue', 'readwrite')
  await Promise.all([...added.map((photo) => tx.store.put(photo)), tx.done])
  return added
}

/** This invitation's photos on this phone, oldest first. */
export async function queuedPhotos(db: PhotosDatabase, invitation: string): Promise<QueuedPhoto[]> {
  const all = await db.getAllFromIndex('queue', 'addedAt')
  return all.filter((photo) => photo.invitation === invitation)
}

/** Changes one photo in the queue (read and written in one transaction); null if it is gone. */
export async function updatePhoto(
  db: PhotosDatabase,
  id: string,
  change: Partial<QueuedPhoto>,
): Promise<QueuedPhoto | null> {
  const tx = db.transaction('queue', 'readwrite')
  const photo = await tx.store.get(id)
  if (!photo) {
    await tx.done
    return null
  }
  const changed = { ...photo, ...change }
  await tx.store.put(changed)
  await tx.done
  return changed
}

/** Takes a photo off this phone's list (a stored or refused one the guest dismissed). */
export async function forgetPhoto(db: PhotosDatabase, id: string): Promise<void> {
  await db.delete('queue', id)
}

/** Whether a photo still has work to do on this phone. */
export const isWaiting = (photo: QueuedPhoto) =>
  photo.state === 'preparing' || photo.state === 'queued' || photo.state === 'uploading'
