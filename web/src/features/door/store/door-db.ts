import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { ArrivalCall } from '../api/door-api'

/** The day's list as last downloaded: the families, when, and for which door account. */
export type StoredList = { families: unknown[]; syncedAt: string; email: string }

/** What waits to be sent, in the order it happened: an arrival, or the undo of a sent one. */
export type OutboxItem =
  | { seq?: number; kind: 'arrival'; arrival: ArrivalCall }
  | { seq?: number; kind: 'undo'; id: string; doorId: string; count: number }

/** An arrival this phone recorded, kept a few minutes for its undo. */
export type RecentArrival = ArrivalCall & { undone: boolean }

export interface DoorDb extends DBSchema {
  list: { key: 'day'; value: StoredList }
  outbox: { key: number; value: OutboxItem }
  recent: { key: string; value: RecentArrival }
}

export type DoorDatabase = IDBPDatabase<DoorDb>

export const doorDbName = 'boda-puerta'

/** The door's IndexedDB database: the list, the outbox and the recent arrivals. */
export function openDoorDb(name = doorDbName): Promise<DoorDatabase> {
  return openDB<DoorDb>(name, 1, {
    upgrade(db) {
      db.createObjectStore('list')
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true })
      db.createObjectStore('recent', { keyPath: 'id' })
    },
  })
}

/** Forgets everything of the door on this phone (on signing out): names stay off a lent phone. */
export async function clearDoorDb(db: DoorDatabase): Promise<void> {
  const tx = db.transaction(['list', 'outbox', 'recent'], 'readwrite')
  await Promise.all([
    tx.objectStore('list').clear(),
    tx.objectStore('outbox').clear(),
    tx.objectStore('recent').clear(),
    tx.done,
  ])
}
