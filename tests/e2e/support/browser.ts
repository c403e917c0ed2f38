import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page, Request } from 'playwright-core'
import { chromiumPath, launchChromium as launchWithProjectFlags } from '../../../bench/chromium'
import { e2eWorkers } from './workers'
import { sitePorts } from './site-server'

export const screenshotDir = path.resolve('screenshots')

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 in an embedder without the browser's
 * own layer, a little over half of Chromium's processor time for the same pages (the browser
 * tests: 415 processor seconds in 243 s, instead of 724 in 381 s). It draws local fonts otherwise
 * (a fallback font measured 6 % wider than in Chromium), so the tests that measure drawn text
 * launch Chromium. Chromium when the shell is not installed: every test passes in both.
 */
const shellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
const headlessShellPath = existsSync(shellPath) ? shellPath : chromiumPath

function launch(executablePath: string, extraArgs: readonly string[]): Promise<Browser> {
  return launchWithProjectFlags({
    executablePath,
    extraArgs: [
      '--disable-quic',
      // Chromium refuses some ports (4190 is one); the test servers' own ports must always work.
      `--explicitly-allowed-ports=${sitePorts(e2eWorkers).join(',')}`,
      ...extraArgs,
    ],
  })
}

/**
 * Debian's headless shell (see `headlessShellPath`) with the suite's flags, and `extraArgs` (a
 * fake camera, say): what most files drive.
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return launch(headlessShellPath, extraArgs)
}

/**
 * Debian's Chromium itself with the suite's flags: it draws text as a guest's Chrome does, local
 * fonts found by name included. For the tests that measure what is drawn (layout shifts, the font
 * fallbacks' metrics) and the engine-neutral flows.
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return launch(chromiumPath, extraArgs)
}

export type PageProblems = { consoleErrors: string[]; failedRequests: string[] }

/** Records what a guest would never see but we must: console errors and failed requests. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] }
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message))
  // What the page had open when it was sent elsewhere (page.goto, a reload), or asked for while
  // leaving (until the next document commits), the browser aborts as it leaves: the test's own
  // doing, not a failure the guest would meet.
  const open = new Set<Request>()
  const leftBehind = new WeakSet<Request>()
  let leaving = false
  page.on('request', (request) => {
    if (request.isNavigationRequest()) {
      if (request.frame() !== page.mainFrame()) return
      leaving = true
      for (const pending of open) leftBehind.add(pending)
    } else if (leaving) leftBehind.add(request)
    open.add(request)
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false
  })
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => {
    open.delete(request)
    const error = request.failure()?.errorText ?? 'failed'
    if (error === 'net::ERR_ABORTED' && leftBehind.has(request)) return
    problems.failedRequests.push(`${request.url()} (${error})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.failedRequests.push(`${response.status()} ${response.url()}`)
  })
  return problems
}

/**
 * A full-page screenshot for people to look at, into screenshots/. Not in CI unless
 * E2E_SCREENSHOTS=1: a fresh clone's folder is thrown away there, and the 28 pages up to 16,700 px
 * tall cost half a second to a second of the browser's time each.
 */
export async function saveScreenshot(page: Page, name: string) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return
  await mkdir(screenshotDir, { recursive: true })
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
}

const abortedRequest = /^(.+) \(net::ERR_ABORTED\)$/

/**
 * Tells a benign cancellation from a guest-visible failure. Chromium aborts an image request when
 * it no longer needs it (the element left, or it picked another candidate of the srcset); that is
 * no problem as long as no image on the page ends broken. Any broken image is reported, and so is
 * an aborted request whose image is broken.
 */
export async function withoutBenignImageAborts(
  page: Page,
  problems: PageProblems,
): Promise<PageProblems> {
  const aborted = problems.failedRequests.flatMap((entry) => {
    const url = abortedRequest.exec(entry)?.[1]
    return url && /\.(webp|jpe?g|png|avif)(\?|$)/.test(url) ? [url] : []
  })
  const { brokenImages, stillFailing } = await page.evaluate((abortedUrls) => {
    const absolute = (url: string) => new URL(url, document.baseURI).href
    const images = [...document.images].map((image) => ({
      urls: [
        image.currentSrc,
        image.src,
        ...image.srcset.split(',').map((c) => c.trim().split(' ')[0] ?? ''),
      ]
        .filter(Boolean)
        .map(absolute),
      broken: image.complete && image.naturalWidth === 0 && Boolean(image.currentSrc || image.src),
    }))
    return {
      brokenImages: images.filter((image) => image.broken).map((image) => image.urls[0] ?? ''),
      stillFailing: abortedUrls.filter((url) =>
        images.some((image) => image.broken && image.urls.includes(url)),
      ),
    }
  }, aborted)
  const benign = new Set(aborted.filter((url) => !stillFailing.includes(url)))
  return {
    consoleErrors: problems.consoleErrors,
    failedRequests: [
      ...problems.failedRequests.filter(
        (entry) => !benign.has(abortedRequest.exec(entry)?.[1] ?? ''),
      ),
      ...brokenImages.map((url) => `broken image ${url}`),
    ],
  }
}
