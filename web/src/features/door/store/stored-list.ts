import type { IDBPObjectStore } from 'idb'
import { readDoorList, type DoorFamily } from '../../../lib/guest-list/door-records'
import type { DoorDatabase, DoorDb } from './door-db'

/** The day's list as the phone keeps it, read with its schema (a damaged family is left out). */
export type LocalList = { families: DoorFamily[]; syncedAt: string; email: string }

export async function saveList(db: DoorDatabase, list: LocalList): Promise<void> {
  await db.put('list', list, 'day')
}

export async function readList(db: DoorDatabase): Promise<LocalList | null> {
  const stored = await db.get('list', 'day')
  if (!stored) return null
  return { ...stored, families: readDoorList(stored.families).families }
}

/** Puts the database's arrived total of one family into the stored list. */
export async function setFamilyArrived(
  store: IDBPObjectStore<DoorDb, ('outbox' | 'list')[], 'list', 'readwrite'>,
  doorId: string,
  arrived: number,
): Promise<void> {
  const list = await store.get('day')
  if (!list) return
  const families = list.families.map((family) =>
    (family as { door_id?: unknown }).door_id === doorId
      ? { ...(family as object), arrived }
      : family,
  )
  await store.put({ ...list, families }, 'day')
}
