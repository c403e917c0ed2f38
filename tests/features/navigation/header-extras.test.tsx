// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LayoutQueryResult } from '../../../web/src/content/sanity.types'
import { SiteHeader } from '../../../web/src/features/navigation/components/site-header'
import { MiniCart } from '../../../web/src/features/shop/components/mini-cart'
import { addToCartAtom } from '../../../web/src/features/shop/stores/shop-lists'
import { renderWithApp } from '../../support/render'
import { layoutFixture } from './layout-fixture'
import { resetPage } from './page-stubs'
import { incomplete } from '../../support/incomplete'

type SocialLinkEntry = NonNullable<
  NonNullable<LayoutQueryResult['navigation']>['socialLinks']
>[number]

const layoutWithContact: LayoutQueryResult = {
  ...layoutFixture,
  navigation: {
    menu: layoutFixture.navigation?.menu ?? [],
    contactLines: ['Tel. +52 55 0000 0000', 'novios@example.com', ''],
    socialLinks: [
      { _key: 's1', network: 'instagram', url: 'https://www.instagram.com/novios' },
      { _key: 's2', network: 'facebook', url: 'https://www.facebook.com/novios' },
      { _key: 's3', network: 'youtube', url: 'javascript:alert(1)' },
      incomplete<SocialLinkEntry>({ _key: 's4', network: null, url: 'https://example.com/' }),
    ],
  },
}

vi.mock('../../../web/src/content/use-content', () => ({
  useContent: () => layoutWithContact,
}))

function LocationProbe() {
  const { pathname, search, hash } = useLocation()
  return <output aria-label="Ubicación actual">{`${pathname}${search}${hash}`}</output>
}

function renderHeader(route = '/story') {
  const store = createStore()
  store.set(addToCartAtom, { id: 'A-1', name: 'Cafetera', price: 1000, discount: 50 }, { qty: 2 })
  return renderWithApp(
    <Provider store={store}>
      <SiteHeader cart={<MiniCart />} />
      <LocationProbe />
    </Provider>,
    { route },
  )
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  resetPage()
  vi.restoreAllMocks()
})

describe('the header topbar', () => {
  it('shows the contact lines of the content', () => {
    renderHeader()
    const contact = screen.getByRole('list', { name: 'Contacto' })
    expect(
      within(contact)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tel. +52 55 0000 0000', 'novios@example.com'])
  })

  it('links each social network in a new tab, named for screen readers', () => {
    renderHeader()
    const social = screen.getByRole('list', { name: 'Redes sociales' })
    const links = within(social).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Instagram (se abre en una pestaña nueva)',
      'Facebook (se abre en una pestaña nueva)',
    ])
    expect(links[0]).toHaveAttribute('href', 'https://www.instagram.com/novios')
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('goes away once the header is fixed', async () => {
    renderHeader('/')
    expect(screen.getByRole('list', { name: 'Redes sociales' })).toBeInTheDocument()
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true, writable: true })
    window.dispatchEvent(new Event('scroll'))
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Redes sociales' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('banner')).toHaveClass('site-header--fixed')
  })

  it('moves into the menu panel on phones', async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    const panel = document.getElementById('menu-movil')
    if (!panel) throw new Error('no menu panel')
    expect(
      await within(panel).findByRole('list', { name: 'Contacto' }, { timeout: 5000 }),
    ).toHaveTextContent('novios@')
    expect(
      within(panel).getAllByRole('link', { name: /se abre en una pestaña nueva/ }),
    ).toHaveLength(2)
  })
})

describe('the header search box', () => {
  it('opens from its button with the field focused', async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole('button', { name: 'Abrir búsqueda' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByRole('search', {}, { timeout: 10_000 })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveFocus())
  })

  it('does nothing on submit: no request, no navigation', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const user = userEvent.setup()
    renderHeader('/story?x=1')
    const pageUrl = window.location.href
    await user.click(screen.getByRole('button', { name: 'Abrir búsqueda' }))
    const field = await screen.findByRole('searchbox', { name: 'Buscar' }, { timeout: 10_000 })
    await user.type(field, 'hotel{Enter}')
    await user.click(screen.getByRole('button', { name: 'Buscar' }))

    expect(fetchSpy).not.toHaveBeenCalled()
    // hidden: true, because the open search panel hides the page behind it.
    const location = screen.getByRole('status', { name: 'Ubicación actual', hidden: true })
    expect(location).toHaveTextContent(/^\/story\?x=1$/)
    expect(window.location.href).toBe(pageUrl)
    expect(field).toHaveValue('hotel')
    expect(screen.getByRole('search')).toBeInTheDocument()
  })

  it('closes with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole('button', { name: 'Abrir búsqueda' })
    await user.click(toggle)
    await screen.findByRole('search', {}, { timeout: 10_000 })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('search')).not.toBeInTheDocument())
    expect(toggle).toHaveFocus()
  })
})

describe('the mini cart in the header', () => {
  it('shows the cart count and opens its panel', async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.click(screen.getByRole('button', { name: 'Carrito, 2 artículos' }))
    const panel = await screen.findByRole('dialog', { name: 'Tu carrito' }, { timeout: 10_000 })
    expect(panel).toHaveTextContent('Cafetera')
    expect(panel).toHaveTextContent('Total$1,000.00')
    expect(within(panel).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart')
  })
})
