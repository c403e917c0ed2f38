import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { layoutQuery, portfolioProjectQuery } from '../../web/src/content/queries'
import { queryDefaultDataset } from '../support/default-dataset'
import { launchBrowser, viewports, watchProblems } from './support/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function routeTable(): Promise<Array<[string, string]>> {
  const { settings } = await queryDefaultDataset(layoutQuery)
  const project = await queryDefaultDataset(portfolioProjectQuery, { number: 1 })
  const couple = `${settings?.partnerOne}`
  return [
    ['/', couple],
    ['/home', couple],
    ['/story', settings?.pageTitles?.story ?? ''],
    ['/accomodation', settings?.pageTitles?.accommodation ?? ''],
    ['/rsvp', 'Confirmar Asistencia'],
    ['/rsvp-form', 'Confirmar Asistencia'],
    ['/gallery', settings?.pageTitles?.gallery ?? ''],
    ['/coming', 'COMING SOON'],
    ['/portfolio-masonary', 'Portfolio Masonry'],
    ['/portfolio-masonary-s2', 'Portfolio Masonry'],
    ['/404', 'Oops! Page Not Found!'],
    ['/project-single/1', project?.title ?? ''],
    ['/login', 'Sign In'],
    ['/register', 'Signup'],
    ['/forgot-password', 'Forgot Password'],
    ['/home3', 'Oops! Page Not Found!'],
  ]
}

describe('every route of the spec', () => {
  it('shows its heading without errors', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    const problems = watchProblems(page)
    const seen: Array<[string, string]> = []
    for (const [path, heading] of await routeTable()) {
      await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'networkidle' })
      const h1 = page.getByRole('heading', { level: 1 }).first()
      await h1.waitFor()
      seen.push([path, (await h1.textContent()) ?? ''])
      expect(seen.at(-1)?.[1], path).toContain(heading)
    }
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] })
    await page.close()
  })
})
