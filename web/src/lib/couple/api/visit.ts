import * as v from 'valibot'
import { readRecord } from '../../guest-list/guest-record'

/** A couple member's last visit: the families' answers up to seen_through are seen. */
const visitSchema = v.object({ seen_through: v.string(), visited_at: v.string() })
export type Visit = v.InferOutput<typeof visitSchema>

/** couple_last_visit(): the visit, or null before the first. */
export const parseLastVisit = (data: unknown): Visit | null =>
  readRecord(v.nullable(visitSchema), data, 'The last visit')

/** couple_mark_seen(): the visit as saved. */
export const parseSavedVisit = (data: unknown): Visit =>
  readRecord(visitSchema, data, 'The saved visit')
