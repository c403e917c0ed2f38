// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { lastDetailTopicAtom } from '../../../web/src/features/details/stores/last-detail-topic'
import { renderDetailsSection } from './render-details-section'

const key = 'wedding_modal_type'

// hidden: true, because an open dialog hides the page behind it from the accessibility tree.
function card(title: string): HTMLElement {
  const item = screen.getByRole('heading', { name: title, level: 3, hidden: true }).closest('li')
  if (!item) throw new Error(`no card around ${title}`)
  return item
}

function lastViewedCards() {
  return screen.getAllByRole('listitem').filter((item) => item.dataset.lastViewed === 'true')
}

beforeEach(() => {
  localStorage.clear()
})

describe('remembering the last topic viewed', () => {
  it('saves the topic under wedding_modal_type when Ver Detalles is clicked', async () => {
    const { store } = await renderDetailsSection()
    await userEvent.click(
      within(card('Código de Vestimenta')).getByRole('button', { name: 'Ver Detalles' }),
    )
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toBe('dresscode')
    expect(store.get(lastDetailTopicAtom)).toBe('dresscode')
    expect(card('Código de Vestimenta')).toHaveAttribute('data-last-viewed', 'true')
  })

  it('marks the saved topic as the last viewed card on load, with the dialog still closed', async () => {
    localStorage.setItem(key, JSON.stringify('hotels'))
    await renderDetailsSection()
    await waitFor(() =>
      expect(card('Recomendaciones de Hospedaje')).toHaveAttribute('data-last-viewed', 'true'),
    )
    expect(lastViewedCards()).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('also reads a topic stored as a bare word', async () => {
    localStorage.setItem(key, 'schedule')
    await renderDetailsSection()
    await waitFor(() =>
      expect(card('Itinerario de la Boda')).toHaveAttribute('data-last-viewed', 'true'),
    )
  })

  it.each(['foo', '"foo"', '{}', '123', '[]', 'null', '"pricing'])(
    'ignores the stored value %s without crashing',
    async (stored) => {
      localStorage.setItem(key, stored)
      const { store } = await renderDetailsSection()
      expect(screen.getAllByRole('button', { name: 'Ver Detalles' })).toHaveLength(4)
      expect(store.get(lastDetailTopicAtom)).toBeNull()
      expect(lastViewedCards()).toHaveLength(0)
    },
  )

  it('replaces an invalid stored value with the topic the guest opens', async () => {
    localStorage.setItem(key, '{}')
    await renderDetailsSection()
    await userEvent.click(
      within(card('Mesa de Regalos')).getByRole('button', { name: 'Ver Detalles' }),
    )
    expect(localStorage.getItem(key)).toBe('"pricing"')
    expect(await screen.findByRole('dialog', { name: 'Mesa de Regalos' })).toBeVisible()
  })
})
