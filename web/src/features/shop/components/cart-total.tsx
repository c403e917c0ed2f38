import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatPrice } from '../utils/format-price'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'

export type CartTotalProps = {
  total: number
  symbol: string
  size?: 'small' | 'large'
}

export function CartTotal({ total, symbol, size = 'small' }: CartTotalProps) {
  const labels = useSiteTexts('shop', shopTextDefaults)
  const variant = size === 'large' ? 'h3' : 'subtitle1'
  return (
    <Box
      component="p"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        m: 0,
      }}
    >
      <Typography component="span" variant={variant} sx={{ fontStyle: 'normal' }}>
        {labels.total}
      </Typography>
      <Typography component="span" variant={variant} sx={{ fontStyle: 'normal', fontWeight: 700 }}>
        {formatPrice(total, symbol)}
      </Typography>
    </Box>
  )
}
