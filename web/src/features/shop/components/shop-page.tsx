import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useAtomValue } from 'jotai'
import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'
import { useShopActions } from '../hooks/use-shop-actions'
import { useShopData } from '../hooks/use-shop-data'
import { compareListAtom, wishlistAtom } from '../stores/shop-lists'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'
import { ProductCard } from './product-card'
import { SavedList } from './saved-list'

/** /shop: the registry's gift items, to put in the cart, the wishlist or the compare list. */
export default function ShopPage() {
  const labels = useSiteTexts('shop', shopTextDefaults)
  const { products, symbol } = useShopData()
  const wishlist = useAtomValue(wishlistAtom)
  const compare = useAtomValue(compareListAtom)
  const actions = useShopActions()
  const has = (list: readonly { id: string }[], id: string) => list.some((item) => item.id === id)
  return (
    <>
      <PageHeader title={labels.shopTitle} />
      <Section>
        {products.length === 0 ? (
          <Typography sx={{ textAlign: 'center' }}>{labels.noProducts}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
            }}
          >
            {products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                symbol={symbol}
                inWishlist={has(wishlist, product.id)}
                inCompare={has(compare, product.id)}
                onAddToCart={() => actions.addToCart(product)}
                onToggleWishlist={() => actions.toggleWishlist(product)}
                onCompare={() => actions.addToCompare(product)}
              />
            ))}
          </Box>
        )}
      </Section>
      {wishlist.length > 0 && (
        <Section id="lista-de-deseos" title={labels.wishlistTitle} tone="tint" maxWidth="md">
          <SavedList
            items={wishlist}
            symbol={symbol}
            removeLabel={(name) => fillText(labels.removeFromWishlist, { name })}
            onRemove={actions.removeFromWishlist}
          />
        </Section>
      )}
      {compare.length > 0 && (
        <Section id="comparar" title={labels.compareTitle} maxWidth="md">
          <SavedList
            items={compare}
            symbol={symbol}
            removeLabel={(name) => fillText(labels.removeFromCompare, { name })}
            onRemove={actions.removeFromCompare}
          />
        </Section>
      )}
    </>
  )
}
