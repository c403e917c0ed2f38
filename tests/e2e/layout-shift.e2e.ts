import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { launchChromium, viewports } from './support/browser'
import { pageSettled, readShifts, recordShifts } from './support/layout-shifts'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** The pages `npm run bench` budgets for layout shift, and the other sign-in pages beside them. */
const pages = [
  '/',
  '/home',
  '/rsvp',
  '/rsvp-form',
  '/404',
  '/login',
  '/register',
  '/forgot-password',
]

/** Our phone, and the one Lighthouse's mobile run emulates (a Moto G Power). */
const phones = { phone: viewports.phone, lighthousePhone: { width: 412, height: 823 } }

async function openFresh(
  path: string,
  viewport: { width: number; height: number },
  fontDelay?: number,
) {
  // A fresh context has an empty cache, like a guest opening a WhatsApp link for the first time.
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1.75 })
  const page: Page = await context.newPage()
  if (fontDelay !== undefined) {
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, fontDelay))
      await route.continue()
    })
  }
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(recordShifts)
  await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' })
  await pageSettled(page)
  const shifts = await readShifts(page)
  await context.close()
  return shifts
}

// Each test has its own context; they run side by side (maxConcurrency in the config).
describe.concurrent('a prerendered page going live', () => {
  for (const [phoneName, viewport] of Object.entries(phones)) {
    for (const path of pages) {
      it(`keeps ${path} still on a ${viewport.width} px phone (${phoneName})`, async ({
        expect,
      }) => {
        const shifts = await openFresh(path, viewport)
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
        // The pages issue 19 holds to no shift at all; the others to the budget.
        const limit = ['/', '/home', '/rsvp', '/rsvp-form'].includes(path) ? 0 : 0.01
        expect(total, JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(limit)
      })
    }
  }
})

/**
 * The fonts, late on purpose, at a different moment in each run: ten loaded runs per page. The
 * page's text paints in the metric-matched local fallbacks, and lines wrap alike and are as tall
 * in both fonts; the hero's centred text, whose lines a fallback matches only on average, waits
 * for its own fonts (tooling/fonts/hero-fonts.ts). Nothing moves, not even sideways.
 */
// One page at a time: three at once on CI's two cores made the hero's status line and tagline
// report a shift now and then (the same position, a resized box) that a lone page never shows.
describe('a web font arriving late', () => {
  // Before the first paint, around the app's start, and well after it. Not near three seconds:
  // the hero's `font-display: block` gives up waiting then and paints the fallback, by design,
  // so a font arriving around 2.5 s made this test race the browser's timer (it failed 1 run in
  // a few on CI). The swaps in between behave as these do.
  const fontDelays = [150, 800, 1500]
  // the 390 px phone only: the 412 px one lays the hero out the same way
  for (const [phoneName, viewport] of Object.entries({ phone: phones.phone })) {
    for (const path of ['/', '/home', '/rsvp']) {
      for (const fontDelay of fontDelays) {
        it(`moves nothing on ${path} at ${viewport.width} px (${phoneName}) when the fonts arrive after ${fontDelay} ms`, async ({
          expect,
        }) => {
          const shifts = await openFresh(path, viewport, fontDelay)
          expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([])
        })
      }
    }
  }
})
