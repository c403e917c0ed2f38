import { render as renderAlone, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import { DashboardQueries } from '../../../web/src/lib/couple/dashboard-queries'

export * from '@testing-library/react'

/** Renders a piece of the dashboard within a cache of its own, as the dashboard gives each room. */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderAlone(ui, { wrapper: DashboardQueries, ...options })
}
