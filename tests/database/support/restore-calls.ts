import type { PGlite } from '@electric-sql/pglite'
import { callAsUser } from './as-couple'

export type AnswerState = { will_attend: boolean | null; confirmed_tickets: number }

export type RestorePreview = {
  changes: {
    human_key: string
    family_name: string
    from: AnswerState
    to: AnswerState & { confirmed_at: string | null }
  }[]
  changed_later: { human_key: string; family_name: string }[]
  addresses: { address: string | null; answers: number }[]
}

export type RestoreWindow = { since: string | null; until?: string | null; address?: string | null }

const windowArgs = ({ since, until = null, address = null }: RestoreWindow) => [
  since,
  until,
  address,
]

export function previewRestore(
  db: PGlite,
  email: string,
  window: RestoreWindow,
): Promise<RestorePreview> {
  return callAsUser<RestorePreview>(
    db,
    email,
    'public.couple_preview_restore($1::timestamptz, $2::timestamptz, $3::text)',
    windowArgs(window),
  )
}

export function restoreAnswers(
  db: PGlite,
  email: string,
  window: RestoreWindow,
): Promise<{ restored: number; changes: RestorePreview['changes'] }> {
  return callAsUser(
    db,
    email,
    'public.couple_restore_answers($1::timestamptz, $2::timestamptz, $3::text)',
    windowArgs(window),
  )
}

/** The database's clock now, to open a window before what a test then does. */
export async function databaseNow(db: PGlite): Promise<string> {
  const { rows } = await db.query<{ now: string }>('select now()::text as now')
  const now = rows[0]?.now
  if (!now) throw new Error('no clock')
  return now
}
