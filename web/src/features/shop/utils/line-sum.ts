import { FULL_PRICE_PERCENT } from './product'

type Priced = { price: number; discount: number }

/** The price a guest pays for one unit: price × discount% / 100. */
export function unitPrice({ price, discount }: Priced): number {
  return (price * discount) / FULL_PRICE_PERCENT
}

/** The spec's line sum: price × discount% / 100 × qty. */
export function lineSum(item: Priced & { qty: number }): number {
  return unitPrice(item) * item.qty
}

export function cartTotal(items: readonly (Priced & { qty: number })[]): number {
  return items.reduce((total, item) => total + lineSum(item), 0)
}

export function cartCount(items: readonly { qty: number }[]): number {
  return items.reduce((count, item) => count + item.qty, 0)
}
