// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { MiniCart } from '../../../web/src/features/shop/components/mini-cart'
import { addToCartAtom } from '../../../web/src/features/shop/stores/shop-lists'
import { renderShop } from './render-shop'
import { bateria, vajilla } from './shop-fixtures'

beforeEach(() => localStorage.clear())

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
    expect(screen.getByRole('button', { name: 'Carrito, vacío' })).toBeInTheDocument()
  })

  it('opens a panel with each item, its quantity, its line sum and the total', async () => {
    const user = userEvent.setup()
    renderFilledCart()
    await user.click(screen.getByRole('button', { name: 'Carrito, 3 artículos' }))

    const panel = screen.getByRole('dialog', { name: 'Tu carrito' })
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

    const panel = screen.getByRole('dialog', { name: 'Tu carrito' })
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

    const panel = screen.getByRole('dialog', { name: 'Tu carrito' })
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

    const panel = screen.getByRole('dialog', { name: 'Tu carrito' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement))
    await user.tab()
    expect(within(panel).getByRole('link', { name: 'View Cart' })).toHaveFocus()

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })
})
