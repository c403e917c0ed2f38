import { cartCount } from '../utils/line-sum'
import { parseStoredShop, SHOP_STORAGE_KEY, type ShopLists } from '../utils/stored-shop'

// The header's badge reads the count here, so the first screen needs neither jotai nor the shop.

const listeners = new Set<() => void>()
// When the browser refuses to save the cart, the count of the last write stands in for storage.
let unsavedCount: number | null = null
let lastStored: string | null | undefined
let lastCount = 0

function storedText(): string | null {
  try {
    return window.localStorage.getItem(SHOP_STORAGE_KEY)
  } catch {
    return null
  }
}

export function cartCountSnapshot(): number {
  if (unsavedCount !== null) return unsavedCount
  const stored = storedText()
  if (stored !== lastStored) {
    lastStored = stored
    lastCount = cartCount(parseStoredShop(stored).cart)
  }
  return lastCount
}

/** Follows writes in this tab (announced by the shop's storage) and in other tabs. */
export function subscribeToCartCount(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHOP_STORAGE_KEY || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function announceShopLists(lists: ShopLists, saved: boolean) {
  unsavedCount = saved ? null : cartCount(lists.cart)
  listeners.forEach((listener) => listener())
}
