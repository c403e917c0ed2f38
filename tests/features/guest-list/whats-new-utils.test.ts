import { describe, expect, it } from 'vitest'
import {
  isAfter,
  newestGuestAnswer,
  newsCount,
  newsSummary,
  titleWithNews,
} from '../../../web/src/features/guest-list/whats-new/news'
import { formatDateTime } from '../../../web/src/lib/couple/format'
import { guestRow } from '../../support/guest-row'

describe('what is new, in words and numbers', () => {
  it('tells apart two answers in one millisecond by their microseconds', () => {
    expect(isAfter('2025-10-04T09:30:00.000002+00:00', '2025-10-04T09:30:00.000001+00:00')).toBe(
      true,
    )
    expect(isAfter('2025-10-04T09:30:00.000001+00:00', '2025-10-04T09:30:00.000001+00:00')).toBe(
      false,
    )
    expect(isAfter('2025-10-04T10:30:00+01:00', '2025-10-04T09:30:00.5+00:00')).toBe(false)
  })

  it('passes on the newest family answer as the database wrote it', () => {
    const rows = [
      guestRow({ human_key: '001', guest_answered_at: '2025-10-03T10:00:00+00:00' }),
      guestRow({ human_key: '002', guest_answered_at: '2025-10-04T09:30:00.123456+00:00' }),
      guestRow({ human_key: '003' }),
    ]
    expect(newestGuestAnswer(rows)).toBe('2025-10-04T09:30:00.123456+00:00')
    expect(newestGuestAnswer([guestRow({ human_key: '003' })])).toBeNull()
  })

  it('counts the marked invitations and says it in the title and above the list', () => {
    const rows = [
      guestRow({ human_key: '001', news: 'new' }),
      guestRow({ human_key: '002', news: 'changed' }),
      guestRow({ human_key: '003' }),
    ]
    expect(newsCount(rows)).toBe(2)
    expect(titleWithNews('Panel de los novios', 2)).toBe('(2) Panel de los novios')
    expect(titleWithNews('Panel de los novios', 0)).toBe('Panel de los novios')
    const visit = { seen_through: '2025-10-02T00:00:00Z', visited_at: '2025-10-02T18:40:00Z' }
    expect(newsSummary(1, visit)).toBe(
      `1 novedad desde tu última visita (${formatDateTime(visit.visited_at)})`,
    )
    expect(newsSummary(3, null)).toBe('3 novedades desde tu última visita')
  })
})
