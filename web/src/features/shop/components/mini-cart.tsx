import { Suspense } from 'react'
import { IconButton } from '../../../components/icon-button'
import { CartIcon } from '../../../components/icons/ui-icons'
import { lazyWithMui } from '../../../components/mui/lazy-with-mui'
import { usePanelOnDemand } from '../../../lib/use-panel-on-demand'
import { useCartCount } from '../hooks/use-cart-count'
import { labels } from '../labels'
import './mini-cart.css'

const loadPopover = () => import('./mini-cart-popover')
const MiniCartPopover = lazyWithMui(() => loadPopover().then((module) => module.MiniCartPopover))

const MAX_BADGE = 99

/** The header's cart button; the panel, the shop store and MUI load when it is first opened. */
export function MiniCart() {
  const count = useCartCount()
  const { opened, buttonProps, panelProps } = usePanelOnDemand(loadPopover)
  return (
    <>
      <IconButton {...buttonProps}>
        {/* The name is the hidden text; the badge only repeats the count for the eye. */}
        <span className="visually-hidden">{labels.miniCart(count)}</span>
        <span className="mini-cart__icon" aria-hidden="true">
          <CartIcon />
          {count !== null && count > 0 && (
            <span className="mini-cart__badge">{count > MAX_BADGE ? `${MAX_BADGE}+` : count}</span>
          )}
        </span>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <MiniCartPopover {...panelProps} />
        </Suspense>
      )}
    </>
  )
}
