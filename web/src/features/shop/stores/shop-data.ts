import { atom } from 'jotai'
import type { ShopProduct } from '../utils/product'

export const DEFAULT_CURRENCY_SYMBOL = '$'

const productsBaseAtom = atom<readonly ShopProduct[]>([])
const currencySymbolBaseAtom = atom(DEFAULT_CURRENCY_SYMBOL)

/** The spec's data slice: the products on offer and the currency symbol. */
export const shopDataAtom = atom((get) => ({
  products: get(productsBaseAtom),
  symbol: get(currencySymbolBaseAtom),
}))

export const currencySymbolAtom = atom((get) => get(currencySymbolBaseAtom))

export const loadProductsAtom = atom(null, (_get, set, products: readonly ShopProduct[]) =>
  set(productsBaseAtom, products),
)
