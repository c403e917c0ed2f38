import { productOf, type Product } from './product'
import { shopToasts, type Outcome } from './shop-toast'

export function addToCompare(
  list: readonly Product[],
  product: Product,
): Outcome<readonly Product[]> {
  if (list.some((item) => item.id === product.id)) {
    return { next: list, toast: shopToasts.alreadyInCompare }
  }
  return { next: [...list, productOf(product)], toast: shopToasts.addedToCompare }
}

export function removeFromCompare(
  list: readonly Product[],
  id: string,
): Outcome<readonly Product[]> {
  if (!list.some((item) => item.id === id)) {
    return { next: list, toast: shopToasts.compareTargetMissing }
  }
  return { next: list.filter((item) => item.id !== id), toast: shopToasts.removedFromCompare }
}
