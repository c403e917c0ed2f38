import * as v from 'valibot'
import { callRpc, type RpcCallArgs, type RpcName } from '../../../lib/guest-list/call-rpc'
import {
  doorTotalsSchema,
  readCoupleArrivals,
  type CoupleArrivalFamily,
  type DoorTotals,
} from '../../../lib/guest-list/door-records'
import { readRecord } from '../../../lib/guest-list/guest-record'
import { coupleClient } from './couple-client'

const call = <Fn extends RpcName>(fn: Fn, ...args: RpcCallArgs<Fn>) =>
  callRpc(coupleClient(), fn, ...args)

/** One door helper on the couple's list (couple_door_helpers): the email and when it was added. */
export const doorHelperSchema = v.object({ email: v.string(), added_at: v.string() })
export type DoorHelper = v.InferOutput<typeof doorHelperSchema>

const readHelpers = async (answer: Promise<unknown>): Promise<DoorHelper[]> =>
  readRecord(v.array(doorHelperSchema), await answer, 'The door helpers')

/**
 * The arrivals of the day: the families that confirmed or came, each with its arrivals and who
 * recorded them, and the totals by table.
 */
export type Arrivals = { families: CoupleArrivalFamily[]; unreadable: number; totals: DoorTotals }

/** Who works the door, and who came on the day; the database decides who may. */
export const doorApi = {
  helpers: (): Promise<DoorHelper[]> => readHelpers(call('couple_door_helpers')),
  /** Answers the whole list again, the new email in it. */
  addHelper: (email: string): Promise<DoorHelper[]> =>
    readHelpers(call('couple_add_door_helper', { p_email: email })),
  removeHelper: (email: string): Promise<DoorHelper[]> =>
    readHelpers(call('couple_remove_door_helper', { p_email: email })),
  arrivals: async (): Promise<Arrivals> => {
    const [list, totals] = await Promise.all([call('couple_arrivals'), call('door_totals')])
    return {
      ...readCoupleArrivals(list),
      totals: readRecord(doorTotalsSchema, totals, 'The door totals'),
    }
  },
}
