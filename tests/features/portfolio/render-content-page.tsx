import { act } from '@testing-library/react'
import { Suspense, type ReactElement } from 'react'
import { renderWithApp } from '../../support/render'

/**
 * Renders a page that reads the embedded default content through the app's own loader, and
 * waits inside `act` while it suspends, as React asks of components that load data.
 */
export async function renderContentPage(page: ReactElement, route: string) {
  let view: ReturnType<typeof renderWithApp> | undefined
  await act(async () => {
    view = renderWithApp(<Suspense fallback={null}>{page}</Suspense>, { route })
  })
  return view as ReturnType<typeof renderWithApp>
}

/** The first load builds the dataset module, which takes a while on a small machine. */
export const contentTimeout = { timeout: 10_000 }
