import { describe, expect, it } from 'vitest'
import { giftItemsQuery } from '../../../web/src/content/queries'
import { productsFromRegistry } from '../../../web/src/features/shop/utils/product'
import { queryDefaultDataset } from '../../support/default-dataset'
import { incomplete } from '../../support/incomplete'
import type { GiftItemsQueryResult as Registry } from '../../../web/src/content/sanity.types'

const item = { _key: 'k', sku: 'SKU-1', name: 'Cafetera', price: 1299, discount: 100, image: null }

describe('products from the gift registry', () => {
  it('turns every gift item of the default content into a product whose id is its sku', async () => {
    const registry = await queryDefaultDataset(giftItemsQuery)
    const products = productsFromRegistry(registry)
    expect(products.map(({ id, price, discount }) => ({ id, price, discount }))).toEqual([
      { id: 'LIV-VAJ-08', price: 3499, discount: 100 },
      { id: 'LIV-BAT-10', price: 4299, discount: 85 },
      { id: 'LIV-CAF-12', price: 1299, discount: 100 },
      { id: 'LIV-TOA-06', price: 899, discount: 90 },
    ])
    expect(products[0]?.name).toBe('Vajilla de porcelana para 8 personas')
    expect(products[0]?.image?.alt).toBe('Ícono de un plato con cubiertos')
  })

  it('is empty without a registry or items', () => {
    expect(productsFromRegistry(null)).toEqual([])
    expect(
      productsFromRegistry(incomplete<Registry>({ store: 'Liverpool', url: null, items: null })),
    ).toEqual([])
  })

  it('leaves out items without sku, name or a valid price, and repeated skus', () => {
    const items = [
      item,
      { ...item, _key: 'a', sku: null },
      { ...item, _key: 'b', sku: 'SKU-2', name: null },
      { ...item, _key: 'c', sku: 'SKU-3', price: null },
      { ...item, _key: 'd', sku: 'SKU-4', price: -5 },
      { ...item, _key: 'e', name: 'Repetida' },
    ]
    const products = productsFromRegistry(incomplete<Registry>({ store: null, url: null, items }))
    expect(products.map((product) => product.name)).toEqual(['Cafetera'])
  })

  it('charges the full price when the percent is missing or out of range', () => {
    const items = [
      { ...item, discount: null },
      { ...item, _key: 'b', sku: 'SKU-2', discount: 140 },
      { ...item, _key: 'c', sku: 'SKU-3', discount: 60 },
    ]
    const products = productsFromRegistry(incomplete<Registry>({ store: null, url: null, items }))
    expect(products.map((product) => product.discount)).toEqual([100, 100, 60])
  })
})
