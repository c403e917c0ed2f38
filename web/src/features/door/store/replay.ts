import type { DoorApi } from '../api/door-api'
import { RpcError } from '../../../lib/guest-list/rpc-error'
import type { DoorDatabase, OutboxItem } from './door-db'
import { setFamilyArrived } from './stored-list'

/** How a replay ended: all sent, or stopped with what is left (no signal, or signed out). */
export type ReplayResult = {
  sent: number
  /** items the database refused for good (an unknown family, an undo too late): dropped */
  refused: { item: OutboxItem; code: string }[]
  stopped: null | 'network' | 'session'
}

// The database's own refusals of one item: sending it again can never succeed.
const refusedForGood = new Set(['door_not_found', 'door_invalid_arrival', 'door_undo_expired'])
const sessionCodes = new Set(['42501', 'PGRST301', 'PGRST302', 'http_401', 'http_403'])

async function send(
  api: DoorApi,
  item: OutboxItem,
): Promise<{ humanKey: string; arrived: number }> {
  if (item.kind === 'arrival') {
    return { humanKey: item.arrival.humanKey, arrived: await api.recordArrival(item.arrival) }
  }
  return { humanKey: item.humanKey, arrived: await api.undoArrival(item.id) }
}

async function replayOnce(db: DoorDatabase, api: DoorApi): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, refused: [], stopped: null }
  for (const item of await db.getAll('outbox')) {
    try {
      const { humanKey, arrived } = await send(api, item)
      // sent and stored: the database's total replaces the phone's count of it, in one step
      const tx = db.transaction(['outbox', 'list'], 'readwrite')
      await tx.objectStore('outbox').delete(item.seq as number)
      await setFamilyArrived(tx.objectStore('list'), humanKey, arrived)
      await tx.done
      result.sent += 1
    } catch (error) {
      const code = error instanceof RpcError ? error.code : 'network'
      if (refusedForGood.has(code)) {
        await db.delete('outbox', item.seq as number)
        result.refused.push({ item, code })
        continue
      }
      result.stopped = sessionCodes.has(code) ? 'session' : 'network'
      return result
    }
  }
  return result
}

let running: Promise<ReplayResult> | null = null

/**
 * Sends the outbox in the order things happened, each item once: an item leaves the outbox only
 * after the database answered it, and the database ignores an id it has seen, so a send cut off
 * half-way is simply sent again. One replay at a time on this page.
 */
export function replayOutbox(db: DoorDatabase, api: DoorApi): Promise<ReplayResult> {
  running ??= replayOnce(db, api).finally(() => {
    running = null
  })
  return running
}
