import { productOf, type Product } from './product'
import { shopToasts, type Outcome } from './shop-toast'

export type CartItem = Product & {
  selected_color: string | null
  selected_size: string | null
  qty: number
}

export type AddToCartOptions = {
  qty?: number
  color?: string | null
  size?: string | null
}

export const MIN_QTY = 1

function validQty(qty: number | undefined): number {
  return qty !== undefined && Number.isSafeInteger(qty) && qty >= MIN_QTY ? qty : MIN_QTY
}

/** An item already in the cart gains the quantity asked for and takes the new color and size. */
export function addToCart(
  cart: readonly CartItem[],
  product: Product,
  { qty, color = null, size = null }: AddToCartOptions = {},
): Outcome<readonly CartItem[]> {
  const added = validQty(qty)
  const selection = { selected_color: color, selected_size: size }
  const inCart = cart.some((item) => item.id === product.id)
  const next = inCart
    ? cart.map((item) =>
        item.id === product.id ? { ...item, ...selection, qty: item.qty + added } : item,
      )
    : [...cart, { ...productOf(product), ...selection, qty: added }]
  return { next, toast: null }
}

export function removeFromCart(
  cart: readonly CartItem[],
  id: string,
): Outcome<readonly CartItem[]> {
  return { next: cart.filter((item) => item.id !== id), toast: shopToasts.removedFromCart }
}

/** The quantity after one step down: never below one, removing is a separate action. */
export function decrementedQty(qty: number): number {
  return Math.max(MIN_QTY, qty - 1)
}

function changeQty(cart: readonly CartItem[], id: string, change: (qty: number) => number) {
  return cart.map((item) => (item.id === id ? { ...item, qty: change(item.qty) } : item))
}

export function incrementQty(cart: readonly CartItem[], id: string): Outcome<readonly CartItem[]> {
  return { next: changeQty(cart, id, (qty) => qty + 1), toast: null }
}

export function decrementQty(cart: readonly CartItem[], id: string): Outcome<readonly CartItem[]> {
  return { next: changeQty(cart, id, decrementedQty), toast: null }
}
