import { describe, expect, it } from 'vitest'
import { formatDeadline, isBeforeDeadline } from '../../../web/src/lib/dates'
import { formatResponseDate } from '../../../web/src/features/rsvp/utils/dates'
import { people } from '../../../web/src/features/rsvp/utils/plural'
import { rsvpTextDefaults } from '../../../web/src/content/site-texts/rsvp'

describe('the modification deadline', () => {
  it('is open until the last millisecond before midnight UTC of the deadline day', () => {
    expect(isBeforeDeadline('2025-10-05', new Date('2025-10-04T23:59:59.999Z'))).toBe(true)
    expect(isBeforeDeadline('2025-10-05', new Date('2025-10-05T00:00:00.000Z'))).toBe(false)
  })

  it('compares in UTC whatever the guest’s own offset', () => {
    expect(isBeforeDeadline('2025-10-05', new Date('2025-10-04T19:30:00-05:00'))).toBe(false)
  })

  it('is written in Spanish from its date', () => {
    expect(formatDeadline('2025-10-05')).toBe('5 de octubre de 2025')
    expect(formatDeadline('2026-01-31')).toBe('31 de enero de 2026')
  })
})

describe('the response date', () => {
  it('is today in Spanish', () => {
    expect(formatResponseDate(new Date(2025, 8, 15, 12))).toBe('15 de septiembre de 2025')
  })
})

describe('people', () => {
  it('says persona for one and personas otherwise', () => {
    expect(people(1, rsvpTextDefaults)).toBe('1 persona')
    expect(people(2, rsvpTextDefaults)).toBe('2 personas')
    expect(people(0, rsvpTextDefaults)).toBe('0 personas')
  })
})
