import { createStore, Provider } from 'jotai'
import type { ReactElement } from 'react'
import { useLocation } from 'react-router-dom'
import { renderWithApp } from '../../support/render'

/** Shows where the router is, so a test can tell that nothing navigated. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation()
  return <output aria-label="Ubicación actual">{`${pathname}${search}${hash}`}</output>
}

/** Renders with the app's providers and a fresh jotai store, already holding what `setup` puts in. */
export function renderShop(
  ui: ReactElement,
  {
    route = '/',
    setup,
  }: { route?: string; setup?: (store: ReturnType<typeof createStore>) => void } = {},
) {
  const store = createStore()
  setup?.(store)
  const view = renderWithApp(
    <Provider store={store}>
      {ui}
      <LocationProbe />
    </Provider>,
    { route },
  )
  return { ...view, store }
}

/** The variant a toast was given, from the toast's class (toast--success …). */
export function toastVariant(element: HTMLElement): string | undefined {
  const content = element.closest('.toast')
  return [...(content?.classList ?? [])]
    .find((name) => name.startsWith('toast--'))
    ?.replace('toast--', '')
}
