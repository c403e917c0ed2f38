import { Suspense } from 'react'
import { IconButton } from '../../../components/icon-button'
import { SearchIcon } from '../../../components/icons/ui-icons'
import { lazyWithMui } from '../../../components/mui/lazy-with-mui'
import { usePanelOnDemand } from '../../../lib/use-panel-on-demand'
import { useSiteTexts } from '../../../content/use-site-texts'
import { headerTextDefaults } from '../../../content/site-texts/header'

const loadPanel = () => import('./header-search-panel')
const HeaderSearchPanel = lazyWithMui(() => loadPanel().then((module) => module.HeaderSearchPanel))

/** The search button; its panel (and MUI with it) loads when the button is first used. */
export function HeaderSearch() {
  const labels = useSiteTexts('header', headerTextDefaults)
  const { opened, buttonProps, panelProps } = usePanelOnDemand(loadPanel)
  return (
    <>
      <IconButton aria-label={labels.openSearch} {...buttonProps}>
        <SearchIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <HeaderSearchPanel {...panelProps} />
        </Suspense>
      )}
    </>
  )
}
