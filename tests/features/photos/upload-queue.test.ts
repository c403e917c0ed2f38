import 'fake-indexeddb/auto'
import { createHash, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { PhotoApi, Reservation, ReserveRequest } from '../../../web/src/lib/photos/photo-api'
import { PhotoApiError } from '../../../web/src/lib/photos/photo-api-error'
import type { PreparedPhoto } from '../../../web/src/features/photos/pipeline/prepare'
import { PrepareError } from '../../../web/src/features/photos/pipeline/prepare-error'
import { retryDelay } from '../../../web/src/features/photos/queue/backoff'
import { openPhotosDb, type PhotosDatabase } from '../../../web/src/features/photos/queue/photos-db'
import { addPhotos, queuedPhotos } from '../../../web/src/features/photos/queue/queue-store'
import {
  maxPrepareAttempts,
  runQueue,
  wakeQueue,
  type QueueDeps,
} from '../../../web/src/features/photos/queue/run-queue'

const invitation = '014'
// a fixed clock, moved by hand: the party at 23:00 UTC
const start = Date.UTC(2026, 5, 20, 23, 0)

/**
 * A stand-in of the photo function and storage that keeps what it stored by hash, as the
 * server's unique (invitation, sha256) does, and can lose the signal or cut an upload.
 */
class FakeServer implements Pick<PhotoApi, 'reserve' | 'upload' | 'confirm'> {
  offline = false
  /** the next N uploads fail half-way (the signal drops mid-photo) */
  cutUploads = 0
  refuse: string | null = null
  stored = new Map<string, { bytes: number; confirmed: boolean }>()
  reservations = new Map<string, { sha256: string; bytes: number }>()
  uploads: string[] = []
  reserveCalls = 0

  private check() {
    if (this.offline) throw new PhotoApiError('network')
  }
  async reserve(request: ReserveRequest): Promise<Reservation> {
    this.check()
    this.reserveCalls += 1
    if (this.refuse) throw new PhotoApiError(this.refuse, 400)
    const known = this.stored.get(request.sha256)
    if (known?.confirmed) {
      return { alreadyStored: true, photoId: `id-${request.sha256.slice(0, 8)}`, status: 'pending' }
    }
    const photoId = `id-${request.sha256.slice(0, 8)}`
    this.reservations.set(photoId, { sha256: request.sha256, bytes: request.bytes })
    return {
      alreadyStored: false,
      photoId,
      path: `${invitation}/${photoId}.jpg`,
      token: 't',
      thumbPath: `${invitation}/${photoId}.thumb.jpg`,
      thumbToken: 't',
    }
  }
  async upload(path: string, _token: string, jpeg: Blob, onProgress?: (share: number) => void) {
    this.check()
    onProgress?.(0.5)
    if (this.cutUploads > 0) {
      this.cutUploads -= 1
      throw new PhotoApiError('network')
    }
    this.uploads.push(path)
    if (!path.endsWith('.thumb.jpg')) {
      const id = path.split('/')[1]?.replace('.jpg', '') ?? ''
      const reserved = this.reservations.get(id)
      if (reserved) this.stored.set(reserved.sha256, { bytes: jpeg.size, confirmed: false })
    }
    onProgress?.(1)
  }
  async confirm(_invitation: string, photoId: string) {
    this.check()
    const reserved = this.reservations.get(photoId)
    const stored = reserved && this.stored.get(reserved.sha256)
    if (!stored) throw new PhotoApiError('not_uploaded', 409)
    stored.confirmed = true
    return { status: 'pending' as const }
  }
  /** the photos' main files stored and confirmed, by hash */
  confirmedHashes() {
    return [...this.stored].filter(([, value]) => value.confirmed).map(([hash]) => hash)
  }
}

/** The pipeline's stand-in: the "JPEG" is the picked bytes, the hash theirs (no canvas in Node). */
async function fakePrepare(blob: Blob): Promise<PreparedPhoto> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  if (bytes[0] === 0) throw new PrepareError('blank')
  return {
    jpeg: blob,
    thumb: new Blob([bytes.slice(0, 4)]),
    width: 2560,
    height: 1707,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }
}

