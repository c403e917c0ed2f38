import type { DoorApi } from '../api/door-api'
import { RpcError } from '../../../lib/guest-list/rpc-error'
import type { DoorDatabase, OutboxItem } from './door-db'
import { setFamilyArrived } from './stored-list'

/** How a replay ended: all sent, or stopped with what is left (no signal, or signed out). */
export type ReplayResult = {
  sent: number
  /** items the database refused for good (see refusedForGood): dropped */
  refused: { item: OutboxItem; code: string }[]
  stopped: null | 'network' | 'session'
}

// The database's own refusals of one item: sending it again can never succeed (an unknown
// family, a malformed arrival or an id of another one, an undo too late, an extra beyond the
// couple's cap, a family that did not confirm let in without «extra»).
const refusedForGood = new Set([
  'door_not_found',
  'door_invalid_arrival',
  'door_arrival_reused',
  'door_undo_expired',
  'door_extra_limit',
  'door_not_confirmed',
])
const sessionCodes = new Set(['42501', 'PGRST301', 'PGRST302', 'http_401', 'http_403'])

async function send(api: DoorApi, item: OutboxItem): Promise<{ doorId: string; arrived: number }> {
  if (item.kind === 'arrival') {
    return { doorId: item.arrival.doorId, arrived: await api.recordArrival(item.arrival) }
  }
  return { doorId: item.doorId, arrived: await api.undoArrival(item.id) }
}

async function replayOnce(db: DoorDatabase, api: DoorApi): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, refused: [], stopped: null }
  for (const item of await db.getAll('outbox')) {
    try {
      const { doorId, arrived } = await send(api, item)
      // sent and stored: the database's total replaces the phone's count of it, in one step
      const tx = db.transaction(['outbox', 'list'], 'readwrite')
      await tx.objectStore('outbox').delete(item.seq as number)
      await setFamilyArrived(tx.objectStore('list'), doorId, arrived)
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
