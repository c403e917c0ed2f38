import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, watchProblems, withoutBenignImageAborts } from './support/browser'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('the image check of the browser tests', () => {
  it('passes an image fetch the browser gave up, and fails an image that ends broken', async () => {
    const base = siteUrl()
    const page = await browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${base}/404`, { waitUntil: 'networkidle' })
    // what Chromium reports when it stops fetching a photo no element shows any more
    problems.failedRequests.push(`${base}/assets/left-behind-320w.webp (net::ERR_ABORTED)`)
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const image = new Image()
          image.onerror = resolve
          image.src = '/assets/missing-320w.webp'
          document.body.append(image)
        }),
    )
    expect(await withoutBenignImageAborts(page, problems)).toEqual({
      consoleErrors: [
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
      ],
      failedRequests: [
        `404 ${base}/assets/missing-320w.webp`,
        `broken image ${base}/assets/missing-320w.webp`,
      ],
    })
    await page.close()
  })

  it('passes what the page still had open when the test sent it elsewhere, not what it dropped', async () => {
    const base = siteUrl()
    const page = await browser.newPage()
    const problems = watchProblems(page)
    // requests that get no answer, so they are still open when the page lets go of them
    await page.route('**/never-answers?**', () => undefined)
    await page.goto(`${base}/404`, { waitUntil: 'networkidle' })
    const start = (name: string) =>
      Promise.all([
        page.waitForRequest(`${base}/never-answers?${name}`),
        page.evaluate((url) => {
          const controller = new AbortController()
          Reflect.set(window, '__dropRequest', () => controller.abort())
          fetch(url, { signal: controller.signal }).catch(() => undefined)
        }, `/never-answers?${name}`),
      ])
    await start('dropped')
    await Promise.all([
      page.waitForEvent('requestfailed'),
      page.evaluate(() => (Reflect.get(window, '__dropRequest') as () => void)()),
    ])
    await start('left-behind')
    await page.goto(`${base}/404`, { waitUntil: 'networkidle' })
    expect(problems.failedRequests).toEqual([`${base}/never-answers?dropped (net::ERR_ABORTED)`])
    await page.close()
  })
})
