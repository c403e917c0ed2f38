import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useAtomValue } from 'jotai'
import { Link as RouterLink } from 'react-router-dom'
import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'
import { useShopActions } from '../hooks/use-shop-actions'
import { useShopData } from '../hooks/use-shop-data'
import { cartAtom, cartTotalAtom } from '../stores/shop-lists'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'
import { CartLine } from './cart-line'
import { CartTotal } from './cart-total'
import { EmptyCart } from './empty-cart'

/** /cart: the cart with quantities to change, line sums and the total. */
export default function CartPage() {
  const labels = useSiteTexts('shop', shopTextDefaults)
  const { products, symbol } = useShopData()
  const items = useAtomValue(cartAtom)
  const total = useAtomValue(cartTotalAtom)
  const actions = useShopActions()
  const imageOf = (id: string) => products.find((product) => product.id === id)?.image ?? null
  return (
    <>
      <PageHeader title={labels.cartTitle} />
      <Section maxWidth="md">
        {items.length === 0 ? (
          <EmptyCart />
        ) : (
          <Stack spacing={3}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  image={imageOf(item.id)}
                  symbol={symbol}
                  onIncrement={() => actions.incrementQty(item.id)}
                  onDecrement={() => actions.decrementQty(item.id)}
                  onRemove={() => actions.removeFromCart(item.id)}
                />
              ))}
            </Box>
            <CartTotal total={total} symbol={symbol} size="large" />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'flex-end' }}
            >
              <Button component={RouterLink} to="/shop" variant="outlined">
                {labels.browseGifts}
              </Button>
              <Button component={RouterLink} to="/checkout" variant="contained" lang="en">
                {labels.checkout}
              </Button>
            </Stack>
          </Stack>
        )}
      </Section>
    </>
  )
}
