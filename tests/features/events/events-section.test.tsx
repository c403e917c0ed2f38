// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '../../../web/src/content/page-sections'
import { EventsSection } from '../../../web/src/features/events/components/events-section'
import { sectionOf } from '../../support/page-sections'
import { renderWithApp } from '../../support/render'
import { incomplete } from '../../support/incomplete'

type EventsContent = SectionOf<'sectionEvents'>['events']

let content: EventsContent

beforeAll(async () => {
  content = (await sectionOf('sectionEvents')).events
})

function card(title: string) {
  return screen.getByRole('article', { name: title })
}

describe('EventsSection', () => {
  it('names the section "Hora y Lugar" and shows both events', () => {
    renderWithApp(<EventsSection content={content} />)

    expect(screen.getByRole('region', { name: 'Hora y Lugar' })).toHaveAttribute('id', 'events')
    expect(screen.getByRole('heading', { level: 3, name: 'Ceremonia Religiosa' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 3, name: 'Recepción' })).toBeVisible()
  })

  it("shows each event's Spanish date and the venue's local time", () => {
    renderWithApp(<EventsSection content={content} />)

    const ceremony = within(card('Ceremonia Religiosa'))
    expect(ceremony.getByText('Sábado 1 de noviembre de 2025')).toBeVisible()
    expect(ceremony.getByText('4:00 p.m.')).toHaveAttribute('datetime', '2025-11-01T22:00:00Z')
    expect(ceremony.getByText('Parroquia de San Francisco de Asís')).toBeVisible()

    const reception = within(card('Recepción'))
    expect(reception.getByText('Sábado 1 de noviembre de 2025')).toBeVisible()
    expect(reception.getByText('5:30 p.m.')).toBeVisible()
    expect(reception.getByText('Atitalaquia, Hidalgo')).toBeVisible()
  })

  it('opens each Ubicación link in a new tab without giving the map access to the page', () => {
    renderWithApp(<EventsSection content={content} />)

    const links = screen.getAllByRole('link', { name: 'Ubicación' })
    expect(links).toHaveLength(2)
    for (const [index, link] of links.entries()) {
      expect(link).toHaveAttribute('href', content.events[index]?.mapsUrl)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    expect(links[0]).toHaveAccessibleDescription(
      'Ceremonia Religiosa (se abre en una pestaña nueva)',
    )
  })

  it('leads Confirmar Asistencia to the RSVP form', () => {
    renderWithApp(<EventsSection content={content} />)

    expect(screen.getByRole('link', { name: 'Confirmar Asistencia' })).toHaveAttribute(
      'href',
      '/rsvp-form',
    )
  })

  it('leaves out the image, place and calendar of an event that lacks them', () => {
    const bare = incomplete<EventsContent>({
      section: { title: 'Hora y Lugar', subtitle: null },
      timeZone: 'America/Mexico_City',
      events: [
        {
          _id: 'e1',
          title: 'Brindis',
          startsAt: null,
          endsAt: null,
          venue: null,
          address: null,
          mapsUrl: null,
          image: null,
        },
      ],
    })
    renderWithApp(<EventsSection content={bare} />)

    const brindis = within(card('Brindis'))
    expect(brindis.queryByRole('img')).toBeNull()
    expect(brindis.queryByRole('link', { name: 'Ubicación' })).toBeNull()
    expect(brindis.queryByRole('button', { name: 'Agregar al calendario' })).toBeNull()
  })
})

describe('the add-to-calendar menu', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:calendario')
  const revokeObjectURL = vi.fn()
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }

  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL })
  })

  afterEach(() => {
    Object.assign(URL, original)
    vi.restoreAllMocks()
    createObjectURL.mockClear()
    revokeObjectURL.mockClear()
  })

  it('opens from the keyboard and downloads the ceremony as an .ics file', async () => {
    const user = userEvent.setup()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderWithApp(<EventsSection content={content} />)
    const button = within(card('Ceremonia Religiosa')).getByRole('button', {
      name: 'Agregar al calendario',
    })

    button.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'Agregar al calendario' })
    const download = within(menu).getByRole('menuitem', {
      name: 'Descargar archivo .ics (Apple, Outlook)',
    })
    expect(download).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'true')

    await user.keyboard('{Enter}')

    expect(click).toHaveBeenCalledOnce()
    expect(click.mock.contexts[0]).toHaveProperty('download', 'ceremonia-religiosa.ics')
    const blob = createObjectURL.mock.calls[0]?.[0]
    expect(blob?.type).toBe('text/calendar;charset=utf-8')
    expect(await blob?.text()).toContain('DTSTART:20251101T220000Z\r\n')
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(button).toHaveFocus()
  })

  it('offers Google Calendar as a link that opens in a new tab', async () => {
    const user = userEvent.setup()
    renderWithApp(<EventsSection content={content} />)
    const button = within(card('Recepción')).getByRole('button', {
      name: 'Agregar al calendario',
    })

    await user.click(button)
    const google = screen.getByRole('menuitem', { name: 'Google Calendar' })

    expect(google).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/),
    )
    expect(google).toHaveAttribute('href', expect.stringContaining('text=Recepci%C3%B3n'))
    expect(google).toHaveAttribute('target', '_blank')
    expect(google).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('closes with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup()
    renderWithApp(<EventsSection content={content} />)
    const button = within(card('Recepción')).getByRole('button', {
      name: 'Agregar al calendario',
    })

    button.focus()
    await user.keyboard(' ')
    expect(await screen.findByRole('menu')).toBeVisible()
    await user.keyboard('{Escape}')

    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(button).toHaveFocus()
    expect(createObjectURL).not.toHaveBeenCalled()
  })
})
