import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { AppProviders } from '../../web/src/app/providers'
import { MuiScope } from '../../web/src/components/mui/mui-scope'

type Options = RenderOptions & { route?: string }

/** Renders inside the app's real providers (toasts), the MUI theme and a router at `route`. */
export function renderWithApp(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <MuiScope>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MuiScope>
    </AppProviders>
  )
  return render(ui, { wrapper, ...options })
}
