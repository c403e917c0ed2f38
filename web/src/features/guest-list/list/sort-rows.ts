import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'

/** The columns the couple may sort the desktop table by. */
export type SortKey =
  'number' | 'family' | 'seats' | 'answer' | 'people' | 'sent' | 'opened' | 'answered'

type DateKey = 'sent' | 'opened' | 'answered'

export type Sort = { key: SortKey; direction: 'asc' | 'desc' }

const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

// Attending first, then declined, then no answer: the order a caterer's count reads.
const answerRank = (row: CoupleInvitation) =>
  row.will_attend === true ? 0 : row.will_attend === false ? 1 : 2

// A missing date sorts after every date, whichever the direction, so the empty rows stay last.
const dateOf = (iso: string | null) => (iso ? Date.parse(iso) : null)

type Compare = (a: CoupleInvitation, b: CoupleInvitation) => number

const byNumber: Compare = (a, b) => spanish.compare(a.human_key, b.human_key)

const comparisons: Record<Exclude<SortKey, DateKey>, Compare> = {
  number: byNumber,
  family: (a, b) => spanish.compare(a.family_name, b.family_name),
  seats: (a, b) => a.available_tickets - b.available_tickets,
  answer: (a, b) => answerRank(a) - answerRank(b) || b.confirmed_tickets - a.confirmed_tickets,
  people: (a, b) => a.confirmed_tickets - b.confirmed_tickets,
}

const dateColumn: Record<DateKey, (row: CoupleInvitation) => string | null> = {
  // the functions list sends newest first
  sent: (row) => row.sends[0]?.sent_at ?? null,
  opened: (row) => row.last_opened_at,
  answered: (row) => row.confirmed_at,
}

/** The rows in the chosen order; ties keep the invitation numbers' order. */
export function sortRows(
  rows: readonly CoupleInvitation[],
  { key, direction }: Sort,
): CoupleInvitation[] {
  const sign = direction === 'asc' ? 1 : -1
  const compare: Compare =
    key in dateColumn
      ? (a, b) => {
          const date = dateColumn[key as DateKey]
          const [first, second] = [dateOf(date(a)), dateOf(date(b))]
          if (first === null || second === null)
            return first === second ? 0 : first === null ? 1 : -1
          return sign * (first - second)
        }
      : (a, b) => sign * comparisons[key as Exclude<SortKey, DateKey>](a, b)
  return [...rows].sort((a, b) => compare(a, b) || byNumber(a, b))
}
