import { useSyncExternalStore } from 'react'
import { cartCountSnapshot, subscribeToCartCount } from '../stores/cart-count'

/** The number of units in the cart; null while the page hydrates, since the server cannot know. */
export function useCartCount(): number | null {
  return useSyncExternalStore(subscribeToCartCount, cartCountSnapshot, () => null)
}
