// @vitest-environment jsdom
import { renderHook, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteTextsFields } from '../../schemas/singletons/site-texts'
import { ContentError } from '../../web/src/components/content-error'
import { eventsQuery } from '../../web/src/content/queries'
import { siteTextDefaults, type SiteTextArea } from '../../web/src/content/site-texts/all'
import { fillText } from '../../web/src/content/site-texts/fill-text'
import { useSiteTexts, withDefaultTexts } from '../../web/src/content/use-site-texts'
import { EventsSection } from '../../web/src/features/events/components/events-section'
import { defaultDataset, queryDefaultDataset } from '../support/default-dataset'
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

  it('puts values into the slots of a text and leaves unknown slots as written', () => {
    expect(fillText('Quitar {name} del carrito', { name: 'Cafetera' })).toBe(
      'Quitar Cafetera del carrito',
    )
    expect(fillText('Foto {{index}}', { name: 'x' })).toBe('Foto {{index}}')
  })
})

describe('pages with reworded texts', () => {
  it('shows the couple’s words on the events section’s buttons and links', async () => {
    await primeSiteTexts((texts) => {
      texts.events = {
        ...(texts.events as object),
        location: 'Cómo llegar',
        confirmAttendance: 'Responde aquí',
        addToCalendar: 'Guarda la fecha',
      }
    })
    renderWithApp(<EventsSection content={await queryDefaultDataset(eventsQuery)} />)
    const ceremony = within(screen.getByRole('article', { name: 'Ceremonia Religiosa' }))
    expect(ceremony.getByRole('link', { name: /Cómo llegar/ })).toBeVisible()
    expect(ceremony.getByRole('button', { name: 'Guarda la fecha' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Responde aquí' })).toBeVisible()
    expect(screen.queryByText('Agregar al calendario')).toBeNull()
  })

  it('shows the couple’s words on the error screen once they have loaded', async () => {
    await primeSiteTexts((texts) => {
      texts.errorScreen = { ...(texts.errorScreen as object), retry: 'Volver a cargar' }
    })
    renderWithApp(<ContentError />)
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeVisible()
  })
})
