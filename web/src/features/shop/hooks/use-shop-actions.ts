import { useSetAtom } from 'jotai'
import { useSnackbar } from 'notistack'
import { createElement, useCallback, useMemo } from 'react'
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

/** The store's actions, each showing the spec's toast for what it did. */
export function useShopActions() {
  const { enqueueSnackbar } = useSnackbar()
  // The spec's messages are English; lang lets screen readers pronounce them right.
  const show = useCallback(
    (toast: ShopToast | null) => {
      if (toast) {
        enqueueSnackbar(createElement('span', { lang: 'en' }, toast.message), {
          variant: toast.variant,
        })
      }
    },
    [enqueueSnackbar],
  )
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
      show,
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
