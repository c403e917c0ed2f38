import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import { currencySymbolAtom } from '../stores/shop-data'
import { cartAtom, cartCountAtom, cartTotalAtom } from '../stores/shop-lists'
import { visuallyHiddenSx } from '../../../components/visually-hidden'
import { labels } from '../labels'
import { MiniCartPanel } from './mini-cart-panel'

/** The header's cart button; its panel traps focus, closes with Escape and gives focus back. */
export function MiniCart() {
  const items = useAtomValue(cartAtom)
  const count = useAtomValue(cartCountAtom)
  const total = useAtomValue(cartTotalAtom)
  const symbol = useAtomValue(currencySymbolAtom)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const panelId = useId()
  const titleId = useId()
  const open = anchor !== null
  const close = () => setAnchor(null)
  return (
    <>
      <IconButton
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* The name is the hidden text; the badge only repeats the count for the eye. */}
        <Box component="span" sx={visuallyHiddenSx}>
          {labels.miniCart(count)}
        </Box>
        <Badge badgeContent={count} max={99} color="secondary" aria-hidden>
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <MiniCartPanel
          items={items}
          total={total}
          symbol={symbol}
          titleId={titleId}
          onNavigate={close}
        />
      </Popover>
    </>
  )
}
