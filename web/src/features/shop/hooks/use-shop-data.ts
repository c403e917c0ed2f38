import { useAtomValue } from 'jotai'
import { useHydrateAtoms } from 'jotai/utils'
import { useMemo } from 'react'
import { giftItemsQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { loadProductsAtom, shopDataAtom } from '../stores/shop-data'
import { productsFromRegistry } from '../utils/product'

/** The data slice, filled with the registry's gift items; also returns the registry itself. */
export function useShopData() {
  const registry = useContent(giftItemsQuery)
  const products = useMemo(() => productsFromRegistry(registry), [registry])
  useHydrateAtoms([[loadProductsAtom, products]] as const)
  const data = useAtomValue(shopDataAtom)
  return { ...data, registry }
}
