import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatPrice } from '../utils/format-price'
import { unitPrice } from '../utils/line-sum'
import { FULL_PRICE_PERCENT, type Product } from '../utils/product'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'
import { visuallyHiddenSx } from '../../../components/visually-hidden'

export type ProductPriceProps = {
  product: Product
  symbol: string
}

/** The price the guest pays, with the full price struck through when only part is paid. */
export function ProductPrice({ product, symbol }: ProductPriceProps) {
  const labels = useSiteTexts('shop', shopTextDefaults)
  const partial = product.discount < FULL_PRICE_PERCENT
  return (
    <Typography component="p" variant="body2">
      <Box component="strong" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {formatPrice(unitPrice(product), symbol)}
      </Box>
      {partial && (
        <>
          {' '}
          <Box component="del" sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHiddenSx}>
              {labels.priceBefore}{' '}
            </Box>
            {formatPrice(product.price, symbol)}
          </Box>
        </>
      )}
    </Typography>
  )
}
