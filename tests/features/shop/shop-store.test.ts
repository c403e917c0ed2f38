// @vitest-environment jsdom
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addToCartAtom,
  addToCompareAtom,
  cartAtom,
  cartCountAtom,
  cartTotalAtom,
  compareListAtom,
  decrementQtyAtom,
  incrementQtyAtom,
  removeFromCartAtom,
  removeFromCompareAtom,
  removeFromWishlistAtom,
  toggleWishlistAtom,
  wishlistAtom,
} from '../../../web/src/features/shop/stores/shop-lists'
import { shopDataAtom, loadProductsAtom } from '../../../web/src/features/shop/stores/shop-data'
import { bateria, cartItem, storageKey, storedRoot, toallas, vajilla } from './shop-fixtures'

type ShopListsModule = typeof import('../../../web/src/features/shop/stores/shop-lists')

/** A store whose lists are mounted, as they are while the page shows them. */
function mountedStore() {
  const store = createStore()
  for (const listAtom of [cartAtom, wishlistAtom, compareListAtom]) store.sub(listAtom, () => {})
  return store
}

/** The module as a new page load sees it: atoms created afresh from what is in storage. */
async function reloadedModule(): Promise<ShopListsModule> {
  vi.resetModules()
  return import('../../../web/src/features/shop/stores/shop-lists')
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('the shop store', () => {
  it('starts with empty lists and the $ currency symbol', () => {
    const store = mountedStore()
    expect(store.get(cartAtom)).toEqual([])
    expect(store.get(wishlistAtom)).toEqual([])
    expect(store.get(compareListAtom)).toEqual([])
    expect(store.get(shopDataAtom)).toEqual({ products: [], symbol: '$' })
  })

  it('holds the products it is given in its data slice', () => {
    const store = createStore()
    store.set(loadProductsAtom, [{ ...vajilla, image: null }])
    expect(store.get(shopDataAtom).products).toEqual([{ ...vajilla, image: null }])
  })

  it('adds to the cart, counts the units and totals the line sums', () => {
    const store = mountedStore()
    expect(store.set(addToCartAtom, vajilla)).toBeNull()
    store.set(addToCartAtom, bateria, { qty: 2 })
    store.set(addToCartAtom, vajilla, { qty: 2, color: 'blanco' })
    expect(store.get(cartAtom)).toEqual([
      { ...cartItem(vajilla, 3), selected_color: 'blanco' },
      cartItem(bateria, 2),
    ])
    expect(store.get(cartCountAtom)).toBe(5)
    expect(store.get(cartTotalAtom)).toBeCloseTo(3 * 3499 + 2 * 3654.15, 6)
  })

  it('increments, decrements down to one, and removes with its toast', () => {
    const store = mountedStore()
    store.set(addToCartAtom, vajilla)
    store.set(incrementQtyAtom, vajilla.id)
    expect(store.get(cartAtom)).toEqual([cartItem(vajilla, 2)])
    store.set(decrementQtyAtom, vajilla.id)
    store.set(decrementQtyAtom, vajilla.id)
    expect(store.get(cartAtom)).toEqual([cartItem(vajilla, 1)])
    expect(store.set(removeFromCartAtom, vajilla.id)).toEqual({
      message: 'Item Removed from Cart',
      variant: 'info',
    })
    expect(store.get(cartAtom)).toEqual([])
  })

  it('toggles the wishlist with both toasts and removes from it by id', () => {
    const store = mountedStore()
    expect(store.set(toggleWishlistAtom, vajilla)?.message).toBe('Item Added to Wishlist')
    store.set(toggleWishlistAtom, bateria)
    expect(store.set(toggleWishlistAtom, vajilla)?.message).toBe('Item Removed from Wishlist')
    expect(store.set(removeFromWishlistAtom, bateria.id)).toBeNull()
    expect(store.get(wishlistAtom)).toEqual([])
  })

  it('runs every compare-list rule with its toast', () => {
    const store = mountedStore()
    expect(store.set(addToCompareAtom, vajilla)?.message).toBe('Added to Compare List')
    expect(store.set(addToCompareAtom, vajilla)).toEqual({
      message: 'Already added to Compare List',
      variant: 'warning',
    })
    expect(store.get(compareListAtom)).toEqual([vajilla])
    expect(store.set(removeFromCompareAtom, vajilla.id)?.message).toBe(
      'Item Removed from Compare List',
    )
    expect(store.set(removeFromCompareAtom, vajilla.id)).toEqual({
      message: 'Target no Found',
      variant: 'error',
    })
    expect(store.get(compareListAtom)).toEqual([])
  })
})

describe('persistence under persist:root', () => {
  it('saves every change of the three lists in one JSON object', () => {
    const store = mountedStore()
    store.set(addToCartAtom, vajilla, { qty: 2 })
    store.set(toggleWishlistAtom, toallas)
    store.set(addToCompareAtom, bateria)
    expect(storedRoot()).toEqual({
      cartList: { cart: [cartItem(vajilla, 2)] },
      wishList: { w_list: [toallas] },
      compareList: { compare_list: [bateria] },
    })
  })

  it('restores the same lists on the next start', async () => {
    const store = mountedStore()
    store.set(addToCartAtom, vajilla, { qty: 2, size: 'grande' })
    store.set(addToCartAtom, bateria)
    store.set(toggleWishlistAtom, toallas)
    store.set(addToCompareAtom, bateria)
    const before = [store.get(cartAtom), store.get(wishlistAtom), store.get(compareListAtom)]

    const reloaded = await reloadedModule()
    const fresh = createStore()
    const after = [reloaded.cartAtom, reloaded.wishlistAtom, reloaded.compareListAtom].map(
      (listAtom) => fresh.get(listAtom),
    )
    expect(after).toEqual(before)
    expect(fresh.get(reloaded.cartCountAtom)).toBe(3)
  })

  it.each([
    ['garbage', '}{ not json'],
    ['an empty object', '{}'],
    ['wrong types', JSON.stringify({ cartList: { cart: 'x' }, wishList: 4, compareList: null })],
    ['a negative quantity', JSON.stringify({ cartList: { cart: [cartItem(vajilla, -2)] } })],
  ])('starts clean, without throwing, from %s in storage', async (_case, value) => {
    localStorage.setItem(storageKey, value)
    const reloaded = await reloadedModule()
    const store = createStore()
    store.sub(reloaded.cartAtom, () => {})
    expect(store.get(reloaded.cartAtom)).toEqual([])
    expect(store.get(reloaded.wishlistAtom)).toEqual([])
    expect(store.get(reloaded.compareListAtom)).toEqual([])

    store.set(reloaded.addToCartAtom, vajilla)
    expect(storedRoot()).toEqual({
      cartList: { cart: [cartItem(vajilla, 1)] },
      wishList: { w_list: [] },
      compareList: { compare_list: [] },
    })
  })

  it('keeps working when the storage refuses to save', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const store = mountedStore()
    expect(() => store.set(addToCartAtom, vajilla)).not.toThrow()
    expect(store.get(cartAtom)).toEqual([cartItem(vajilla, 1)])
  })

  it('keeps working when the storage cannot even be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const reloaded = await reloadedModule()
    const store = createStore()
    store.sub(reloaded.cartAtom, () => {})
    expect(store.get(reloaded.cartAtom)).toEqual([])
  })

  it('follows changes saved by another tab', () => {
    const store = mountedStore()
    const value = JSON.stringify({ cartList: { cart: [cartItem(bateria, 4)] } })
    localStorage.setItem(storageKey, value)
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKey, newValue: value, storageArea: localStorage }),
    )
    expect(store.get(cartAtom)).toEqual([cartItem(bateria, 4)])
  })
})
