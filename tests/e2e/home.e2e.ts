import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { homePageQuery } from '../../web/src/content/queries'
import { queryDefaultDataset } from '../support/default-dataset'
import { launchBrowser, saveScreenshot, viewports, watchProblems } from './support/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('the invitation home page in a real browser', () => {
  it.each(Object.entries(viewports))(
    'shows the couple from the dataset on a %s',
    async (name, viewport) => {
      const { hero } = await queryDefaultDataset(homePageQuery)
      const page = await browser.newPage({ viewport })
      const problems = watchProblems(page)
      await page.goto(`${inject('baseUrl')}/`, { waitUntil: 'networkidle' })
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading.textContent()).resolves.toContain(hero?.partnerOne)
      await expect(heading.textContent()).resolves.toContain(hero?.partnerTwo)
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es')
      await saveScreenshot(page, `home-${name}`)
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] })
      await page.close()
    },
  )
})
