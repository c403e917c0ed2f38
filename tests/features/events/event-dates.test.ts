import { describe, expect, it } from 'vitest'
import { formatEventDay, formatEventTime } from '../../../web/src/features/events/utils/event-dates'

describe('formatEventDay', () => {
  it('writes the day in Spanish with a capital weekday and no comma', () => {
    expect(formatEventDay('2025-11-01T22:00:00Z', 'America/Mexico_City')).toBe(
      'Sábado 1 de noviembre de 2025',
    )
  })

  it("keeps the venue's day even when the instant is already the next day in UTC", () => {
    expect(formatEventDay('2025-11-02T05:00:00Z', 'America/Mexico_City')).toBe(
      'Sábado 1 de noviembre de 2025',
    )
  })
})

describe('formatEventTime', () => {
  it("shows the venue's local time, not UTC", () => {
    expect(formatEventTime('2025-11-01T22:00:00Z', 'America/Mexico_City')).toBe('4:00 p.m.')
  })

  it('shows the same instant differently in another zone', () => {
    expect(formatEventTime('2025-11-01T22:00:00Z', 'Europe/Madrid')).toBe('11:00 p.m.')
  })
})
