import { Suspense, useId, useState } from 'react'
import { IconButton } from '../../../components/icon-button'
import { SearchIcon } from '../../../components/icons/ui-icons'
import { lazyWithMui } from '../../../components/mui/lazy-with-mui'
import { labels } from '../labels'

const loadPanel = () => import('./header-search-panel')
const HeaderSearchPanel = lazyWithMui(() => loadPanel().then((module) => module.HeaderSearchPanel))

/** The search button; its panel (and MUI with it) loads when the button is first used. */
export function HeaderSearch() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [opened, setOpened] = useState(false)
  const panelId = useId()
  const open = anchor !== null
  return (
    <>
      <IconButton
        aria-label={labels.openSearch}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setOpened(true)
        }}
      >
        <SearchIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <HeaderSearchPanel anchor={anchor} panelId={panelId} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
