import { productOf, type Product } from './product'
import { shopToasts, type Outcome } from './shop-toast'

export function toggleWishlist(
  list: readonly Product[],
  product: Product,
): Outcome<readonly Product[]> {
  if (list.some((item) => item.id === product.id)) {
    return {
      next: list.filter((item) => item.id !== product.id),
      toast: shopToasts.removedFromWishlist,
    }
  }
  return { next: [...list, productOf(product)], toast: shopToasts.addedToWishlist }
}

export function removeFromWishlist(
  list: readonly Product[],
  id: string,
): Outcome<readonly Product[]> {
  return { next: list.filter((item) => item.id !== id), toast: null }
}
