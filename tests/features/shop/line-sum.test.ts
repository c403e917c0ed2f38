import { describe, expect, it } from 'vitest'
import { formatPrice } from '../../../web/src/features/shop/utils/format-price'
import {
  cartCount,
  cartTotal,
  lineSum,
  unitPrice,
} from '../../../web/src/features/shop/utils/line-sum'
import { bateria, cartItem, toallas, vajilla } from './shop-fixtures'

describe('the cart sums', () => {
  it('charges the full price when the discount percent is 100', () => {
    expect(lineSum({ price: 3499, discount: 100, qty: 1 })).toBe(3499)
  })

  it('computes a line as price × discount% / 100 × qty', () => {
    expect(lineSum({ price: 200, discount: 80, qty: 3 })).toBe(480)
    expect(lineSum({ price: 4299, discount: 85, qty: 2 })).toBeCloseTo(7308.3, 6)
  })

  it('is nothing for a product given away (0 %) or a price of zero', () => {
    expect(lineSum({ price: 899, discount: 0, qty: 4 })).toBe(0)
    expect(lineSum({ price: 0, discount: 100, qty: 4 })).toBe(0)
  })

  it('prices one unit as price × discount% / 100', () => {
    expect(unitPrice({ price: 899, discount: 90 })).toBeCloseTo(809.1, 6)
  })

  it('adds up every line for the total', () => {
    const items = [cartItem(vajilla, 2), cartItem(bateria, 1), cartItem(toallas, 3)]
    expect(cartTotal(items)).toBeCloseTo(2 * 3499 + 3654.15 + 3 * 809.1, 6)
    expect(cartTotal([])).toBe(0)
  })

  it('counts the units in the cart, not just the lines', () => {
    expect(cartCount([cartItem(vajilla, 2), cartItem(bateria, 3)])).toBe(5)
    expect(cartCount([])).toBe(0)
  })
})

describe('formatting a price', () => {
  it('puts the currency symbol before the amount in cents', () => {
    expect(formatPrice(3654.15, '$')).toBe('$3,654.15')
    expect(formatPrice(0, '$')).toBe('$0.00')
  })

  it('rounds floating-point noise away', () => {
    expect(formatPrice(0.1 + 0.2, '€')).toBe('€0.30')
  })
})
