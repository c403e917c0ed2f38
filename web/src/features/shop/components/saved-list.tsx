import { CloseIcon } from '../../../components/mui/icons/close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import type { Product } from '../utils/product'
import { ProductPrice } from './product-price'

export type SavedListProps = {
  items: readonly Product[]
  symbol: string
  removeLabel: (name: string) => string
  onRemove: (id: string) => void
}

/** The wishlist or the compare list: each product with its price and a way to take it out. */
export function SavedList({ items, symbol, removeLabel, onRemove }: SavedListProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
            <ProductPrice product={item} symbol={symbol} />
          </Box>
          <IconButton aria-label={removeLabel(item.name)} onClick={() => onRemove(item.id)}>
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
    </Box>
  )
}
