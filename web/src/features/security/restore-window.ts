import type { RestoreWindow } from '../../lib/couple/api/security-rows'

const pad = (value: number) => String(value).padStart(2, '0')

/** A moment as a datetime-local input shows it, in the couple's own time zone, to the minute. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

/** What a datetime-local input holds, as an instant; null when it is empty or unreadable. */
function fromLocalInput(value: string): string | null {
  const date = new Date(value)
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : null
}

export type RestoreDraft = { since: string; until: string; address: string }

/** The dialog's fields as the database's window: an empty «Hasta» means now. */
export function restoreWindow(draft: RestoreDraft): RestoreWindow {
  return {
    since: fromLocalInput(draft.since),
    until: fromLocalInput(draft.until),
    address: draft.address || null,
  }
}

/** The dialog starts with the last 24 hours and every address. */
export function defaultRestoreDraft(now = new Date()): RestoreDraft {
  return { since: toLocalInput(new Date(now.getTime() - 24 * 3600_000)), until: '', address: '' }
}
