import * as v from 'valibot'
import { callRpc } from '../../../lib/guest-list/call-rpc'
import { count, readRecord } from '../../../lib/guest-list/guest-record'
import { coupleClient } from '../../../lib/couple/api/couple-client'

/** The couple's settings of the door: how many people beyond its pases a family may bring. */
const doorSettingsSchema = v.object({ door_extra_limit: v.nullable(count) })
export type DoorSettings = v.InferOutput<typeof doorSettingsSchema>

const read = (answer: unknown) => readRecord(doorSettingsSchema, answer, 'The door settings')

/** The door's settings; the database decides who may read and change them. */
export const doorSettingsApi = {
  load: async (): Promise<DoorSettings> =>
    read(await callRpc(coupleClient(), 'couple_door_settings')),
  setExtraLimit: async (limit: number): Promise<DoorSettings> =>
    read(await callRpc(coupleClient(), 'couple_set_door_extra_limit', { p_limit: limit })),
}
