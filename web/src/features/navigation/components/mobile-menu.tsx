import { lazy, Suspense, useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import { IconButton } from '../../../components/icon-button'
import { CloseIcon, MenuIcon } from '../../../components/icons/ui-icons'
import { useEscapeKey } from '../hooks/use-escape-key'
import { useSiteTexts } from '../../../content/use-site-texts'
import { headerTextDefaults } from '../../../content/site-texts/header'
import type { MenuItem } from '../utils/menu-links'
import './mobile-menu.css'

const PANEL_ID = 'menu-movil'
const DESKTOP_QUERY = '(min-width: 900px)'

const loadPanel = () => import('./mobile-menu-panel')
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
)

export type MobileMenuProps = {
  menu: readonly MenuItem[]
  activeSectionId: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Shown under the links, e.g. the topbar's contact details on phones. */
  footer?: ReactNode
}

/** The toggle sits in the bar below 900 px; the panel loads when first opened, below the bar. */
export function MobileMenu(props: MobileMenuProps) {
  const labels = useSiteTexts('header', headerTextDefaults)
  const { menu, activeSectionId, open, onOpenChange, footer } = props
  const toggleRef = useRef<HTMLButtonElement>(null)
  useEscapeKey(open, () => {
    onOpenChange(false)
    toggleRef.current?.focus()
  })
  useCloseOnDesktop(open, () => onOpenChange(false))
  return (
    <>
      <IconButton
        ref={toggleRef}
        edge="end"
        className="mobile-menu__toggle"
        aria-label={open ? labels.closeMenu : labels.openMenu}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => onOpenChange(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <div id={PANEL_ID} className="mobile-menu__panel">
        {open && (
          <Suspense fallback={null}>
            <MobileMenuPanel
              menu={menu}
              activeSectionId={activeSectionId}
              onNavigate={() => onOpenChange(false)}
              footer={footer}
            />
          </Suspense>
        )}
      </div>
    </>
  )
}

// A panel left open while the window widens past the toggle would stay hidden yet still "open".
function useCloseOnDesktop(open: boolean, close: () => void) {
  const onDesktop = useEffectEvent(close)
  useEffect(() => {
    if (!open) return
    const query = window.matchMedia(DESKTOP_QUERY)
    const onChange = () => {
      if (query.matches) onDesktop()
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [open])
}
