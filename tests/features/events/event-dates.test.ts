import { describe, expect, it, vi } from 'vitest'
import { formatEventDay, formatEventTime } from '../../../web/src/features/events/utils/event-dates'
import { formatTime } from '../../../web/src/lib/time-of-day'

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

  it('writes noon, midnight and the minutes the same way whatever the engine’s locale data', () => {
    expect(formatEventTime('2025-11-01T18:00:00Z', 'America/Mexico_City')).toBe('12:00 p.m.')
    expect(formatEventTime('2025-11-02T06:05:00Z', 'America/Mexico_City')).toBe('12:05 a.m.')
    expect(formatEventTime('2025-11-01T15:30:00Z', 'America/Mexico_City')).toBe('9:30 a.m.')
    // an engine whose es-MX data says "16:00" (WebKitGTK) must not change what the guest reads
    const original = Intl.DateTimeFormat
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locale?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return locale === 'es-MX'
        ? new original('es-MX', { ...options, hourCycle: 'h23' })
        : new original(locale, options)
    } as typeof Intl.DateTimeFormat)
    try {
      expect(formatEventTime('2025-11-01T22:00:00Z', 'America/Mexico_City')).toBe('4:00 p.m.')
    } finally {
      spy.mockRestore()
    }
  })

  it('agrees with the pase’s time at every quarter hour of a day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const instant = new Date(Date.UTC(2025, 10, 1, 6, minute)).toISOString()
      expect(formatEventTime(instant, 'America/Mexico_City')).toBe(
        formatTime(instant, 'America/Mexico_City'),
      )
    }
  })

  it('shows the same instant differently in another zone', () => {
    expect(formatEventTime('2025-11-01T22:00:00Z', 'Europe/Madrid')).toBe('11:00 p.m.')
  })
})
