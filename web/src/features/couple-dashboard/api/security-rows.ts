/** One hour of couple_failed_lookups(): its start (UTC) and the failed look-ups in it. */
export type FailedLookupHour = { hour: string; misses: number }

/** couple_failed_lookups(): the last 24 hours, the busiest addresses, and whether it spiked. */
export type FailedLookups = {
  hours: FailedLookupHour[]
  total: number
  top_addresses: { address: string | null; misses: number }[]
  spike_threshold: number
  spike: boolean
}

export type AnswerState = { will_attend: boolean | null; confirmed_tickets: number }

/** One invitation a restore changes, from its answer now to its answer before the window. */
export type RestoreChange = {
  human_key: string
  family_name: string
  from: AnswerState
  to: AnswerState
}

/** couple_preview_restore(). */
export type RestorePreview = {
  changes: RestoreChange[]
  /** Changed again after the window: a restore leaves them alone. */
  changed_later: { human_key: string; family_name: string }[]
  /** Guest answers in the window per address bucket. */
  addresses: { address: string | null; answers: number }[]
}

/** Which answers to restore: guest answers from `since` to `until` (now when null); the database refuses a window without `since`. */
export type RestoreWindow = { since: string | null; until: string | null; address: string | null }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export function parseFailedLookups(data: unknown): FailedLookups {
  if (
    !isObject(data) ||
    !Array.isArray(data.hours) ||
    !Array.isArray(data.top_addresses) ||
    typeof data.spike !== 'boolean' ||
    !Number.isInteger(data.spike_threshold)
  ) {
    throw new Error('The failed look-ups have an unexpected shape')
  }
  return data as FailedLookups
}

export function parseRestorePreview(data: unknown): RestorePreview {
  if (
    !isObject(data) ||
    !Array.isArray(data.changes) ||
    !Array.isArray(data.changed_later) ||
    !Array.isArray(data.addresses)
  ) {
    throw new Error('The restore preview has an unexpected shape')
  }
  return data as RestorePreview
}

export function parseRestored(data: unknown): { restored: number } {
  if (!isObject(data) || !Number.isInteger(data.restored)) {
    throw new Error('The restore has an unexpected shape')
  }
  return { restored: data.restored as number }
}
