import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { CartItem } from '../utils/cart'
import { formatPrice } from '../utils/format-price'
import { lineSum, unitPrice } from '../utils/line-sum'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'

export type CartSummaryListProps = {
  items: readonly CartItem[]
  symbol: string
}

/** One row per cart item: name, quantity × unit price, and the line sum. */
export function CartSummaryList({ items, symbol }: CartSummaryListProps) {
  const labels = useSiteTexts('shop', shopTextDefaults)
  return (
    <Box component="ul" aria-label={labels.cartSummary} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          sx={{
            display: 'flex',
            gap: 2,
            justifyContent: 'space-between',
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {item.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${item.qty} × ${formatPrice(unitPrice(item), symbol)}`}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatPrice(lineSum(item), symbol)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
