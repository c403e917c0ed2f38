import type { ArrivalCall } from '../api/door-api'
import type { DoorDatabase, OutboxItem, RecentArrival } from './door-db'

/**
 * How long the door offers «Deshacer» after an arrival (the database allows 5 minutes from when it
 * received the arrival, by its own clock).
 */
export const undoWindowMs = 5 * 60_000

/** Keeps an arrival on the phone: in the outbox to be sent, and among the recent for its undo. */
export async function recordArrival(db: DoorDatabase, arrival: ArrivalCall): Promise<void> {
  const tx = db.transaction(['outbox', 'recent'], 'readwrite')
  await Promise.all([
    tx.objectStore('outbox').add({ kind: 'arrival', arrival }),
    tx.objectStore('recent').put({ ...arrival, undone: false }),
    tx.done,
  ])
}

/**
 * Undoes an arrival of this phone: one still waiting is simply not sent; one already sent gets
 * an undo in the outbox, sent in its turn.
 */
export async function undoArrival(db: DoorDatabase, id: string): Promise<void> {
  const tx = db.transaction(['outbox', 'recent'], 'readwrite')
  const outbox = tx.objectStore('outbox')
  const recent = await tx.objectStore('recent').get(id)
  if (recent && !recent.undone) {
    let waiting = false
    for (let cursor = await outbox.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.kind === 'arrival' && cursor.value.arrival.id === id) {
        waiting = true
        await cursor.delete()
      }
    }
    if (!waiting) {
      await outbox.add({ kind: 'undo', id, doorId: recent.doorId, count: recent.count })
    }
    await tx.objectStore('recent').put({ ...recent, undone: true })
  }
  await tx.done
}

/** Everything still to send, oldest first. */
export async function pendingItems(db: DoorDatabase): Promise<OutboxItem[]> {
  return db.getAll('outbox')
}

/** This phone's arrivals that can still be undone at `now`, newest first; older ones are dropped. */
export async function undoableArrivals(db: DoorDatabase, now: Date): Promise<RecentArrival[]> {
  const tx = db.transaction('recent', 'readwrite')
  const kept: RecentArrival[] = []
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const age = now.getTime() - Date.parse(cursor.value.recordedAt)
    if (age > undoWindowMs) await cursor.delete()
    else if (!cursor.value.undone) kept.push(cursor.value)
  }
  await tx.done
  return kept.sort((a, b) => b.recordedAt.localeCompare(a.recordedAt))
}
