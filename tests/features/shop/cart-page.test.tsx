// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import CartPage from '../../../web/src/features/shop/components/cart-page'
import { addToCartAtom, cartAtom } from '../../../web/src/features/shop/stores/shop-lists'
import { renderShop, toastVariant } from './render-shop'
import { bateria, cartItem, storageKey, vajilla } from './shop-fixtures'

vi.mock('../../../web/src/content/use-content', async () => {
  const { fixtureContent } = await import('./mock-content')
  return { useContent: fixtureContent }
})

beforeEach(() => localStorage.clear())

function renderCart() {
  return renderShop(<CartPage />, {
    route: '/cart',
    setup: (store) => {
      store.set(addToCartAtom, vajilla, { qty: 2 })
      store.set(addToCartAtom, bateria)
    },
  })
}

function line(name: string) {
  const item = screen.getByRole('group', { name: `Cantidad de ${name}` }).closest('li')
  if (!item) throw new Error(`no line for ${name}`)
  return item
}

describe('the cart page', () => {
  it('lists each item with its quantity and line sum, and the total', () => {
    renderCart()
    expect(screen.getByRole('heading', { level: 1, name: 'Carrito' })).toBeInTheDocument()
    expect(line('Vajilla')).toHaveTextContent('$6,998.00')
    expect(within(line('Vajilla')).getByRole('group')).toHaveTextContent('2')
    expect(line('Batería')).toHaveTextContent('$3,654.15')
    expect(line('Batería')).toHaveTextContent('Antes $4,299.00')
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$10,652.15')
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout')
  })

  it('raises and lowers a quantity, never below one', async () => {
    const user = userEvent.setup()
    const { store } = renderCart()
    await user.click(screen.getByRole('button', { name: 'Aumentar la cantidad de Batería' }))
    expect(within(line('Batería')).getByRole('group')).toHaveTextContent('2')
    expect(line('Batería')).toHaveTextContent('$7,308.30')

    const decrement = screen.getByRole('button', { name: 'Disminuir la cantidad de Batería' })
    await user.click(decrement)
    await user.click(decrement)
    expect(store.get(cartAtom)).toContainEqual(cartItem(bateria, 1))
    expect(screen.getByText('Total').parentElement).toHaveTextContent('$10,652.15')
  })

  it('removes an item with the toast "Item Removed from Cart"', async () => {
    const user = userEvent.setup()
    renderCart()
    await user.click(screen.getByRole('button', { name: 'Quitar Vajilla del carrito' }))

    expect(screen.queryByRole('group', { name: 'Cantidad de Vajilla' })).not.toBeInTheDocument()
    const toast = await screen.findByText('Item Removed from Cart')
    expect(toast).toHaveAttribute('lang', 'en')
    expect(toastVariant(toast)).toBe('info')
  })

  it('shows the empty state with a way to the gift list', async () => {
    const user = userEvent.setup()
    renderShop(<CartPage />, {
      route: '/cart',
      setup: (store) => store.set(addToCartAtom, vajilla),
    })
    await user.click(screen.getByRole('button', { name: 'Quitar Vajilla del carrito' }))

    expect(screen.getByText('Tu carrito está vacío.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver la lista de regalos' })).toHaveAttribute(
      'href',
      '/shop',
    )
  })

  it('shows an empty cart, not an error, when the saved cart is corrupt', () => {
    localStorage.setItem(storageKey, '{"cartList": {"cart": [{"id": 1, "qty": -4}]')
    renderShop(<CartPage />, { route: '/cart' })
    expect(screen.getByText('Tu carrito está vacío.')).toBeInTheDocument()
  })

  it('restores the cart saved on an earlier visit', () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify({ cartList: { cart: [cartItem(bateria, 3)] }, wishList: { w_list: 'x' } }),
    )
    renderShop(<CartPage />, { route: '/cart' })
    expect(within(line('Batería')).getByRole('group')).toHaveTextContent('3')
  })
})
