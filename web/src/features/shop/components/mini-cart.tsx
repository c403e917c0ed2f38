import { Suspense } from 'react'
import { IconButton } from '../../../components/icon-button'
import { CartIcon } from '../../../components/icons/ui-icons'
import { lazyWithMui } from '../../../components/mui/lazy-with-mui'
import { usePanelOnDemand } from '../../../lib/use-panel-on-demand'
import { useCartCount } from '../hooks/use-cart-count'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import { shopTextDefaults } from '../../../content/site-texts/shop'
import './mini-cart.css'

const loadPopover = () => import('./mini-cart-popover')
const MiniCartPopover = lazyWithMui(() => loadPopover().then((module) => module.MiniCartPopover))

const MAX_BADGE = 99

// null: the count is not known yet (the page is still hydrating).
function cartButtonName(labels: typeof shopTextDefaults, count: number | null): string {
  if (count === null) return labels.miniCart
  if (count === 0) return labels.miniCartEmpty
  return fillText(count === 1 ? labels.miniCartOne : labels.miniCartMany, { count })
}

/** The header's cart button; the panel, the shop store and MUI load when it is first opened. */
export function MiniCart() {
  const labels = useSiteTexts('shop', shopTextDefaults)
  const count = useCartCount()
  const { opened, buttonProps, panelProps } = usePanelOnDemand(loadPopover)
  return (
    <>
      <IconButton {...buttonProps}>
        {/* The name is the hidden text; the badge only repeats the count for the eye. */}
        <span className="visually-hidden">{cartButtonName(labels, count)}</span>
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
