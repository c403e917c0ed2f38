import {
  emptyShopLists,
  parseStoredShop,
  serializeShop,
  type ShopLists,
} from '../utils/stored-shop'
import { announceShopLists } from './cart-count'

// Storage can be missing or throw (private browsing, blocked cookies); the site must still work.
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

function readStored(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** False when there is no storage or it refuses the write. */
function tryWrite(write: (storage: Storage) => void): boolean {
  try {
    const storage = browserStorage()
    if (!storage) return false
    write(storage)
    return true
  } catch {
    // A full or blocked storage only means the lists are not kept for the next visit.
    return false
  }
}

/** Reads through the sanitiser and follows changes made in other tabs. */
export const shopStorage = {
  getItem: (key: string): ShopLists => parseStoredShop(readStored(key)),
  setItem: (key: string, lists: ShopLists) =>
    announceShopLists(
      lists,
      tryWrite((storage) => storage.setItem(key, serializeShop(lists))),
    ),
  removeItem: (key: string) =>
    announceShopLists(
      emptyShopLists,
      tryWrite((storage) => storage.removeItem(key)),
    ),
  subscribe: (key: string, callback: (lists: ShopLists) => void) => {
    if (typeof window === 'undefined') return undefined
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.storageArea === browserStorage()) {
        callback(parseStoredShop(event.newValue))
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
}
