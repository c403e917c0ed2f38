import Popover from '@mui/material/Popover'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { currencySymbolAtom } from '../stores/shop-data'
import { cartAtom, cartTotalAtom } from '../stores/shop-lists'
import { MiniCartPanel } from './mini-cart-panel'

export type MiniCartPopoverProps = {
  anchor: HTMLElement | null
  panelId: string
  onClose: () => void
}

/** Traps focus while open, closes with Escape and gives focus back to the cart button. */
export function MiniCartPopover({ anchor, panelId, onClose }: MiniCartPopoverProps) {
  const items = useAtomValue(cartAtom)
  const total = useAtomValue(cartTotalAtom)
  const symbol = useAtomValue(currencySymbolAtom)
  const titleId = useId()
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId } }}
    >
      <MiniCartPanel
        items={items}
        total={total}
        symbol={symbol}
        titleId={titleId}
        onNavigate={onClose}
      />
    </Popover>
  )
}
