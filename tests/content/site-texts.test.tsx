// @vitest-environment jsdom
import { renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteTexts } from '../../schemas/singletons/site-texts'
import { ContentError } from '../../web/src/components/content-error'
import {
  siteTextDefaults,
  siteTextTables,
  type SiteTextArea,
} from '../../web/src/content/site-texts/all'
import { fillText } from '../../web/src/content/site-texts/fill-text'
import { useSiteTexts, withDefaultTexts } from '../../web/src/content/use-site-texts'
import { EventsSection } from '../../web/src/features/events/components/events-section'
import { defaultDataset } from '../support/default-dataset'
import { sectionOf } from '../support/page-sections'
import { renderWithApp } from '../support/render'
import { primeSiteTexts } from '../support/site-texts'

const areas = Object.keys(siteTextTables) as SiteTextArea[]
const entries = areas.flatMap((area) =>
  Object.entries(siteTextTables[area]).map(([key, [wording, title]]) => ({
    text: `${area}.${key}`,
    key,
    wording,
    title,
  })),
)
const reworded = (area: string, key: string) => `Nuevo texto de ${area}.${key}`

describe('«Textos del sitio»: each text written once, in its area module', () => {
  type Field = { name: string; title?: string; placeholder?: string; fields?: Field[] }
  const studioAreas = siteTexts.fields as Field[]

  it('gives the Studio a field for every text of the tables, titled from it, and no other', () => {
    const studio = Object.fromEntries(
      studioAreas.map((area) => [
        area.name,
        (area.fields ?? []).map(({ name, title, placeholder }) => ({ name, title, placeholder })),
      ]),
    )
    const tables = Object.fromEntries(
      areas.map((area) => [
        area,
        Object.entries(siteTextTables[area]).map(([name, [wording, title]]) => ({
          name,
          title,
          placeholder: wording,
        })),
      ]),
    )
    expect(studio).toEqual(tables)
  })

  it('gives the pages the tables’ wording as their defaults', () => {
    const wording = Object.fromEntries(
      areas.map((area) => [
        area,
        Object.fromEntries(
          Object.entries(siteTextTables[area]).map(([key, [text]]) => [key, text]),
        ),
      ]),
    )
    expect(siteTextDefaults).toEqual(wording)
  })

  it('writes every default and title as Spanish text, the title naming each {slot}', () => {
    // The spec's English link texts and a brand name are the only defaults not in Spanish.
    const notSpanish = new Set(['shop.viewCart', 'shop.checkout', 'events.googleCalendar'])
    const englishWords = /\b(the|button|link|label|title|field|message|search|close|open)\b/i
    const fieldName = /\b[a-z]+[A-Z]\w*\b/
    const problems = entries.flatMap(({ text, key, wording, title }) => {
      const slots = wording.match(/\{+\w+\}+/g) ?? []
      const titleProse = title.replace(/«[^»]*»|\{+\w+\}+/g, '')
      const wordingProse = wording.replace(/\{+\w+\}+/g, '')
      return [
        wording.trim() !== wording || !/\p{L}/u.test(wording) ? `${text}: default` : [],
        !/^[\p{Lu}«¿¡]/u.test(title) || title.trim() !== title ? `${text}: title` : [],
        [titleProse, ...(notSpanish.has(text) ? [] : [wordingProse])].some(
          (prose) => englishWords.test(prose) || fieldName.test(prose) || prose.trim() === key,
        )
          ? `${text}: not Spanish`
          : [],
        slots.filter((slot) => !title.includes(slot)).map((slot) => `${text}: ${slot}`),
      ].flat()
    })
    expect(entries.length).toBeGreaterThan(100)
    expect(problems).toEqual([])
  })

  it('keeps no copy of a default in the dataset: an empty field is the default', async () => {
    const { documents } = await defaultDataset()
    const { _id, _type, ...written } = documents.find(
      (document) => document._type === 'siteTexts',
    ) as Record<string, unknown>
    expect({ _id, _type }).toEqual({ _id: 'siteTexts', _type: 'siteTexts' })
    const copies = Object.entries(written).flatMap(([area, texts]) =>
      Object.entries(texts as Record<string, unknown>)
        .filter(([key, value]) => {
          const defaults = siteTextDefaults[area as SiteTextArea] as Record<string, string>
          return !Object.hasOwn(defaults, key) || value === defaults[key]
        })
        .map(([key]) => `${area}.${key}`),
    )
    expect(Object.keys(written).filter((area) => !areas.includes(area as SiteTextArea))).toEqual([])
    expect(copies).toEqual([])
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
      texts.rsvp = { search: '', searching: '   ', searchHint: 'Mira tu invitación.' }
    })
    const { result } = renderHook(() => useSiteTexts('rsvp', siteTextDefaults.rsvp))
    expect(result.current.searchTitle).toBe('Busca tu invitación')
    expect(result.current.search).toBe('Buscar')
    expect(result.current.searching).toBe('Buscando...')
    expect(result.current.searchHint).toBe('Mira tu invitación.')
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
