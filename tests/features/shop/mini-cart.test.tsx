// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MiniCart } from '../../../web/src/features/shop/components/mini-cart'
import { addToCartAtom, removeFromCartAtom } from '../../../web/src/features/shop/stores/shop-lists'
import { renderShop } from './render-shop'
import { bateria, cartItem, storageKey, toallas, vajilla } from './shop-fixtures'

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

// The panel loads with MUI and the shop store on first open; a cold import can take a while.
const findPanel = () => screen.findByRole('dialog', { name: 'Tu carrito' }, { timeout: 10_000 })

function renderFilledCart() {
  return renderShop(<MiniCart />, {
    route: '/story',
    setup: (store) => {
      store.set(addToCartAtom, vajilla, { qty: 2 })
      store.set(addToCartAtom, bateria)
    },
  })
}

describe('the mini cart', () => {
  it('names the number of units in the cart and shows it on its badge', () => {
    renderFilledCart()
    const button = screen.getByRole('button', { name: 'Carrito, 3 artículos' })
    expect(button).toHaveTextContent('3')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('says when the cart is empty', () => {
    renderShop(<MiniCart />)
    const button = screen.getByRole('button', { name: 'Carrito, vacío' })
    expect(button).toHaveTextContent(/^Carrito, vacío$/)
  })

  it('follows the cart as it changes on this page', () => {
    const { store } = renderShop(<MiniCart />)
    act(() => {
      store.set(addToCartAtom, toallas, { qty: 4 })
    })
    expect(screen.getByRole('button', { name: 'Carrito, 4 artículos' })).toHaveTextContent('4')
  })

  it('follows the cart as it changes in another tab', () => {
    renderShop(<MiniCart />)
    const stored = JSON.stringify({ cartList: { cart: [cartItem(vajilla, 1)] } })
    localStorage.setItem(storageKey, stored)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKey, newValue: stored }))
    })
    expect(screen.getByRole('button', { name: 'Carrito, 1 artículo' })).toBeInTheDocument()
  })

  it('still counts what the browser refused to save', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { store } = renderShop(<MiniCart />)
    act(() => {
      store.set(addToCartAtom, bateria, { qty: 2 })
    })
    expect(screen.getByRole('button', { name: 'Carrito, 2 artículos' })).toBeInTheDocument()

    // The next saved write puts storage back in charge, for the tests that follow.
    vi.restoreAllMocks()
    act(() => {
      store.set(removeFromCartAtom, bateria.id)
    })
    expect(screen.getByRole('button', { name: 'Carrito, vacío' })).toBeInTheDocument()
  })

  it('shows 99+ on the badge for a hundred units or more', () => {
    renderShop(<MiniCart />, { setup: (store) => store.set(addToCartAtom, vajilla, { qty: 120 }) })
    const button = screen.getByRole('button', { name: 'Carrito, 120 artículos' })
    expect(button).toHaveTextContent(/99\+$/)
  })

  it('opens a panel with each item, its quantity, its line sum and the total', async () => {
    const user = userEvent.setup()
    renderFilledCart()
    await user.click(screen.getByRole('button', { name: 'Carrito, 3 artículos' }))

    const panel = await findPanel()
    const items = within(panel).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Vajilla')
    expect(items[0]).toHaveTextContent('2 × $3,499.00')
    expect(items[0]).toHaveTextContent('$6,998.00')
    expect(items[1]).toHaveTextContent('Batería')
    expect(items[1]).toHaveTextContent('1 × $3,654.15')
    expect(panel).toHaveTextContent('Total$10,652.15')
  })

  it('links to View Cart and Checkout, and closes when one is chosen', async () => {
    const user = userEvent.setup()
    renderFilledCart()
    await user.click(screen.getByRole('button', { name: 'Carrito, 3 artículos' }))

    const panel = await findPanel()
    expect(within(panel).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart')
    const checkout = within(panel).getByRole('link', { name: 'Checkout' })
    expect(checkout).toHaveAttribute('href', '/checkout')

    await user.click(checkout)
    expect(screen.getByRole('status', { name: 'Ubicación actual' })).toHaveTextContent('/checkout')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows an empty state, still with both links', async () => {
    const user = userEvent.setup()
    renderShop(<MiniCart />)
    await user.click(screen.getByRole('button', { name: 'Carrito, vacío' }))

    const panel = await findPanel()
    expect(panel).toHaveTextContent('Tu carrito está vacío.')
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'View Cart' })).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Checkout' })).toBeInTheDocument()
  })

  it('works from the keyboard: focus moves in, Escape closes and gives focus back', async () => {
    const user = userEvent.setup()
    renderFilledCart()
    const button = screen.getByRole('button', { name: 'Carrito, 3 artículos' })
    button.focus()
    await user.keyboard('{Enter}')

    const panel = await findPanel()
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement))
    await user.tab()
    expect(within(panel).getByRole('link', { name: 'View Cart' })).toHaveFocus()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })
})
