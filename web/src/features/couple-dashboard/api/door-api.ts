import * as v from 'valibot'
import { callRpc, type RpcCallArgs, type RpcName } from '../../../lib/guest-list/call-rpc'
import {
  doorTotalsSchema,
  readDoorList,
  type DoorFamily,
  type DoorTotals,
} from '../../../lib/guest-list/door-records'
import { readRecord } from '../../../lib/guest-list/guest-record'
import { coupleClient } from './couple-client'
import {
  callDoorHelpers,
  doorHelperSchema,
  type DoorHelper,
  type DoorHelpersAnswer,
} from './door-helpers-function'

const call = <Fn extends RpcName>(fn: Fn, ...args: RpcCallArgs<Fn>) =>
  callRpc(coupleClient(), fn, ...args)

export type { DoorHelper, DoorHelpersAnswer }

/** An arrival recorded at the door, and the door account that recorded it (couple_arrival_log). */
export const arrivalLogSchema = v.array(
  v.object({
    human_key: v.string(),
    people: v.number(),
    recorded_by_email: v.nullable(v.string()),
  }),
)

const readHelpers = async (answer: Promise<unknown>): Promise<DoorHelper[]> =>
  readRecord(v.array(doorHelperSchema), await answer, 'The door helpers')

/**
 * The arrivals of the day: the confirmed families with theirs, the totals by table, and for each
 * invitation number the door accounts that recorded its arrivals, first one first.
 */
export type Arrivals = {
  families: DoorFamily[]
  unreadable: number
  totals: DoorTotals
  recordedBy: ReadonlyMap<string, readonly string[]>
}

function recordedByOf(log: v.InferOutput<typeof arrivalLogSchema>) {
  const recordedBy = new Map<string, string[]>()
  for (const arrival of log) {
    const emails = recordedBy.get(arrival.human_key) ?? []
    const email = arrival.recorded_by_email ?? ''
    if (email && !emails.includes(email)) emails.push(email)
    recordedBy.set(arrival.human_key, emails)
  }
  return recordedBy
}

/** Who works the door, and who came on the day; the database decides who may. */
export const doorApi = {
  helpers: (): Promise<DoorHelper[]> => readHelpers(call('couple_door_helpers')),
  /**
   * Makes the helper's account with this password (or gives it this one) and lets them work the
   * door; answers the whole list again, the new email in it.
   */
  addHelper: (email: string, password: string): Promise<DoorHelpersAnswer> =>
    callDoorHelpers({ action: 'add', email, password }),
  /** Takes them off the door and deletes their account, unless it is one of the couple's. */
  removeHelper: (email: string): Promise<DoorHelpersAnswer> =>
    callDoorHelpers({ action: 'remove', email }),
  arrivals: async (): Promise<Arrivals> => {
    const [list, totals, log] = await Promise.all([
      call('door_guest_list'),
      call('door_totals'),
      call('couple_arrival_log'),
    ])
    return {
      ...readDoorList(list),
      totals: readRecord(doorTotalsSchema, totals, 'The door totals'),
      recordedBy: recordedByOf(readRecord(arrivalLogSchema, log, 'The arrival log')),
    }
  },
}
