import * as v from 'valibot'
import { count, readRecord } from '../../guest-list/guest-record'

const address = v.nullable(v.string())

/** One hour of couple_failed_lookups(): its start (UTC) and the failed look-ups in it. */
const failedLookupHourSchema = v.object({ hour: v.string(), misses: count })
export type FailedLookupHour = v.InferOutput<typeof failedLookupHourSchema>

/** couple_failed_lookups(): the last 24 hours, the busiest addresses, and whether it spiked. */
const failedLookupsSchema = v.object({
  hours: v.array(failedLookupHourSchema),
  total: count,
  top_addresses: v.array(v.object({ address, misses: count })),
  spike_threshold: count,
  spike: v.boolean(),
})
export type FailedLookups = v.InferOutput<typeof failedLookupsSchema>

const answerStateSchema = v.object({
  will_attend: v.nullable(v.boolean()),
  confirmed_tickets: count,
})
export type AnswerState = v.InferOutput<typeof answerStateSchema>

const familySchema = v.object({ human_key: v.string(), family_name: v.string() })

/** One invitation a restore changes, from its answer now to its answer before the window. */
const restoreChangeSchema = v.object({
  ...familySchema.entries,
  from: answerStateSchema,
  to: answerStateSchema,
})
export type RestoreChange = v.InferOutput<typeof restoreChangeSchema>

/** couple_preview_restore(). */
const restorePreviewSchema = v.object({
  changes: v.array(restoreChangeSchema),
  /** Changed again after the window: a restore leaves them alone. */
  changed_later: v.array(familySchema),
  /** Guest answers in the window per address bucket. */
  addresses: v.array(v.object({ address, answers: count })),
})
export type RestorePreview = v.InferOutput<typeof restorePreviewSchema>

/** Which answers to restore: guest answers from `since` to `until` (now when null); the database refuses a window without `since`. */
export type RestoreWindow = { since: string | null; until: string | null; address: string | null }

export const parseFailedLookups = (data: unknown): FailedLookups =>
  readRecord(failedLookupsSchema, data, 'The failed look-ups')

export const parseRestorePreview = (data: unknown): RestorePreview =>
  readRecord(restorePreviewSchema, data, 'The restore preview')

export const parseRestored = (data: unknown): { restored: number } =>
  readRecord(v.object({ restored: count }), data, 'The restore')
