import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { layoutQuery } from '../../web/src/content/queries'
import { queryDefaultDataset } from '../support/default-dataset'
import {
  launchBrowser,
  saveScreenshot,
  viewports,
  watchProblems,
  withoutBenignImageAborts,
} from './support/browser'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('the inner pages', () => {
  it.each([
    ['/story', 'story'],
    ['/accomodation', 'accommodation'],
    ['/gallery', 'gallery'],
  ] as const)('%s shows its title and a breadcrumb back to the invitation', async (path, key) => {
    const { settings } = await queryDefaultDataset(layoutQuery)
    const page = await browser.newPage({ viewport: viewports.phone })
    const problems = watchProblems(page)
    await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' })
    const title = settings?.pageTitles?.[key] ?? ''
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(await withoutBenignImageAborts(page, problems)).toEqual({
      consoleErrors: [],
      failedRequests: [],
    })
    // Leaving the page cancels the images still loading below the fold; that is no problem.
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' })
    await breadcrumb.getByRole('link', { name: settings?.pageTitles?.home ?? '' }).click()
    await page.waitForURL(/\/home$/)
    await saveScreenshot(page, `page-${key}`)
    expect(await withoutBenignImageAborts(page, problems)).toEqual({
      consoleErrors: [],
      failedRequests: [],
    })
    await page.close()
  })

  it('shows the not-found page for an unknown address', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    await page.goto(`${siteUrl()}/no-existe`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Oops! Page Not Found!' }).waitFor()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await page.waitForURL(/\/home$/)
    await page.close()
  })
})

describe('the link preview', () => {
  it('is in the HTML a chat app fetches, before any JavaScript', async () => {
    const html = await (await fetch(`${siteUrl()}/rsvp?invitation=001`)).text()
    const { settings } = await queryDefaultDataset(layoutQuery)
    expect(html).toContain(
      `<meta property="og:title" content="${settings?.seo?.title?.replace(/&/g, '&amp;')}"`,
    )
    expect(html).toMatch(/<meta property="og:image" content="[^"]*og-image\.jpg"/)
    const image = await fetch(`${siteUrl()}/og-image.jpg`)
    expect(image.headers.get('content-type')).toMatch(/image\/jpeg/)
  })
})
