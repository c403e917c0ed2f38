// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eventsTextDefaults } from '../../../web/src/content/site-texts/events'
import {
  downloadIcs,
  icsFileName,
  revokeDelayMs,
} from '../../../web/src/features/events/utils/download-ics'

describe('icsFileName', () => {
  const fileName = (title: string, fallbackFileName = eventsTextDefaults.fallbackFileName) =>
    icsFileName({ id: 'event-ceremony', title }, { fallbackFileName })

  it('turns a Spanish title into a plain lowercase file name', () => {
    expect(fileName('Ceremonia Religiosa')).toBe('ceremonia-religiosa.ics')
    expect(fileName('Recepción')).toBe('recepcion.ics')
    expect(fileName('¡Año Nuevo, Señores!')).toBe('ano-nuevo-senores.ics')
  })

  it('falls back to a generic name when nothing usable is left', () => {
    expect(fileName('¿¡!?')).toBe('evento.ics')
  })

  it('falls back to the couple’s name, made as safe as a title', () => {
    expect(fileName('💍', 'Nuestra Boda')).toBe('nuestra-boda.ics')
  })

  it('falls back to the event id when the couple’s name has no usable letters either', () => {
    expect(fileName('💍', '💒')).toBe('event-ceremony.ics')
  })
})

describe('downloadIcs', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:calendario')
  const revokeObjectURL = vi.fn()
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }

  beforeEach(() => {
    vi.useFakeTimers()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
  })

  afterEach(() => {
    vi.useRealTimers()
    Object.assign(URL, original)
    vi.restoreAllMocks()
    createObjectURL.mockClear()
    revokeObjectURL.mockClear()
  })

  it('clicks a hidden download link to a calendar blob and frees the URL afterwards', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.href).toBe('blob:calendario')
      expect(this.download).toBe('recepcion.ics')
      expect(this.isConnected).toBe(true)
    })

    downloadIcs('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'recepcion.ics')

    expect(click).toHaveBeenCalledOnce()
    const blob = createObjectURL.mock.calls[0]?.[0]
    expect(blob?.type).toBe('text/calendar;charset=utf-8')
    expect(await blob?.text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
    expect(document.querySelector('a[download]')).toBeNull()
    expect(revokeObjectURL).not.toHaveBeenCalled()

    vi.advanceTimersByTime(revokeDelayMs)
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:calendario')
  })
})
