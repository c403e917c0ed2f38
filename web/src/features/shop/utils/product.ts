import type { ContentImage } from '../../../content/image-url'
import type { GiftItemsQueryResult } from '../../../content/sanity.types'

/** What the cart, wishlist and compare list keep of a product; `discount` is the percent paid. */
export type Product = {
  id: string
  name: string
  price: number
  discount: number
}

export type ShopProduct = Product & { image: ContentImage | null }

export const FULL_PRICE_PERCENT = 100

export function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

export function isPercent(value: unknown): value is number {
  return isPrice(value) && value <= FULL_PRICE_PERCENT
}

/** Keeps only the product fields, so images and unknown fields never reach the storage. */
export function productOf({ id, name, price, discount }: Product): Product {
  return { id, name, price, discount }
}

/** The registry's gift items as products (id = sku); items without sku, name or price are left out. */
export function productsFromRegistry(registry: GiftItemsQueryResult): ShopProduct[] {
  const products: ShopProduct[] = []
  for (const item of registry?.items ?? []) {
    const { sku, name, price, discount, image } = item
    if (!sku || !name || !isPrice(price)) continue
    if (products.some((product) => product.id === sku)) continue
    const percent = isPercent(discount) ? discount : FULL_PRICE_PERCENT
    products.push({ id: sku, name, price, discount: percent, image })
  }
  return products
}
