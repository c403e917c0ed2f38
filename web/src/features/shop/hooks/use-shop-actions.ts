import { useSetAtom } from 'jotai'
import { createElement, useMemo } from 'react'
import { notify } from '../../../lib/toasts/notify'
import {
  addToCartAtom,
  addToCompareAtom,
  decrementQtyAtom,
  incrementQtyAtom,
  removeFromCartAtom,
  removeFromCompareAtom,
  removeFromWishlistAtom,
  toggleWishlistAtom,
} from '../stores/shop-lists'
import type { ShopToast } from '../utils/shop-toast'

// The spec's messages are English; lang lets screen readers pronounce them right.
function show(toast: ShopToast | null) {
  if (toast) notify(createElement('span', { lang: 'en' }, toast.message), toast.variant)
}

/** The store's actions, each showing the spec's toast for what it did. */
export function useShopActions() {
  const addToCart = useSetAtom(addToCartAtom)
  const removeFromCart = useSetAtom(removeFromCartAtom)
  const incrementQty = useSetAtom(incrementQtyAtom)
  const decrementQty = useSetAtom(decrementQtyAtom)
  const toggleWishlist = useSetAtom(toggleWishlistAtom)
  const removeFromWishlist = useSetAtom(removeFromWishlistAtom)
  const addToCompare = useSetAtom(addToCompareAtom)
  const removeFromCompare = useSetAtom(removeFromCompareAtom)
  return useMemo(
    () => ({
      addToCart: (...args: Parameters<typeof addToCart>) => show(addToCart(...args)),
      removeFromCart: (id: string) => show(removeFromCart(id)),
      incrementQty: (id: string) => show(incrementQty(id)),
      decrementQty: (id: string) => show(decrementQty(id)),
      toggleWishlist: (...args: Parameters<typeof toggleWishlist>) => show(toggleWishlist(...args)),
      removeFromWishlist: (id: string) => show(removeFromWishlist(id)),
      addToCompare: (...args: Parameters<typeof addToCompare>) => show(addToCompare(...args)),
      removeFromCompare: (id: string) => show(removeFromCompare(id)),
    }),
    [
      addToCart,
      removeFromCart,
      incrementQty,
      decrementQty,
      toggleWishlist,
      removeFromWishlist,
      addToCompare,
      removeFromCompare,
    ],
  )
}
