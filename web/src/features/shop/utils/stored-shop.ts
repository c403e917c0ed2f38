import { MIN_QTY, type CartItem } from './cart'
import { isPercent, isPrice, type Product } from './product'

export type ShopLists = {
  cart: readonly CartItem[]
  wishlist: readonly Product[]
  compare: readonly Product[]
}

export const SHOP_STORAGE_KEY = 'persist:root'

export const emptyShopLists: ShopLists = { cart: [], wishlist: [], compare: [] }

type Fields = { [field: string]: unknown }

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function optionalText(value: unknown): string | null {
  return isText(value) ? value : null
}

function storedProduct(value: unknown): Product | null {
  if (!isFields(value)) return null
  const { id, name, price, discount } = value
  if (!isText(id) || !isText(name) || !isPrice(price) || !isPercent(discount)) return null
  return { id, name, price, discount }
}

function storedCartItem(value: unknown): CartItem | null {
  const product = storedProduct(value)
  if (!product || !isFields(value)) return null
  const { qty, selected_color, selected_size } = value
  if (typeof qty !== 'number' || !Number.isSafeInteger(qty) || qty < MIN_QTY) return null
  return {
    ...product,
    selected_color: optionalText(selected_color),
    selected_size: optionalText(selected_size),
    qty,
  }
}

/** Each entry on its own: a broken one is dropped, the rest kept, the first of an id wins. */
function storedList<Item extends { id: string }>(
  value: unknown,
  readItem: (entry: unknown) => Item | null,
): Item[] {
  if (!Array.isArray(value)) return []
  const items: Item[] = []
  for (const entry of value) {
    const item = readItem(entry)
    if (item && !items.some((kept) => kept.id === item.id)) items.push(item)
  }
  return items
}

// redux-persist kept every slice as a JSON string inside the root object; plain objects work too.
function storedSlice(root: Fields, name: string, field: string): unknown {
  const slice = root[name]
  const fields = typeof slice === 'string' ? parseJson(slice) : slice
  return isFields(fields) ? fields[field] : undefined
}

/** The lists saved under persist:root; anything missing, foreign or broken reads as empty. */
export function parseStoredShop(stored: string | null): ShopLists {
  const root = stored === null ? null : parseJson(stored)
  if (!isFields(root)) return emptyShopLists
  return {
    cart: storedList(storedSlice(root, 'cartList', 'cart'), storedCartItem),
    wishlist: storedList(storedSlice(root, 'wishList', 'w_list'), storedProduct),
    compare: storedList(storedSlice(root, 'compareList', 'compare_list'), storedProduct),
  }
}

/** The shape of the spec's store slices: cartList.cart, wishList.w_list, compareList.compare_list. */
export function serializeShop({ cart, wishlist, compare }: ShopLists): string {
  return JSON.stringify({
    cartList: { cart },
    wishList: { w_list: wishlist },
    compareList: { compare_list: compare },
  })
}
