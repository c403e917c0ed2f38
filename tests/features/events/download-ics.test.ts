// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  downloadIcs,
  icsFileName,
  revokeDelayMs,
} from '../../../web/src/features/events/utils/download-ics'

describe('icsFileName', () => {
  it('turns a Spanish title into a plain lowercase file name', () => {
    expect(icsFileName('Ceremonia Religiosa')).toBe('ceremonia-religiosa.ics')
    expect(icsFileName('Recepción')).toBe('recepcion.ics')
    expect(icsFileName('¡Año Nuevo, Señores!')).toBe('ano-nuevo-senores.ics')
  })

  it('falls back to a generic name when nothing usable is left', () => {
    expect(icsFileName('¿¡!?')).toBe('evento.ics')
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
