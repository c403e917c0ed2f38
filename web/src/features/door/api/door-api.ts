import { callRpc, type RsvpClient } from '../../../lib/guest-list/call-rpc'
import {
  foundNumberSchema,
  readDoorList,
  readDoorTally,
  type DoorFamily,
  type DoorTotals,
} from '../../../lib/guest-list/door-records'
import { count, readRecord } from '../../../lib/guest-list/guest-record'
import { filled } from '../../../lib/guest-list/records'
import { doorClient } from './door-client'

/**
 * One arrival as the phone made it: its own id, the family (by door id), how many, when it
 * happened, and which named people came in when the helper said so (positions, 1 = first).
 */
export type ArrivalCall = {
  id: string
  doorId: string
  count: number
  extra: boolean
  recordedAt: string
  positions?: number[]
}

/** The door's list (families whose record could not be read are counted, not shown) and tally. */
export type DoorDayAnswer = { families: DoorFamily[]; unreadable: number; totals: DoorTotals }

/** What the door asks of the database; the outbox replays through it (a stand-in in tests). */
export type DoorApi = {
  /** The day's list and tally, read together in one call (one snapshot). */
  day(): Promise<DoorDayAnswer>
  /** The door id of the family with a number said aloud (online, throttled), or null. */
  findNumber(humanKey: string): Promise<string | null>
  /** Answers the family's arrived total. */
  recordArrival(arrival: ArrivalCall): Promise<number>
  /** Answers the family's arrived total. */
  undoArrival(id: string): Promise<number>
}

/** The door's calls through a supabase-js client (the door helper's session). */
export function doorApiOf(client: () => Pick<RsvpClient, 'rpc'>): DoorApi {
  return {
    day: async () => {
      const day = filled(await callRpc(client(), 'door_day'), ['families', 'totals'], 'door_day')
      // each family read on its own, as the offline store reads them back: one the phone cannot
      // read is counted, not shown
      return { ...readDoorList(day.families), totals: readDoorTally(day.totals) }
    },
    findNumber: async (humanKey) =>
      readRecord(
        foundNumberSchema,
        await callRpc(client(), 'door_find_number', { p_human_key: humanKey }),
        'door_find_number',
      )?.door_id ?? null,
    recordArrival: async (arrival) =>
      readRecord(
        count,
        await callRpc(client(), 'door_record_arrival', {
          p_arrival_id: arrival.id,
          p_door_id: arrival.doorId,
          p_count: arrival.count,
          p_extra: arrival.extra,
          p_recorded_at: arrival.recordedAt,
          ...(arrival.positions?.length ? { p_positions: arrival.positions } : {}),
        }),
        'door_record_arrival',
      ),
    undoArrival: async (id) =>
      readRecord(
        count,
        await callRpc(client(), 'door_undo_arrival', { p_arrival_id: id }),
        'door_undo_arrival',
      ),
  }
}

export const doorApi: DoorApi = doorApiOf(doorClient)
