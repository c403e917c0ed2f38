/** What the couple writes in the CSV: an invitation without its answer. */
export type Invitation = {
  humanKey: string
  familyName: string
  familyChief: string | null
  availableTickets: number
}

/** An invitation as stored, with the guests' answer. */
export type GuestRecord = Invitation & {
  confirmedTickets: number
  willAttend: boolean | null
  /** ISO 8601 in UTC, or null while unanswered. */
  confirmedAt: string | null
}

export type HistoryEntry = {
  humanKey: string
  familyName: string
  /** null when the couple cleared the answer */
  willAttend: boolean | null
  confirmedTickets: number
  answeredAt: string
  /** who changed it: the family through its number, or the couple */
  changedBy: 'guest' | 'couple'
}
