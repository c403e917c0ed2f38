import { describe, expect, it } from 'vitest'
import {
  addToCart,
  decrementedQty,
  decrementQty,
  incrementQty,
  removeFromCart,
} from '../../../web/src/features/shop/utils/cart'
import { bateria, cartItem, vajilla } from './shop-fixtures'

describe('adding to the cart', () => {
  it('appends a new product with a quantity of one by default', () => {
    const { next, toast } = addToCart([], vajilla)
    expect(next).toEqual([cartItem(vajilla, 1)])
    expect(toast).toBeNull()
  })

  it('appends a new product with the quantity, color and size asked for', () => {
    const { next } = addToCart([cartItem(bateria, 1)], vajilla, {
      qty: 3,
      color: 'blanco',
      size: '8 personas',
    })
    expect(next).toEqual([
      cartItem(bateria, 1),
      { ...cartItem(vajilla, 3), selected_color: 'blanco', selected_size: '8 personas' },
    ])
  })

  it('raises the quantity of a product already in the cart by the quantity asked for', () => {
    const { next } = addToCart([cartItem(vajilla, 2), cartItem(bateria, 1)], vajilla, { qty: 3 })
    expect(next).toEqual([cartItem(vajilla, 5), cartItem(bateria, 1)])
  })

  it('raises it by one when no quantity is given', () => {
    const { next } = addToCart([cartItem(vajilla, 2)], vajilla)
    expect(next).toEqual([cartItem(vajilla, 3)])
  })

  it('takes the newly chosen color and size for a product already in the cart', () => {
    const before = [{ ...cartItem(vajilla, 1), selected_color: 'blanco', selected_size: 'chico' }]
    const { next } = addToCart(before, vajilla, { color: 'negro', size: 'grande' })
    expect(next).toEqual([
      { ...cartItem(vajilla, 2), selected_color: 'negro', selected_size: 'grande' },
    ])
  })

  it.each([0, -2, 1.5, Number.NaN])('treats a requested quantity of %s as one', (qty) => {
    expect(addToCart([], vajilla, { qty }).next).toEqual([cartItem(vajilla, 1)])
  })

  it('keeps only the product fields, never extra ones such as the image', () => {
    const withImage = { ...vajilla, image: { alt: 'plato', asset: null } }
    const [item] = addToCart([], withImage).next
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ['discount', 'id', 'name', 'price', 'qty', 'selected_color', 'selected_size'].sort(),
    )
  })

  it('leaves the list it was given untouched', () => {
    const before = [cartItem(vajilla, 1)]
    addToCart(before, vajilla)
    expect(before).toEqual([cartItem(vajilla, 1)])
  })
})

describe('removing from the cart', () => {
  it('deletes the item by product id and says "Item Removed from Cart"', () => {
    const { next, toast } = removeFromCart([cartItem(vajilla, 2), cartItem(bateria, 1)], vajilla.id)
    expect(next).toEqual([cartItem(bateria, 1)])
    expect(toast).toEqual({ message: 'Item Removed from Cart', variant: 'info' })
  })
})

describe('changing a quantity', () => {
  it('adds one on increment, only to that item', () => {
    const { next, toast } = incrementQty([cartItem(vajilla, 2), cartItem(bateria, 1)], vajilla.id)
    expect(next).toEqual([cartItem(vajilla, 3), cartItem(bateria, 1)])
    expect(toast).toBeNull()
  })

  it('subtracts one on decrement', () => {
    const { next } = decrementQty([cartItem(vajilla, 3), cartItem(bateria, 2)], bateria.id)
    expect(next).toEqual([cartItem(vajilla, 3), cartItem(bateria, 1)])
  })

  it('never goes below one on decrement', () => {
    const { next } = decrementQty([cartItem(vajilla, 1)], vajilla.id)
    expect(next).toEqual([cartItem(vajilla, 1)])
    expect([decrementedQty(1), decrementedQty(2), decrementedQty(0)]).toEqual([1, 1, 1])
  })

  it('changes nothing for an id that is not in the cart', () => {
    const before = [cartItem(vajilla, 2)]
    expect(incrementQty(before, 'otro').next).toEqual(before)
    expect(decrementQty(before, 'otro').next).toEqual(before)
  })
})
