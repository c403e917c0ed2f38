// @vitest-environment jsdom
import { act, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LayoutQueryResult } from '../../../web/src/content/sanity.types'
import { SiteHeader } from '../../../web/src/features/navigation/components/site-header'
import { MiniCart } from '../../../web/src/features/shop/components/mini-cart'
import { layoutFixture } from './layout-fixture'
import { placeSection, resetPage, setScrollY } from './page-stubs'

const layoutWithContact: LayoutQueryResult = {
  ...layoutFixture,
  navigation: {
    menu: layoutFixture.navigation?.menu ?? [],
    contactLines: ['Tel. +52 55 0000 0000'],
    socialLinks: [{ _key: 's1', network: 'instagram', url: 'https://www.instagram.com/novios' }],
  },
}

vi.mock('../../../web/src/content/use-content', () => ({
  useContent: () => layoutWithContact,
}))

const page = (route: string): ReactElement => (
  <MemoryRouter initialEntries={[route]}>
    <SiteHeader cart={<MiniCart />} />
  </MemoryRouter>
)

const cafetera = { id: 'A-1', name: 'Cafetera', price: 1000, discount: 50, qty: 2 }

let root: Root | undefined

/**
 * Server-renders the header, puts the HTML in the page and hydrates it as the browser would;
 * `inBrowser` sets up what only the browser knows (scroll position, storage) in between.
 */
async function serverRenderAndHydrate(route: string, inBrowser = () => {}) {
  const html = renderToString(page(route))
  inBrowser()
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const recoverableErrors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error')
  await act(async () => {
    root = hydrateRoot(container, page(route), {
      onRecoverableError: (error) => recoverableErrors.push(error),
    })
  })
  return { html, container, recoverableErrors, consoleError }
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
  resetPage()
  vi.restoreAllMocks()
})

describe('the site header rendered on the server', () => {
  it.each(['/', '/story'])('hydrates on %s without a mismatch', async (route) => {
    const { html, container, recoverableErrors, consoleError } = await serverRenderAndHydrate(route)

    expect(recoverableErrors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    // Both menus are in the HTML; CSS shows the one that fits the screen.
    expect(html).toContain('aria-label="Menú principal"')
    expect(html).toContain('aria-label="Abrir menú"')
    expect(within(container).getByRole('banner')).toBeInTheDocument()
  })

  it('leaves the scroll position and the saved cart to the browser, after hydrating', async () => {
    const { html, container, recoverableErrors, consoleError } = await serverRenderAndHydrate(
      '/',
      () => {
        localStorage.setItem('persist:root', JSON.stringify({ cartList: { cart: [cafetera] } }))
        placeSection('home', 0)
        placeSection('events', 1600)
        setScrollY(1600)
      },
    )

    expect(html).not.toContain('site-header--fixed')
    expect(html).not.toContain('aria-current')
    expect(html).toContain('>Carrito<')
    expect(recoverableErrors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    const view = within(container)
    expect(view.getByRole('banner')).toHaveClass('site-header--fixed')
    expect(view.getByRole('link', { name: 'Evento' })).toHaveAttribute('aria-current', 'true')
    expect(view.getByRole('button', { name: 'Carrito, 2 artículos' })).toHaveTextContent('2')
  })
})
