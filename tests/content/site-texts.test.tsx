// @vitest-environment jsdom
import { renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteTextsFields } from '../../schemas/singletons/site-texts'
import { ContentError } from '../../web/src/components/content-error'
import { siteTextDefaults, type SiteTextArea } from '../../web/src/content/site-texts/all'
import { fillText } from '../../web/src/content/site-texts/fill-text'
import { useSiteTexts, withDefaultTexts } from '../../web/src/content/use-site-texts'
import { EventsSection } from '../../web/src/features/events/components/events-section'
import { defaultDataset } from '../support/default-dataset'
import { sectionOf } from '../support/page-sections'
import { renderWithApp } from '../support/render'
import { primeSiteTexts } from '../support/site-texts'

const areas = Object.keys(siteTextDefaults) as SiteTextArea[]
const reworded = (area: string, key: string) => `Nuevo texto de ${area}.${key}`

describe('«Textos del sitio» in the default dataset', () => {
  it('holds every text of the site with its default wording, so it reads as the spec', async () => {
    const { documents } = await defaultDataset()
    const { _id, _type, ...texts } = documents.find(
      (document) => document._type === 'siteTexts',
    ) as Record<string, unknown>
    expect({ _id, _type }).toEqual({ _id: 'siteTexts', _type: 'siteTexts' })
    expect(texts).toEqual(siteTextDefaults)
  })

  it('has a Studio field for every text the site reads, and no other', () => {
    const fields = Object.fromEntries(
      Object.entries(siteTextsFields).map(([area, entries]) => [
        area,
        entries.map(([name]) => name).sort(),
      ]),
    )
    const defaults = Object.fromEntries(
      areas.map((area) => [area, Object.keys(siteTextDefaults[area]).sort()]),
    )
    expect(fields).toEqual(defaults)
  })

  it('keeps the spec wording of its fixed labels and messages', () => {
    expect(siteTextDefaults.details.viewDetails).toBe('Ver Detalles')
    expect(siteTextDefaults.details.close).toBe('Cerrar')
    expect(siteTextDefaults.events.location).toBe('Ubicación')
    expect(siteTextDefaults.events.confirmAttendance).toBe('Confirmar Asistencia')
    expect(siteTextDefaults.rsvpMessages.notFound).toBe(
      'Invitado no encontrado. Verifica tu número de invitación.',
    )
    expect(fillText(siteTextDefaults.rsvpMessages.tooManyTickets, { n: 4 })).toBe(
      'No puedes confirmar más de 4 boletos',
    )
  })
})

describe('reading «Textos del sitio»', () => {
  it.each(areas)('gives the page every text of «%s» the couple rewrote', async (area) => {
    await primeSiteTexts((texts) => {
      texts[area] = Object.fromEntries(
        Object.keys(siteTextDefaults[area]).map((key) => [key, reworded(area, key)]),
      )
    })
    const { result } = renderHook(() => useSiteTexts(area, siteTextDefaults[area]))
    for (const key of Object.keys(siteTextDefaults[area])) {
      expect(result.current[key as keyof typeof result.current]).toBe(reworded(area, key))
    }
  })

  it('falls back to the default wording for a missing, empty or blank field', async () => {
    await primeSiteTexts((texts) => {
      const { searchTitle: _removed, ...rest } = texts.rsvp as Record<string, string>
      texts.rsvp = { ...rest, search: '', searching: '   ' }
    })
    const { result } = renderHook(() => useSiteTexts('rsvp', siteTextDefaults.rsvp))
    expect(result.current.searchTitle).toBe('Busca tu invitación')
    expect(result.current.search).toBe('Buscar')
    expect(result.current.searching).toBe('Buscando...')
  })

  it('falls back to every default when the document does not exist', () => {
    expect(withDefaultTexts(siteTextDefaults.events, null)).toEqual(siteTextDefaults.events)
  })

  it('fills every slot in one pass: a value is never read as a pattern nor filled again', () => {
    const values = { name: "$& {title} $'", title: 'Bodas' }
    expect(fillText('{name} / {title} / {toString}', values)).toBe(
      "$& {title} $' / Bodas / {toString}",
    )
  })

  it('puts values into the slots of a text and leaves unknown slots as written', () => {
    expect(fillText('Quitar {name} del carrito', { name: 'Cafetera' })).toBe(
      'Quitar Cafetera del carrito',
    )
    expect(fillText('Foto {{index}}', { name: 'x' })).toBe('Foto {{index}}')
  })
})

describe('pages with reworded texts', () => {
  const originalUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }

  afterEach(() => {
    Object.assign(URL, originalUrl)
    vi.restoreAllMocks()
  })

  it('shows the couple’s words on the events section’s buttons and links', async () => {
    await primeSiteTexts((texts) => {
      texts.events = {
        ...(texts.events as object),
        location: 'Cómo llegar',
        confirmAttendance: 'Responde aquí',
        addToCalendar: 'Guarda la fecha',
      }
    })
    renderWithApp(<EventsSection content={(await sectionOf('sectionEvents')).events} />)
    const ceremony = within(screen.getByRole('article', { name: 'Ceremonia Religiosa' }))
    expect(ceremony.getByRole('link', { name: /Cómo llegar/ })).toBeVisible()
    expect(ceremony.getByRole('button', { name: 'Guarda la fecha' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Responde aquí' })).toBeVisible()
    expect(screen.queryByText('Agregar al calendario')).toBeNull()
  })

  it('puts the couple’s words into the calendar entry and its file name', async () => {
    await primeSiteTexts((texts) => {
      texts.events = {
        ...(texts.events as object),
        mapsDescription: 'Cómo llegar:',
        fallbackFileName: 'Nuestra Boda',
      }
    })
    const dataset = (await sectionOf('sectionEvents')).events
    const events = dataset.events.map((event) =>
      event._id === 'event-ceremony' ? { ...event, title: '💍' } : event,
    )
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:calendario')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const user = userEvent.setup()
    renderWithApp(<EventsSection content={{ ...dataset, events }} />)
    const card = within(screen.getByRole('article', { name: '💍' }))

    await user.click(card.getByRole('button', { name: 'Agregar al calendario' }))
    const google = screen.getByRole('menuitem', { name: 'Google Calendar' })
    const details = new URL(google.getAttribute('href') ?? '').searchParams.get('details')
    expect(details).toMatch(/^Cómo llegar: https:\/\/www\.google\.com\/maps\//)
    await user.click(screen.getByRole('menuitem', { name: /Descargar archivo \.ics/ }))

    expect(click.mock.contexts[0]).toHaveProperty('download', 'nuestra-boda.ics')
    const ics = (await createObjectURL.mock.calls[0]?.[0]?.text()) ?? ''
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Cómo llegar: https://www.google.com/maps/',
    )
  })

  it('shows the couple’s words on the error screen once they have loaded', async () => {
    await primeSiteTexts((texts) => {
      texts.errorScreen = { ...(texts.errorScreen as object), retry: 'Volver a cargar' }
    })
    renderWithApp(<ContentError />)
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeVisible()
  })
})
