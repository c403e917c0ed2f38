// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteHeader } from '../../../web/src/features/navigation/components/site-header'
import { renderWithApp } from '../../support/render'
import { resetPage } from './page-stubs'

vi.mock('../../../web/src/content/use-content', async () => {
  const { layoutFixture } = await import('./layout-fixture')
  return { useContent: () => layoutFixture }
})

afterEach(() => resetPage())

// The desktop menu is in the page too (CSS hides it on phones), so queries look inside the panel.
function panelOf(toggle: HTMLElement) {
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  if (!panel) throw new Error('the toggle controls no panel')
  return panel
}

function toggle() {
  return screen.getByRole('button', { name: /^(Abrir|Cerrar) menú$/ })
}

async function openMenu() {
  const user = userEvent.setup()
  renderWithApp(<SiteHeader />, { route: '/story' })
  await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
  const panel = panelOf(toggle())
  await within(panel).findByRole('navigation', { name: 'Menú principal' }, { timeout: 5000 })
  return { user, panel: within(panel) }
}

function linkGone(name: string) {
  const panel = within(panelOf(toggle()))
  return waitFor(() => expect(panel.queryByRole('link', { name })).not.toBeInTheDocument())
}

describe('the mobile menu', () => {
  it('is closed at first behind a toggle that names the panel it controls', () => {
    renderWithApp(<SiteHeader />)

    const menuToggle = screen.getByRole('button', { name: 'Abrir menú' })
    expect(menuToggle).toHaveAttribute('aria-expanded', 'false')
    expect(panelOf(menuToggle)).toBeEmptyDOMElement()
  })

  it('opens and closes with the toggle', async () => {
    const { user, panel } = await openMenu()

    const menuToggle = screen.getByRole('button', { name: 'Cerrar menú' })
    expect(menuToggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel.getByRole('link', { name: 'Evento' })).toBeVisible()

    await user.click(menuToggle)
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await linkGone('Evento')
  })

  it('keeps only one submenu open at a time', async () => {
    const { user, panel } = await openMenu()

    await user.click(panel.getByRole('button', { name: 'Mostrar opciones de Invitación' }))
    expect(panel.getByRole('link', { name: 'Confirmar Asistencia' })).toBeVisible()

    await user.click(panel.getByRole('button', { name: 'Mostrar opciones de Detalles' }))
    expect(panel.getByRole('link', { name: 'Galería' })).toBeVisible()
    expect(panel.getByRole('button', { name: 'Mostrar opciones de Invitación' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await linkGone('Confirmar Asistencia')
  })

  it('closes a submenu with its own toggle', async () => {
    const { user, panel } = await openMenu()

    await user.click(panel.getByRole('button', { name: 'Mostrar opciones de Invitación' }))
    await user.click(panel.getByRole('button', { name: 'Ocultar opciones de Invitación' }))

    await linkGone('Confirmar Asistencia')
  })

  it('closes on Escape and gives the focus back to the toggle', async () => {
    const { user, panel } = await openMenu()
    panel.getByRole('link', { name: 'Evento' }).focus()

    await user.keyboard('{Escape}')

    const menuToggle = screen.getByRole('button', { name: 'Abrir menú' })
    expect(menuToggle).toHaveFocus()
    expect(menuToggle).toHaveAttribute('aria-expanded', 'false')
    await linkGone('Evento')
  })

  it('closes once the guest chooses a link', async () => {
    const { user, panel } = await openMenu()
    await user.click(panel.getByRole('button', { name: 'Mostrar opciones de Invitación' }))

    await user.click(panel.getByRole('link', { name: 'Hospedaje' }))

    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await linkGone('Evento')
  })

  it('turns the bar solid over the hero while it is open', async () => {
    const user = userEvent.setup()
    renderWithApp(<SiteHeader />, { route: '/' })
    expect(screen.getByRole('banner')).toHaveClass('site-header--over-hero')

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))

    expect(screen.getByRole('banner')).not.toHaveClass('site-header--over-hero')
  })
})
