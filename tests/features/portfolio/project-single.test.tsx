// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { Route, Routes } from 'react-router-dom'
import { portfolioProjectQuery } from '../../../web/src/content/queries'
import type { PortfolioProjectQueryResult } from '../../../web/src/content/sanity.types'
import ProjectSinglePage from '../../../web/src/app/routes/project-single-page'
import { queryDefaultDataset } from '../../support/default-dataset'
import { LocationProbe } from './location-probe'
import { contentTimeout, renderContentPage } from './render-content-page'

let third: NonNullable<PortfolioProjectQueryResult>

beforeAll(async () => {
  const project = await queryDefaultDataset(portfolioProjectQuery, { number: 3 })
  if (!project) throw new Error('the default content has no project 3')
  third = project
})

async function visit(route: string) {
  await renderContentPage(
    <>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/project-single/:id" element={<ProjectSinglePage />} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </>,
    route,
  )
}

const pageTitle = (name: string) => screen.findByRole('heading', { level: 1, name }, contentTimeout)

describe('the project detail page', () => {
  it('shows the project’s title, large image, description and facts', async () => {
    await visit('/project-single/3')

    await pageTitle(third.title ?? '')
    expect(screen.getByRole('img', { name: third.detailImage?.alt ?? '' })).toBeVisible()
    const description = third.description?.[0]?.children?.[0]?.text ?? ''
    expect(description).not.toBe('')
    expect(screen.getByText(description)).toBeVisible()

    const facts = screen.getByLabelText('Datos del proyecto')
    for (const [label, value] of [
      ['Cliente', third.client],
      ['Lugar', third.location],
      ['Fecha', third.date],
      ['Duración', third.duration],
      ['Categoría', third.tag],
    ]) {
      expect(within(facts).getByText(label ?? '').nextElementSibling).toHaveTextContent(value ?? '')
    }
  })

  it('shows a grid of the project’s first three photos', async () => {
    await visit('/project-single/3')

    const photos = await screen.findByRole('list', { name: 'Fotos del proyecto' }, contentTimeout)
    const images = within(photos).getAllByRole('img')
    expect(images).toHaveLength(3)
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(
      third.images?.map((image) => image.alt),
    )
  })

  it('links Previous and Next to the projects on either side', async () => {
    await visit('/project-single/3')

    const pager = await screen.findByRole('navigation', { name: 'Otros proyectos' }, contentTimeout)
    expect(within(pager).getByRole('link', { name: /Anterior/ })).toHaveAttribute(
      'href',
      '/project-single/2',
    )
    expect(within(pager).getByRole('link', { name: /Siguiente/ })).toHaveAttribute(
      'href',
      '/project-single/4',
    )
  })

  it('wraps Next on the last project around to project 1 and follows it', async () => {
    const user = userEvent.setup()
    await visit('/project-single/7')
    const pager = await screen.findByRole('navigation', { name: 'Otros proyectos' }, contentTimeout)

    const next = within(pager).getByRole('link', { name: /Siguiente/ })
    expect(next).toHaveAttribute('href', '/project-single/1')
    await act(() => user.click(next))

    await pageTitle('Sofía & Daniel')
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/project-single/1')
    expect(
      within(screen.getByRole('navigation', { name: 'Otros proyectos' })).getByRole('link', {
        name: /Siguiente/,
      }),
    ).toHaveAttribute('href', '/project-single/2')
  })

  it.each([
    '/project-single/99',
    '/project-single/abc',
    '/project-single/0',
    '/project-single/1.0',
  ])('shows the not-found page for %s', async (route) => {
    await visit(route)

    await pageTitle('Oops! Page Not Found!')
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home')
  })
})
