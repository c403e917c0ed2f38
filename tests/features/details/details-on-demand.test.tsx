// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fetchContent } from '../../../web/src/content/fetch-content'
import { weddingDetailsQuery } from '../../../web/src/content/queries'
import { renderDetailsSection } from './render-details-section'

vi.mock('../../../web/src/content/fetch-content', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../web/src/content/fetch-content')>()
  return { ...actual, fetchContent: vi.fn(actual.fetchContent) }
})

describe('the wedding details content', () => {
  it('is fetched only once a guest opens a dialog', async () => {
    await renderDetailsSection()
    expect(fetchContent).not.toHaveBeenCalledWith(weddingDetailsQuery, expect.anything())

    await userEvent.click(screen.getAllByRole('button', { name: 'Ver Detalles' })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Mesa de Regalos' })
    await within(dialog).findByRole('link', { name: /Ir a la mesa de regalos/ })
    expect(fetchContent).toHaveBeenCalledWith(weddingDetailsQuery, {})
  })
})
