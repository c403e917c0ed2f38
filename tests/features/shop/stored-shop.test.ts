import { describe, expect, it } from 'vitest'
import {
  emptyShopLists,
  parseStoredShop,
  serializeShop,
} from '../../../web/src/features/shop/utils/stored-shop'
import { bateria, cartItem, toallas, vajilla } from './shop-fixtures'

const lists = {
  cart: [{ ...cartItem(vajilla, 2), selected_color: 'blanco' }, cartItem(bateria, 1)],
  wishlist: [toallas],
  compare: [vajilla, bateria],
}

function stored(root: unknown) {
  return JSON.stringify(root)
}

describe('the lists as saved under persist:root', () => {
  it('are one JSON object with the spec’s slices cartList, wishList and compareList', () => {
    expect(JSON.parse(serializeShop(lists))).toEqual({
      cartList: { cart: lists.cart },
      wishList: { w_list: [toallas] },
      compareList: { compare_list: [vajilla, bateria] },
    })
  })

  it('read back exactly as they were written', () => {
    expect(parseStoredShop(serializeShop(lists))).toEqual(lists)
  })

  it('also read the redux-persist form, where each slice is a JSON string', () => {
    const reduxPersist = stored({
      cartList: JSON.stringify({ cart: lists.cart }),
      wishList: JSON.stringify({ w_list: lists.wishlist }),
      compareList: JSON.stringify({ compare_list: lists.compare }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    })
    expect(parseStoredShop(reduxPersist)).toEqual(lists)
  })
})

describe('reading corrupt or foreign storage', () => {
  it.each([
    ['nothing stored', null],
    ['garbage', 'not json {'],
    ['an empty object', '{}'],
    ['an array', '[1, 2]'],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"cart"'],
    ['slices of the wrong type', stored({ cartList: 5, wishList: 'x{', compareList: [] })],
    ['lists of the wrong type', stored({ cartList: { cart: {} }, wishList: { w_list: 'a' } })],
  ])('yields empty lists for %s', (_case, value) => {
    expect(parseStoredShop(value)).toEqual(emptyShopLists)
  })

  it('drops broken items one by one and keeps the good ones', () => {
    const value = stored({
      cartList: {
        cart: [
          cartItem(vajilla, 2),
          { ...cartItem(bateria, 1), qty: -3 },
          { ...cartItem(bateria, 1), qty: 0 },
          { ...cartItem(bateria, 1), qty: 1.5 },
          { ...cartItem(bateria, 1), qty: '2' },
          { ...cartItem(bateria, 1), price: 'caro' },
          { ...cartItem(bateria, 1), price: -1 },
          { ...cartItem(bateria, 1), discount: 120 },
          { ...cartItem(bateria, 1), id: '' },
          { ...cartItem(bateria, 1), name: 7 },
          null,
          'item',
          [],
          cartItem(toallas, 4),
        ],
      },
      wishList: { w_list: [toallas, { id: 'x' }, 12] },
      compareList: { compare_list: [{ ...vajilla, price: null }, bateria] },
    })
    expect(parseStoredShop(value)).toEqual({
      cart: [cartItem(vajilla, 2), cartItem(toallas, 4)],
      wishlist: [toallas],
      compare: [bateria],
    })
  })

  it('strips unknown fields and replaces a selection that is not text with none', () => {
    const value = stored({
      cartList: {
        cart: [{ ...cartItem(vajilla, 1), selected_color: 3, selected_size: {}, evil: '<script>' }],
      },
      wishList: { w_list: [{ ...toallas, image: 'http://tracker.example/x.png', sum: 9 }] },
    })
    expect(parseStoredShop(value)).toEqual({
      cart: [cartItem(vajilla, 1)],
      wishlist: [toallas],
      compare: [],
    })
  })

  it('keeps the first of two items with the same id', () => {
    const value = stored({ cartList: { cart: [cartItem(vajilla, 2), cartItem(vajilla, 7)] } })
    expect(parseStoredShop(value).cart).toEqual([cartItem(vajilla, 2)])
  })

  it('ignores a redux-persist slice string that is not JSON', () => {
    const value = stored({
      cartList: '{"cart": [',
      wishList: JSON.stringify({ w_list: [vajilla] }),
    })
    expect(parseStoredShop(value)).toEqual({ cart: [], wishlist: [vajilla], compare: [] })
  })
})
