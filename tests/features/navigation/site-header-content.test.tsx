// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { layoutQuery } from '../../../web/src/content/queries'
import { SiteHeader } from '../../../web/src/features/navigation/components/site-header'
import { queryDefaultDataset } from '../../support/default-dataset'
import { renderWithApp } from '../../support/render'
import { resetPage } from './page-stubs'

afterEach(() => resetPage())

describe('the site header with the default content', () => {
  it('shows the menu of the spec in its order, under the couple’s logo', async () => {
    const { navigation } = await queryDefaultDataset(layoutQuery)
    await act(async () => {
      renderWithApp(
        <Suspense fallback={null}>
          <SiteHeader />
        </Suspense>,
      )
    })

    const logo = await screen.findByRole(
      'link',
      { name: 'M & A · Mariana & Alejandro' },
      { timeout: 10_000 },
    )
    expect(logo).toHaveAttribute('href', '/home')
    const nav = screen.getByRole('navigation', { name: 'Menú principal' })
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual(navigation?.menu?.map((item) => item.title))
    expect(names).toEqual(['Inicio', 'Principio', 'El Amor', 'Invitación', 'Evento', 'Detalles'])
  })
})
