import { DeleteOutlinedIcon } from '../../../components/mui/icons/delete-outlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { ContentImage } from '../../../components/content-image'
import type { ContentImage as Image } from '../../../content/image-url'
import type { CartItem } from '../utils/cart'
import { formatPrice } from '../utils/format-price'
import { lineSum } from '../utils/line-sum'
import { ProductPrice } from './product-price'
import { QuantityStepper } from './quantity-stepper'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'

export type CartLineProps = {
  item: CartItem
  image: Image | null
  symbol: string
  onIncrement: () => void
  onDecrement: () => void
  onRemove: () => void
}

export function CartLine({ item, image, symbol, ...actions }: CartLineProps) {
  const labels = useSiteTexts('shop', shopTextDefaults)
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px 1fr auto', sm: '80px 1fr auto auto 8.5rem' },
        gridTemplateAreas: {
          xs: '"image name remove" "controls controls controls"',
          sm: '"image name qty remove sum"',
        },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridArea: 'image', bgcolor: '#f1e7df', borderRadius: 1 }}>
        <ContentImage image={image} width={80} sizes="(min-width: 600px) 80px, 64px" decorative />
      </Box>
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
        <ProductPrice product={item} symbol={symbol} />
      </Box>
      {/* One row under the name on phones; on wider screens its parts take their own columns. */}
      <Box
        sx={{
          gridArea: 'controls',
          display: { xs: 'flex', sm: 'contents' },
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ gridArea: { sm: 'qty' } }}>
          <QuantityStepper
            name={item.name}
            qty={item.qty}
            onIncrement={actions.onIncrement}
            onDecrement={actions.onDecrement}
          />
        </Box>
        <Typography sx={{ gridArea: { sm: 'sum' }, fontWeight: 700, textAlign: 'right' }}>
          {formatPrice(lineSum(item), symbol)}
        </Typography>
      </Box>
      <IconButton
        aria-label={fillText(labels.removeFromCart, { name: item.name })}
        onClick={actions.onRemove}
        sx={{ gridArea: 'remove', justifySelf: 'end' }}
      >
        <DeleteOutlinedIcon />
      </IconButton>
    </Box>
  )
}
