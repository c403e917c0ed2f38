import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import {
  addToCart,
  decrementQty,
  incrementQty,
  removeFromCart,
  type AddToCartOptions,
} from '../utils/cart'
import { addToCompare, removeFromCompare } from '../utils/compare-list'
import { cartCount, cartTotal } from '../utils/line-sum'
import type { Product } from '../utils/product'
import type { Outcome, ShopToast } from '../utils/shop-toast'
import { emptyShopLists, SHOP_STORAGE_KEY, type ShopLists } from '../utils/stored-shop'
import { removeFromWishlist, toggleWishlist } from '../utils/wishlist'
import { shopStorage } from './shop-storage'

const shopListsAtom = atomWithStorage<ShopLists>(SHOP_STORAGE_KEY, emptyShopLists, shopStorage, {
  getOnInit: true,
})

export const cartAtom = atom((get) => get(shopListsAtom).cart)
export const wishlistAtom = atom((get) => get(shopListsAtom).wishlist)
export const compareListAtom = atom((get) => get(shopListsAtom).compare)
export const cartCountAtom = atom((get) => cartCount(get(cartAtom)))
export const cartTotalAtom = atom((get) => cartTotal(get(cartAtom)))

type ListName = keyof ShopLists

/** A write-only atom that runs a pure list update, saves it, and returns the toast to show. */
function listAction<Name extends ListName, Args extends unknown[]>(
  name: Name,
  update: (list: ShopLists[Name], ...args: Args) => Outcome<ShopLists[Name]>,
) {
  return atom(null, (get, set, ...args: Args): ShopToast | null => {
    const lists = get(shopListsAtom)
    const { next, toast } = update(lists[name], ...args)
    if (next !== lists[name]) set(shopListsAtom, { ...lists, [name]: next })
    return toast
  })
}

export const addToCartAtom = listAction(
  'cart',
  (cart, product: Product, options?: AddToCartOptions) => addToCart(cart, product, options),
)
export const removeFromCartAtom = listAction('cart', removeFromCart)
export const incrementQtyAtom = listAction('cart', incrementQty)
export const decrementQtyAtom = listAction('cart', decrementQty)
export const toggleWishlistAtom = listAction('wishlist', toggleWishlist)
export const removeFromWishlistAtom = listAction('wishlist', removeFromWishlist)
export const addToCompareAtom = listAction('compare', addToCompare)
export const removeFromCompareAtom = listAction('compare', removeFromCompare)
