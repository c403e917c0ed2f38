import * as v from 'valibot'
import { callRpc, type RpcCallArgs, type RpcName } from '../../../lib/guest-list/call-rpc'
import {
  readDoorTally,
  readCoupleArrivals,
  type CoupleArrivalFamily,
  type DoorTotals,
} from '../../../lib/guest-list/door-records'
import { readRecord } from '../../../lib/guest-list/guest-record'
import { coupleClient } from '../../../lib/couple/api/couple-client'
import {
  callDoorHelpers,
  doorHelperSchema,
  type DoorHelper,
  type DoorHelpersAnswer,
} from './door-helpers-function'

const call = <Fn extends RpcName>(fn: Fn, ...args: RpcCallArgs<Fn>) =>
  callRpc(coupleClient(), fn, ...args)

export type { DoorHelper, DoorHelpersAnswer }

const readHelpers = async (answer: Promise<unknown>): Promise<DoorHelper[]> =>
  readRecord(v.array(doorHelperSchema), await answer, 'The door helpers')

/**
 * The arrivals of the day: the families that confirmed or came, each with its arrivals and who
 * recorded them, the totals by table, and for each invitation number the door accounts that
 * recorded its arrivals still counted, first one first.
 */
export type Arrivals = {
  families: CoupleArrivalFamily[]
  unreadable: number
  totals: DoorTotals
  recordedBy: ReadonlyMap<string, readonly string[]>
}

function recordedByOf(families: readonly CoupleArrivalFamily[]) {
  const recordedBy = new Map<string, string[]>()
  for (const family of families) {
    const emails: string[] = []
    for (const arrival of family.arrivals) {
      const email = arrival.recorded_by_email
      if (email && !arrival.undone_at && !emails.includes(email)) emails.push(email)
    }
    recordedBy.set(family.human_key, emails)
  }
  return recordedBy
}

/** Who works the door, and who came on the day; the database decides who may. */
export const doorRoomApi = {
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
    const [list, totals] = await Promise.all([call('couple_arrivals'), call('door_totals')])
    const read = readCoupleArrivals(list)
    return {
      ...read,
      totals: readDoorTally(totals),
      recordedBy: recordedByOf(read.families),
    }
  },
}
