// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import CheckoutPage from '../../../web/src/features/shop/components/checkout-page'
import { addToCartAtom } from '../../../web/src/features/shop/stores/shop-lists'
import { renderShop } from './render-shop'
import { bateria, vajilla } from './shop-fixtures'

vi.mock('../../../web/src/content/use-content', async () => {
  const { fixtureContent } = await import('./mock-content')
  return { useContent: fixtureContent }
})

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('the checkout page', () => {
  it('sums up the cart and its total', () => {
    renderShop(<CheckoutPage />, {
      route: '/checkout',
      setup: (store) => {
        store.set(addToCartAtom, vajilla)
        store.set(addToCartAtom, bateria, { qty: 2 })
      },
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeInTheDocument()
    const items = within(screen.getByRole('list', { name: 'Resumen del carrito' })).getAllByRole(
      'listitem',
    )
    expect(items[0]).toHaveTextContent('Vajilla1 × $3,499.00$3,499.00')
    expect(items[1]).toHaveTextContent('Batería2 × $3,654.15$7,308.30')
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$10,807.30')
  })

  it('hands the guest to the registry store in a new tab, without any request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    renderShop(<CheckoutPage />, {
      route: '/checkout',
      setup: (store) => store.set(addToCartAtom, vajilla),
    })
    const link = screen.getByRole('link', { name: /^Comprar en Liverpool/ })
    expect(link).toHaveAttribute('href', 'https://mesaderegalos.liverpool.com.mx/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName('Comprar en Liverpool (se abre en una pestaña nueva)')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('says the cart is empty and still offers the registry store', () => {
    renderShop(<CheckoutPage />, { route: '/checkout' })
    expect(screen.getByText('Tu carrito está vacío.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Comprar en Liverpool/ })).toBeInTheDocument()
  })
})
