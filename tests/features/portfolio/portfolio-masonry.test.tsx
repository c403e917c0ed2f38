// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { portfolioProjectsQuery } from '../../../web/src/content/queries'
import type { PortfolioProjectsQueryResult } from '../../../web/src/content/sanity.types'
import PortfolioMasonryPage from '../../../web/src/features/portfolio/components/portfolio-masonry-page'
import PortfolioMasonryS2Page from '../../../web/src/features/portfolio/components/portfolio-masonry-s2-page'
import { queryDefaultDataset } from '../../support/default-dataset'
import { contentTimeout, renderContentPage } from './render-content-page'

let projects: PortfolioProjectsQueryResult

beforeAll(async () => {
  projects = await queryDefaultDataset(portfolioProjectsQuery)
})

const pages = [
  { route: '/portfolio-masonary', Page: PortfolioMasonryPage },
  { route: '/portfolio-masonary-s2', Page: PortfolioMasonryS2Page },
]

describe.each(pages)('the portfolio at $route', ({ route, Page }) => {
  async function renderPage() {
    await renderContentPage(<Page />, route)
    return screen.findByRole('list', { name: 'Bodas del portafolio' }, contentTimeout)
  }

  it('is titled "Portfolio Masonry" with a way back home', async () => {
    await renderPage()

    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio Masonry' })).toBeVisible()
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' })
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'href',
      '/home',
    )
  })

  it('shows the seven weddings of the default content in order', async () => {
    const list = await renderPage()

    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(projects).toHaveLength(7)
    expect(titles).toEqual(projects.map((project) => project.title))
  })

  it('gives each card its title, location and date and links it to its project', async () => {
    const list = await renderPage()

    const cards = within(list).getAllByRole('article')
    expect(cards).toHaveLength(7)
    for (const [index, project] of projects.entries()) {
      const card = within(cards[index] as HTMLElement)
      expect(card.getByText(project.location ?? '')).toBeVisible()
      expect(card.getByText(project.date ?? '')).toBeVisible()
      expect(card.getByRole('link', { name: project.title ?? '' })).toHaveAttribute(
        'href',
        `/project-single/${project.number}`,
      )
    }
  })
})

describe('the default portfolio', () => {
  it('is made of the seven projects numbered 1 to 7, all in Austria', () => {
    expect(projects.map((project) => project.number)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(projects.every((project) => project.location?.endsWith('Austria'))).toBe(true)
  })
})
