import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAtomValue } from 'jotai'
import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'
import { useShopData } from '../hooks/use-shop-data'
import { cartAtom, cartTotalAtom } from '../stores/shop-lists'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'
import { CartSummaryList } from './cart-summary-list'
import { CartTotal } from './cart-total'
import { EmptyCart } from './empty-cart'
import { StoreLink } from './store-link'

/** /checkout: a summary of the cart; payment happens at the registry's store, never here. */
export default function CheckoutPage() {
  const labels = useSiteTexts('shop', shopTextDefaults)
  const { symbol, registry } = useShopData()
  const items = useAtomValue(cartAtom)
  const total = useAtomValue(cartTotalAtom)
  return (
    <>
      <PageHeader title={labels.checkoutTitle} />
      <Section maxWidth="sm">
        <Stack spacing={4}>
          {items.length === 0 ? (
            <EmptyCart />
          ) : (
            <Stack spacing={2}>
              <CartSummaryList items={items} symbol={symbol} />
              <CartTotal total={total} symbol={symbol} size="large" />
            </Stack>
          )}
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography>{labels.checkoutIntro}</Typography>
            <StoreLink store={registry?.store ?? null} url={registry?.url ?? null} />
          </Stack>
        </Stack>
      </Section>
    </>
  )
}
