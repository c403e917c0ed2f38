import { describe, expect, it, vi } from 'vitest'

type Document = { _type?: string; [field: string]: unknown }

// The couple's dataset with two texts reworded; the site's code is untouched.
vi.mock('virtual:embedded-dataset', async (importOriginal) => {
  const { default: documents } = await importOriginal<{ default: Document[] }>()
  return {
    default: documents.map((document) =>
      document._type === 'siteTexts'
        ? {
            ...document,
            rsvp: { ...(document.rsvp as object), searchTitle: 'Encuentra tu lugar' },
            events: { ...(document.events as object), addToCalendar: 'Guarda la fecha' },
          }
        : document,
    ),
  }
})

const { renderPage } = await import('../../web/src/app/server-entry')
const renderedAt = Date.parse('2025-09-15T12:00:00Z')

describe('a prerendered page with the texts the couple changed', () => {
  it('shows the new search title on /rsvp instead of «Busca tu invitación»', async () => {
    const page = await renderPage('/rsvp', renderedAt)
    expect(page.html).toContain('Encuentra tu lugar')
    expect(page.html).not.toContain('Busca tu invitación')
  })

  it('shows the new calendar button on / and carries the texts for hydration', async () => {
    const page = await renderPage('/', renderedAt)
    expect(page.html).toContain('Guarda la fecha')
    expect(page.html).not.toContain('Agregar al calendario')
    expect(JSON.stringify(page.data.content)).toContain('Guarda la fecha')
  })
})
