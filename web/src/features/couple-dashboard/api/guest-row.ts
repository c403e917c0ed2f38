/** One invitation as couple_invitations() answers it. */
export type GuestRow = {
  human_key: string
  family_name: string
  family_chief: string | null
  available_tickets: number
  confirmed_tickets: number
  will_attend: boolean | null
  confirmed_at: string | null
  first_opened_at: string | null
  last_opened_at: string | null
}

/** One entry of couple_invitation_history(). */
export type HistoryEntry = {
  will_attend: boolean | null
  confirmed_tickets: number
  answered_at: string
  /** couple_restore: the dashboard's undo of an attack */
  changed_by: 'guest' | 'couple' | 'couple_restore'
  changed_by_email: string | null
}

export type InvitationFields = {
  humanKey: string
  familyName: string
  familyChief: string | null
  availableTickets: number
}

const isGuestRow = (value: unknown): value is GuestRow => {
  const row = value as Partial<GuestRow> | null
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.human_key === 'string' &&
    typeof row.family_name === 'string' &&
    Number.isInteger(row.available_tickets) &&
    Number.isInteger(row.confirmed_tickets)
  )
}

/** Checks the API's answer before the page trusts it. */
export function parseGuestRows(data: unknown): GuestRow[] {
  if (!Array.isArray(data) || !data.every(isGuestRow)) {
    throw new Error('The guest list has an unexpected shape')
  }
  return data
}

export function parseGuestRow(data: unknown): GuestRow {
  if (!isGuestRow(data)) throw new Error('The invitation has an unexpected shape')
  return data
}

export function parseHistory(data: unknown): HistoryEntry[] {
  if (!Array.isArray(data)) throw new Error('The history has an unexpected shape')
  return data as HistoryEntry[]
}
