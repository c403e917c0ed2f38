export type ShopToastVariant = 'success' | 'info' | 'warning' | 'error'

export type ShopToast = { message: string; variant: ShopToastVariant }

/** The messages of the spec, in English exactly as it writes them ("Target no Found" included). */
export const shopToasts = {
  removedFromCart: { message: 'Item Removed from Cart', variant: 'info' },
  addedToWishlist: { message: 'Item Added to Wishlist', variant: 'success' },
  removedFromWishlist: { message: 'Item Removed from Wishlist', variant: 'info' },
  addedToCompare: { message: 'Added to Compare List', variant: 'success' },
  alreadyInCompare: { message: 'Already added to Compare List', variant: 'warning' },
  removedFromCompare: { message: 'Item Removed from Compare List', variant: 'warning' },
  compareTargetMissing: { message: 'Target no Found', variant: 'error' },
} as const satisfies Record<string, ShopToast>

/** A list after an action, and the toast the guest should see, if any. */
export type Outcome<State> = { next: State; toast: ShopToast | null }
