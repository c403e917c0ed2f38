import type { AxeResults, Result as AxeRuleResult } from 'axe-core'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { devices, type DeviceName } from './chromium'
import { inTurns } from './in-turns'

export type AxeViolation = { id: string; impact: string; nodes: number; targets: string[] }

export type AxeRouteResult = {
  route: string
  viewport: DeviceName
  violations: AxeViolation[]
  error?: string
}

type ViolationLike = Pick<AxeRuleResult, 'id' | 'impact' | 'nodes'>

const firstTargets = 3

export function summariseViolations(violations: ViolationLike[]): AxeViolation[] {
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, firstTargets).map((node) => node.target.join(' ')),
  }))
}

/** The most violations any one route has at any width: the figure the budget holds at 0. */
export function worstRoute(results: AxeRouteResult[]): number {
  return Math.max(0, ...results.map((result) => result.violations.length + (result.error ? 1 : 0)))
}

async function axeSource(): Promise<string> {
  const require = createRequire(import.meta.url)
  return readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
}

/** Waits until the page's own CSS transitions and animations have ended (endless ones aside). */
function settledMotion(): Promise<void> {
  const ending = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))
  return Promise.all(ending).then(() => undefined)
}

/** axe on one route in `page`, once its content is visible and its fonts and motion settled. */
async function axeOneRoute(
  page: Page,
  baseUrl: string,
  route: string,
  viewport: DeviceName,
  source: string,
): Promise<AxeRouteResult> {
  try {
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' })
    await page
      .getByRole('heading', { level: 1 })
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    // entrance transitions finish before contrast is judged
    await page.evaluate(settledMotion)
    await page.addScriptTag({ content: source })
    const axe = (await page.evaluate(() =>
      (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run(),
    )) as AxeResults
    return { route, viewport, violations: summariseViolations(axe.violations) }
  } catch (error) {
    return {
      route,
      viewport,
      violations: [],
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    }
  }
}

/**
 * Pages per width that take the routes in turn. Each route waits half a second or more for the
 * network to be quiet, so three at once took the phase from 34 s to 27 s on two cores (one run
 * each).
 */
const pagesAtOnce = 3

async function axeOneViewport(
  browser: Browser,
  baseUrl: string,
  routes: readonly string[],
  viewport: DeviceName,
  source: string,
): Promise<AxeRouteResult[]> {
  // axe-core goes in as an inline script, which the site's Content-Security-Policy refuses
  const context = await browser.newContext({ ...devices[viewport], bypassCSP: true })
  const pages = await Promise.all(Array.from({ length: pagesAtOnce }, () => context.newPage()))
  const results: AxeRouteResult[] = []
  await inTurns(routes.length, pages.length, async (index, lane) => {
    results[index] = await axeOneRoute(pages[lane]!, baseUrl, routes[index] ?? '', viewport, source)
  })
  await context.close()
  return results
}

/**
 * axe-core's default rules on every route (the route table's addresses, see
 * tooling/site-addresses.ts), once its content is visible and its fonts and motion settled;
 * the phone and the desktop side by side, each in its own context.
 */
export async function runAxe(
  browser: Browser,
  baseUrl: string,
  routes: readonly string[],
): Promise<AxeRouteResult[]> {
  const source = await axeSource()
  const viewports = Object.keys(devices) as DeviceName[]
  const perViewport = await Promise.all(
    viewports.map((viewport) => axeOneViewport(browser, baseUrl, routes, viewport, source)),
  )
  return perViewport.flat()
}