function setup(server = new FakeServer()) {
  let now = start
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms
    },
  }
  const depsOf = (db: PhotosDatabase): QueueDeps => ({
    db,
    api: server,
    prepare: fakePrepare,
    now: clock.now,
  })
  return { server, clock, depsOf }
}

const photo = (name: string, ...bytes: number[]) => ({
  name,
  blob: new Blob([new Uint8Array(bytes)]),
})
const freshDb = () => openPhotosDb(`fotos-${randomUUID()}`)
const states = async (db: PhotosDatabase) =>
  (await queuedPhotos(db, invitation)).map((each) => [each.name, each.state, each.refusal])

describe('the photo queue on the phone', () => {
  it('sends picked photos one at a time, in order, each confirmed once', async () => {
    const { server, clock, depsOf } = setup()
    const db = await freshDb()
    await addPhotos(db, invitation, [photo('a', 1), photo('b', 2), photo('c', 3)], clock.now())
    const run = await runQueue(depsOf(db), invitation)
    expect(run.nextAt).toBeNull()
    expect(await states(db)).toEqual([
      ['a', 'stored', null],
      ['b', 'stored', null],
      ['c', 'stored', null],
    ])
    expect(server.uploads.filter((path) => !path.endsWith('.thumb.jpg'))).toHaveLength(3)
    expect(server.confirmedHashes()).toHaveLength(3)
    // what is stored no longer weighs on the phone: only the thumbnail stays, for the list
    const kept = await queuedPhotos(db, invitation)
    expect(kept.every((each) => each.jpeg === null && each.source === null && each.thumb)).toBe(
      true,
    )
  })

  it('with no signal, prepares everything and waits with a growing backoff, then sends on its own', async () => {
    const { server, clock, depsOf } = setup()
    const db = await freshDb()
    await addPhotos(db, invitation, [photo('a', 1), photo('b', 2)], clock.now())
    server.offline = true
    const first = await runQueue(depsOf(db), invitation)
    expect(first.nextAt).toBe(start + retryDelay(1))
    expect(await states(db)).toEqual([
      ['a', 'queued', null],
      ['b', 'queued', null],
    ])
    // not due yet: nothing is tried before the backoff ends
    clock.advance(retryDelay(1) - 1)
    expect((await runQueue(depsOf(db), invitation)).nextAt).toBe(start + retryDelay(1))
    clock.advance(1)
    const second = await runQueue(depsOf(db), invitation)
    expect(second.nextAt).toBe(clock.now() + retryDelay(2))
    expect(retryDelay(2)).toBe(2 * retryDelay(1))
    expect(retryDelay(30)).toBe(60_000)
    server.offline = false
    clock.advance(retryDelay(2))
    expect((await runQueue(depsOf(db), invitation)).nextAt).toBeNull()
    expect(server.confirmedHashes()).toHaveLength(2)
  })

  it('resumes after a reload: the queue is read back from IndexedDB and a cut upload is not stored twice', async () => {
    const { server, clock, depsOf } = setup()
    const name = `fotos-${randomUUID()}`
    const db = await openPhotosDb(name)
    await addPhotos(db, invitation, [photo('a', 1), photo('b', 2)], clock.now())
    server.cutUploads = 1
    const cut = await runQueue(depsOf(db), invitation)
    expect(cut.nextAt).not.toBeNull()
    db.close()
    // the page reloads: a new connection to the same database, the same queue
    const reopened = await openPhotosDb(name)
    expect((await states(reopened)).map(([each]) => each)).toEqual(['a', 'b'])
    clock.advance(retryDelay(1))
    expect((await runQueue(depsOf(reopened), invitation)).nextAt).toBeNull()
    expect(server.confirmedHashes()).toHaveLength(2)
    expect(server.uploads.filter((path) => !path.endsWith('.thumb.jpg'))).toHaveLength(2)
  })

  it('sends nothing twice: a photo picked again, or confirmed before the answer was lost, is «already stored»', async () => {
    const { server, clock, depsOf } = setup()
    const db = await freshDb()
    await addPhotos(db, invitation, [photo('a', 7)], clock.now())
    await runQueue(depsOf(db), invitation)
    clock.advance(1)
    await addPhotos(db, invitation, [photo('a otra vez', 7)], clock.now())
    await runQueue(depsOf(db), invitation)
    expect(await states(db)).toEqual([
      ['a', 'stored', null],
      ['a otra vez', 'stored', null],
    ])
    expect(server.uploads.filter((path) => !path.endsWith('.thumb.jpg'))).toHaveLength(1)
  })

  it('stops trying a photo the server refuses for good, and says why; the next ones still go', async () => {
    const { server, clock, depsOf } = setup()
    const db = await freshDb()
    await addPhotos(db, invitation, [photo('a', 1)], clock.now())
    server.refuse = 'quota'
    await runQueue(depsOf(db), invitation)
    server.refuse = null
    clock.advance(1)
    await addPhotos(db, invitation, [photo('b', 2)], clock.now())
    expect((await runQueue(depsOf(db), invitation)).nextAt).toBeNull()
    expect(await states(db)).toEqual([
      ['a', 'refused', 'quota'],
      ['b', 'stored', null],
    ])
    expect(server.reserveCalls).toBe(2)
  })

  it('refuses on the phone a photo that came out blank, without calling the server', async () => {
    const { server, clock, depsOf } = setup()
    const db = await freshDb()
    await addPhotos(db, invitation, [photo('blanca', 0)], clock.now())
    await runQueue(depsOf(db), invitation)
    expect(await states(db)).toEqual([['blanca', 'refused', 'blank']])
    expect(server.reserveCalls).toBe(0)
  })

  it('waits longer when the server throttles, and tries at once when the signal comes back', async () => {
    const { server, clock, depsOf } = setup()
    const db = await freshDb()
    await addPhotos(db, invitation, [photo('a', 1)], clock.now())
    server.refuse = 'throttled'
    const run = await runQueue(depsOf(db), invitation)
    expect(run.nextAt).toBe(start + 15_000)
    server.refuse = null
    await wakeQueue(db, invitation, clock.now())
    expect((await runQueue(depsOf(db), invitation)).nextAt).toBeNull()
    expect(await states(db)).toEqual([['a', 'stored', null]])
  })

  it('tries again to prepare a photo whose decoder did not load (no signal), then gives up on it', async () => {
    const { server, clock, depsOf } = setup()
    const db = await freshDb()
    await addPhotos(db, invitation, [photo('heic', 9)], clock.now())
    let loads = 0
    const flaky = (blob: Blob) => {
      loads += 1
      return loads <= 2
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : fakePrepare(blob)
    }
    const deps = { ...depsOf(db), prepare: flaky }
    expect((await runQueue(deps, invitation)).nextAt).toBe(start + retryDelay(1))
    expect(await states(db)).toEqual([['heic', 'preparing', null]])
    clock.advance(retryDelay(1))
    expect((await runQueue(deps, invitation)).nextAt).toBe(clock.now() + retryDelay(2))
    clock.advance(retryDelay(2))
    expect((await runQueue(deps, invitation)).nextAt).toBeNull()
    expect(await states(db)).toEqual([['heic', 'stored', null]])
    expect(server.confirmedHashes()).toHaveLength(1)

    await addPhotos(db, invitation, [photo('nunca', 8)], clock.now())
    const never = { ...depsOf(db), prepare: () => Promise.reject(new Error('no')) }
    for (let attempt = 1; attempt < maxPrepareAttempts; attempt += 1) {
      await runQueue(never, invitation)
      clock.advance(retryDelay(attempt))
    }
    expect((await runQueue(never, invitation)).nextAt).toBeNull()
    expect((await states(db))[1]).toEqual(['nunca', 'refused', 'unreadable'])
  })

  it('keeps each family’s queue apart on a shared phone', async () => {
    const { clock, depsOf } = setup()
    const db = await freshDb()
    await addPhotos(db, '009', [photo('de otra familia', 4)], clock.now())
    await runQueue(depsOf(db), invitation)
    expect(await queuedPhotos(db, invitation)).toEqual([])
    expect((await queuedPhotos(db, '009')).map((each) => each.state)).toEqual(['preparing'])
  })
})
