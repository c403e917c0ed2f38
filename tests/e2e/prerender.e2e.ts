import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatLongDate } from '../../web/src/lib/dates'
import { sectionOf } from '../support/page-sections'
import {
  launchBrowser,
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

describe('the prerendered site', () => {
  it('shows the hero, names, date and events with JavaScript turned off', async () => {
    const { hero } = await sectionOf('sectionHero')
    const { events } = await sectionOf('sectionEvents')
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: viewports.phone,
    })
    const page = await context.newPage()
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(`${siteUrl()}/`)
    const names = page.getByRole('heading', { level: 1 })
    expect(await names.textContent()).toContain(hero?.partnerOne)
    expect(await names.textContent()).toContain(hero?.partnerTwo)
    expect(await names.isVisible()).toBe(true)
    const date = formatLongDate(hero?.weddingDate ?? '', hero?.timeZone ?? '')
    expect(await page.locator('#home time').textContent()).toBe(date)
    expect(await page.locator('#home img').first().isVisible()).toBe(true)
    for (const event of events?.events ?? []) {
      expect(
        await page
          .locator('#events')
          .getByText(event.title ?? '')
          .first()
          .isVisible(),
      ).toBe(true)
    }
    // Every part of the page is in place in the HTML itself, none waits for a script to move it.
    expect(await page.locator('[hidden][id^="S:"]').count()).toBe(0)
    expect(requests.some((url) => /\.js$/.test(url))).toBe(false)
    await context.close()
  })

  it("paints with the local fallback fonts first, then loads the page's web fonts", async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' })
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2') && !entry.name.includes('-hero-'))
        .map((entry) => entry.startTime),
    }))
    expect(timing.firstPaint).toBeGreaterThan(0)
    expect(timing.fonts.length).toBeGreaterThan(0)
    for (const start of timing.fonts) expect(start).toBeGreaterThan(timing.firstPaint!)
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('600 1em "Cormorant Garamond"')))
      .toBe(true)
    await page.close()
  })

  it("paints the hero's text only once its own font is in, and starts the app after", async () => {
    const context = await browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    // One hero face late, the one of the message under the names (Cormorant 500, upright, which
    // no other hero text uses), so its text can be told apart from those whose fonts were in.
    const lateFont = /cormorant-garamond-latin-500-normal-hero-[^/]*\.woff2$/
    const fontDelay = 700
    await page.route(lateFont, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, fontDelay))
      await route.continue()
    })
    await page.addInitScript(() => {
      const painted: number[] = []
      Object.assign(window, { messagePaints: painted })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { element: Element | null; url: string }
        >) {
          if (entry.url === '' && entry.element?.matches('.hero__finished')) {
            painted.push(entry.startTime)
          }
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' })
    const timing = await page.evaluate((pattern) => {
      const ends = (name: RegExp) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => name.test(entry.name))
          .map((entry) => ({
            start: entry.startTime,
            end: (entry as PerformanceResourceTiming).responseEnd,
          }))
      return {
        lateFont: ends(new RegExp(pattern)),
        app: ends(/\/assets\/index-[^/]*\.js$/),
        paints: (window as unknown as { messagePaints: number[] }).messagePaints,
      }
    }, lateFont.source)
    expect(timing.lateFont).toHaveLength(1)
    const fontIn = timing.lateFont[0]!.end
    expect(fontIn).toBeGreaterThan(fontDelay)
    expect(timing.paints.length).toBeGreaterThan(0)
    for (const paint of timing.paints) expect(paint).toBeGreaterThanOrEqual(fontIn)
    expect(timing.app).toHaveLength(1)
    expect(timing.app[0]!.start).toBeGreaterThan(fontIn)
    expect(
      await page.evaluate(() => document.fonts.check('500 1em "Cormorant Garamond Hero"')),
    ).toBe(true)
    await context.close()
  })

  it('loads the web fonts without JavaScript too', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url())
    })
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' })
    expect(fonts.length).toBeGreaterThan(0)
    await context.close()
  })

  it('names the RSVP page in its title, with JavaScript and without', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const staticPage = await context.newPage()
    await staticPage.goto(`${siteUrl()}/rsvp`)
    expect(await staticPage.title()).toBe('Confirmar Asistencia')
    await context.close()
    const page = await browser.newPage()
    await page.goto(`${siteUrl()}/rsvp`, { waitUntil: 'networkidle' })
    expect(await page.title()).toBe('Confirmar Asistencia')
    await page.close()
  })

  it.each(['/', '/story', '/accomodation', '/gallery', '/rsvp?invitation=001'])(
    'hydrates %s without a mismatch or a content request',
    async (path) => {
      const page = await browser.newPage({ viewport: viewports.phone })
      const problems = watchProblems(page)
      const contentRequests: string[] = []
      page.on('request', (request) => {
        if (/embedded-source|sanity-source|apicdn\.sanity\.io/.test(request.url()))
          contentRequests.push(request.url())
      })
      await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' })
      expect(await page.locator('#prerendered-page').count()).toBe(1)
      expect(await withoutBenignImageAborts(page, problems)).toEqual({
        consoleErrors: [],
        failedRequests: [],
      })
      expect(contentRequests).toEqual([])
      await page.close()
    },
  )

  it('hydrates a section below the first screen in place when the guest scrolls to it', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop })
    const problems = watchProblems(page)
    const chunks: string[] = []
    page.on('request', (request) => chunks.push(request.url()))
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' })
    expect(chunks.some((url) => url.includes('/events-section'))).toBe(false)
    const photo = await page.locator('#events img').first().elementHandle()
    // Past 400 px the header fixes and the back-to-top button arrives: the page must not re-render.
    await page.mouse.wheel(0, 600)
    await page.waitForLoadState('networkidle')
    await page.locator('#events').scrollIntoViewIfNeeded()
    // already recorded if the wheel brought it near enough: waitForRequest would miss that one
    await expect.poll(() => chunks.some((url) => url.includes('/events-section'))).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await photo?.evaluate((element) => element.isConnected)).toBe(true)
    expect(await withoutBenignImageAborts(page, problems)).toEqual({
      consoleErrors: [],
      failedRequests: [],
    })
    await page.close()
  })
})
