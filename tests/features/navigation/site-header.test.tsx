// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteHeader } from '../../../web/src/features/navigation/components/site-header'
import { renderWithApp } from '../../support/render'
import { emulateMedia, placeSection, resetPage, setScrollY } from './page-stubs'

vi.mock('../../../web/src/content/use-content', async () => {
  const { layoutFixture } = await import('./layout-fixture')
  return { useContent: () => layoutFixture }
})

afterEach(() => {
  resetPage()
  vi.restoreAllMocks()
})

function mainNavigation() {
  return screen.getByRole('navigation', { name: 'Menú principal' })
}

describe('the site header', () => {
  it('links the logo to /home under the couple’s names', () => {
    renderWithApp(<SiteHeader />)

    const logo = screen.getByRole('link', { name: 'M & A · Mariana & Alejandro' })
    expect(logo).toHaveAttribute('href', '/home')
    expect(logo).toHaveTextContent('M & A')
  })

  it('lists the menu items of the content in their order', () => {
    renderWithApp(<SiteHeader />)

    const names = within(mainNavigation())
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual(['Inicio', 'Invitación', 'Evento', 'Detalles'])
  })

  it('offers a skip link to the main content as the first stop of the keyboard', async () => {
    const user = userEvent.setup()
    renderWithApp(
      <>
        <SiteHeader />
        <main id="contenido" />
      </>,
    )

    await user.tab()
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('scrolls smoothly to a section on the home page, just below the header plus its offset', async () => {
    placeSection('events', 1200)
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const user = userEvent.setup()
    renderWithApp(<SiteHeader />, { route: '/' })

    await user.click(screen.getByRole('link', { name: 'Evento' }))

    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 1200 - 80))
    expect(scrollTo.mock.calls.length).toBeGreaterThan(1)
    expect(window.location.hash).toBe('#events')
  })

  it('jumps straight to the section when the guest prefers reduced motion', async () => {
    emulateMedia({ reducedMotion: true })
    placeSection('home', 0)
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const user = userEvent.setup()
    renderWithApp(<SiteHeader />, { route: '/home' })

    await user.click(screen.getByRole('link', { name: 'Inicio' }))

    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0)
  })

  it('goes to /home#section from another page and scrolls once the section appears', async () => {
    emulateMedia({ reducedMotion: true })
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const user = userEvent.setup()
    renderWithApp(<SiteHeader />, { route: '/story' })

    const link = screen.getByRole('link', { name: 'Evento' })
    expect(link).toHaveAttribute('href', '/home#events')
    await user.click(link)
    placeSection('events', 2000)

    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 2000 - 80))
  })

  it('marks the link of the section in view as current', async () => {
    placeSection('home', 0)
    placeSection('rsvp', 800)
    placeSection('events', 1600)
    placeSection('gallery', 2400)
    renderWithApp(<SiteHeader />, { route: '/' })
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'true')

    setScrollY(1600 - 80)
    fireEvent.scroll(window)

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Evento' })).toHaveAttribute('aria-current', 'true'),
    )
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current')
  })

  it('marks no section as current on other pages', () => {
    placeSection('home', 0)
    renderWithApp(<SiteHeader />, { route: '/story' })

    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current')
  })

  it('sits over the hero at the top of the home page and becomes fixed after 80 px', async () => {
    renderWithApp(<SiteHeader />, { route: '/' })
    const header = screen.getByRole('banner')
    expect(header).toHaveClass('site-header--over-hero')
    expect(header).not.toHaveClass('site-header--fixed')

    setScrollY(81)
    fireEvent.scroll(window)

    await waitFor(() => expect(header).toHaveClass('site-header--fixed'))
    expect(header).not.toHaveClass('site-header--over-hero')
  })

  it('is solid on other pages, with a spacer that keeps the page below it', () => {
    const { container } = renderWithApp(<SiteHeader />, { route: '/story' })

    expect(screen.getByRole('banner')).not.toHaveClass('site-header--over-hero')
    expect(container.querySelector('.site-header-spacer')).toHaveAttribute('aria-hidden', 'true')
  })

  it('shows a submenu on keyboard focus and closes it with Escape', async () => {
    const user = userEvent.setup()
    renderWithApp(<SiteHeader />)
    expect(screen.queryByRole('link', { name: 'Confirmar Asistencia' })).not.toBeInTheDocument()

    screen.getByRole('link', { name: 'Inicio' }).focus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Invitación' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Confirmar Asistencia' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.getByRole('link', { name: 'Invitación' })).toHaveFocus()
    expect(screen.queryByRole('link', { name: 'Confirmar Asistencia' })).not.toBeInTheDocument()
  })

  it('shows a submenu while the pointer rests on its item', async () => {
    const user = userEvent.setup()
    renderWithApp(<SiteHeader />)

    await user.hover(screen.getByRole('link', { name: 'Detalles' }))
    expect(screen.getByRole('link', { name: 'Galería' })).toHaveAttribute('href', '/gallery')
    await user.unhover(screen.getByRole('link', { name: 'Detalles' }))
    expect(screen.queryByRole('link', { name: 'Galería' })).not.toBeInTheDocument()
  })
})
