import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import type { CartItem } from '../utils/cart'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'
import { CartSummaryList } from './cart-summary-list'
import { CartTotal } from './cart-total'

export type MiniCartPanelProps = {
  items: readonly CartItem[]
  total: number
  symbol: string
  titleId: string
  onNavigate: () => void
}

export function MiniCartPanel({ items, total, symbol, titleId, onNavigate }: MiniCartPanelProps) {
  const labels = useSiteTexts('shop', shopTextDefaults)
  return (
    <Stack spacing={2} sx={{ p: 2, width: 'min(360px, calc(100vw - 32px))' }}>
      <Typography variant="h2" id={titleId} sx={{ fontSize: '1.6rem' }}>
        {labels.miniCartTitle}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{labels.emptyCart}</Typography>
      ) : (
        <>
          <CartSummaryList items={items} symbol={symbol} />
          <CartTotal total={total} symbol={symbol} />
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ '& > *': { flex: 1 } }}>
        <Button component={RouterLink} to="/cart" variant="outlined" lang="en" onClick={onNavigate}>
          {labels.viewCart}
        </Button>
        <Button
          component={RouterLink}
          to="/checkout"
          variant="contained"
          lang="en"
          onClick={onNavigate}
        >
          {labels.checkout}
        </Button>
      </Stack>
    </Stack>
  )
}
