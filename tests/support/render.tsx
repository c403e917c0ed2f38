import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { AppProviders } from '../../web/src/app/providers'

type Options = RenderOptions & { route?: string }

/** Renders inside the app's real providers (theme, toasts) and a router at `route`. */
export function renderWithApp(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  )
  return render(ui, { wrapper, ...options })
}
