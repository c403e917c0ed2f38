// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import ShopPage from '../../../web/src/features/shop/components/shop-page'
import { cartAtom } from '../../../web/src/features/shop/stores/shop-lists'
import { renderShop, toastVariant } from './render-shop'
import { bateria, cartItem, storedRoot, vajilla } from './shop-fixtures'

vi.mock('../../../web/src/content/use-content', async () => {
  const { fixtureContent } = await import('./mock-content')
  return { useContent: fixtureContent }
})

beforeEach(() => localStorage.clear())

function card(name: string) {
  const item = screen.getByRole('heading', { level: 2, name }).closest('li')
  if (!item) throw new Error(`no card for ${name}`)
  return item
}

async function expectToast(message: string, variant: string) {
  const toast = await screen.findByText(message)
  expect(toastVariant(toast)).toBe(variant)
}

describe('the gift list page', () => {
  it('lists the registry items with name and price', () => {
    renderShop(<ShopPage />, { route: '/shop' })
    expect(screen.getByRole('heading', { level: 1, name: 'Lista de regalos' })).toBeInTheDocument()
    expect(card('Vajilla')).toHaveTextContent('$3,499.00')
    expect(card('Batería')).toHaveTextContent('$3,654.15')
  })

  it('puts a gift in the cart, raising its quantity on a second click', async () => {
    const user = userEvent.setup()
    const { store } = renderShop(<ShopPage />, { route: '/shop' })
    const add = within(card('Vajilla')).getByRole('button', { name: 'Añadir al carrito: Vajilla' })
    await user.click(add)
    await user.click(add)
    expect(store.get(cartAtom)).toEqual([cartItem(vajilla, 2)])
    expect(storedRoot()).toMatchObject({ cartList: { cart: [cartItem(vajilla, 2)] } })
  })

  it('toggles the wishlist with its two toasts and lists the wished gifts', async () => {
    const user = userEvent.setup()
    renderShop(<ShopPage />, { route: '/shop' })
    const toggle = screen.getByRole('button', { name: 'Guardar Batería en la lista de deseos' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expectToast('Item Added to Wishlist', 'success')
    const wishlist = screen.getByRole('region', { name: 'Tu lista de deseos' })
    expect(wishlist).toHaveTextContent('Batería')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expectToast('Item Removed from Wishlist', 'info')
    expect(screen.queryByRole('region', { name: 'Tu lista de deseos' })).not.toBeInTheDocument()
  })

  it('removes a gift from the wishlist by its own button', async () => {
    const user = userEvent.setup()
    renderShop(<ShopPage />, { route: '/shop' })
    await user.click(screen.getByRole('button', { name: 'Guardar Vajilla en la lista de deseos' }))
    await user.click(screen.getByRole('button', { name: 'Quitar Vajilla de la lista de deseos' }))
    expect(screen.queryByRole('region', { name: 'Tu lista de deseos' })).not.toBeInTheDocument()
  })

  it('adds to the compare list once, warns on a second time, and removes with a warning', async () => {
    const user = userEvent.setup()
    renderShop(<ShopPage />, { route: '/shop' })
    const compare = screen.getByRole('button', { name: 'Comparar Batería' })

    await user.click(compare)
    await expectToast('Added to Compare List', 'success')
    await user.click(compare)
    await expectToast('Already added to Compare List', 'warning')
    const list = screen.getByRole('region', { name: 'Comparando' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)

    await user.click(within(list).getByRole('button', { name: 'Quitar Batería de la comparación' }))
    await expectToast('Item Removed from Compare List', 'warning')
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Comparando' })).not.toBeInTheDocument(),
    )
    expect(storedRoot()).toMatchObject({ compareList: { compare_list: [] } })
  })

  it('keeps the product fields only when saving a gift', async () => {
    const user = userEvent.setup()
    renderShop(<ShopPage />, { route: '/shop' })
    await user.click(screen.getByRole('button', { name: 'Comparar Batería' }))
    expect(storedRoot()).toMatchObject({ compareList: { compare_list: [bateria] } })
  })
})
