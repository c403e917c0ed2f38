// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
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

async function openMenu() {
  const user = userEvent.setup()
  renderWithApp(<SiteHeader />, { route: '/story' })
  await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
  return user
}

function linkGone(name: string) {
  return waitFor(() => expect(screen.queryByRole('link', { name })).not.toBeInTheDocument())
}

describe('the mobile menu', () => {
  it('is closed at first behind a toggle that names the panel it controls', () => {
    renderWithApp(<SiteHeader />)

    const toggle = screen.getByRole('button', { name: 'Abrir menú' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull()
    expect(screen.queryByRole('link', { name: 'Evento' })).not.toBeInTheDocument()
  })

  it('opens and closes with the toggle', async () => {
    const user = await openMenu()

    const toggle = screen.getByRole('button', { name: 'Cerrar menú' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Evento' })).toBeVisible()

    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await linkGone('Evento')
  })

  it('keeps only one submenu open at a time', async () => {
    const user = await openMenu()

    await user.click(screen.getByRole('button', { name: 'Mostrar opciones de Invitación' }))
    expect(screen.getByRole('link', { name: 'Confirmar Asistencia' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Mostrar opciones de Detalles' }))
    expect(screen.getByRole('link', { name: 'Galería' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Mostrar opciones de Invitación' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await linkGone('Confirmar Asistencia')
  })

  it('closes a submenu with its own toggle', async () => {
    const user = await openMenu()

    await user.click(screen.getByRole('button', { name: 'Mostrar opciones de Invitación' }))
    await user.click(screen.getByRole('button', { name: 'Ocultar opciones de Invitación' }))

    await linkGone('Confirmar Asistencia')
  })

  it('closes on Escape and gives the focus back to the toggle', async () => {
    const user = await openMenu()
    screen.getByRole('link', { name: 'Evento' }).focus()

    await user.keyboard('{Escape}')

    const toggle = screen.getByRole('button', { name: 'Abrir menú' })
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await linkGone('Evento')
  })

  it('closes once the guest chooses a link', async () => {
    const user = await openMenu()
    await user.click(screen.getByRole('button', { name: 'Mostrar opciones de Invitación' }))

    await user.click(screen.getByRole('link', { name: 'Hospedaje' }))

    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await linkGone('Evento')
  })
})
