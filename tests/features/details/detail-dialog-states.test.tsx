// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { use } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DetailDialog } from '../../../web/src/features/details/components/detail-dialog'
import { renderWithApp } from '../../support/render'

const content = vi.hoisted(() => ({ request: new Promise<never>(() => undefined) }))

// Only the details' own content hangs or fails; «Textos del sitio» load as usual.
vi.mock('../../../web/src/content/use-content', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/content/use-content')>()
  const { siteTextsQuery } = await import('../../../web/src/content/queries')
  return {
    useContent: (query: string) =>
      query === siteTextsQuery ? actual.useContent(query) : use(content.request),
  }
})

function renderDialog() {
  renderWithApp(
    <DetailDialog open topic="schedule" title="Itinerario de la Boda" onClose={() => undefined} />,
  )
  return screen.getByRole('dialog', { name: 'Itinerario de la Boda' })
}

describe('the details dialog while its content is not there', () => {
  it('says in Spanish that the details are loading', async () => {
    content.request = new Promise<never>(() => undefined)
    const dialog = renderDialog()
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Cargando detalles…')
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeEnabled()
  })

  it('explains in Spanish when the details cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    content.request = Promise.reject(new Error('offline'))
    content.request.catch(() => undefined)
    const dialog = renderDialog()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos cargar los detalles',
    )
  })
})
