import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest'
import { siteAddresses } from '../../tooling/site-addresses'
import { photoScreenPath, routeFor, type PageId } from '../../web/src/config/paths'
import { layoutQuery, portfolioProjectsQuery } from '../../web/src/content/queries'
import { queryDefaultDataset } from '../support/default-dataset'
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

const notFoundHeading = 'Oops! Page Not Found!'

/** The main heading each page of the table shows, from the default content where it is content. */
async function headingOf(): Promise<(path: string) => string> {
  const { settings } = await queryDefaultDataset(layoutQuery)
  const projects = await queryDefaultDataset(portfolioProjectsQuery)
  const titles = settings?.pageTitles
  const byPage: Record<PageId, (path: string) => string> = {
    invitation: () => settings?.partnerOne ?? '',
    story: () => titles?.story ?? '',
    accommodation: () => titles?.accommodation ?? '',
    rsvp: () => 'Confirmar Asistencia',
    gallery: () => titles?.gallery ?? '',
    photos: (path) => (path === photoScreenPath ? 'Fotos de la boda' : 'Comparte tus fotos'),
    comingSoon: () => 'COMING SOON',
    portfolioMasonry: () => 'Portfolio Masonry',
    portfolioMasonryS2: () => 'Portfolio Masonry',
    projectSingle: (path) =>
      projects.find((project) => path === `/project-single/${project.number}`)?.title ?? '',
    login: () => 'Sign In',
    register: () => 'Signup',
    forgotPassword: () => 'Forgot Password',
    shop: () => 'Lista de regalos',
    cart: () => 'Carrito',
    checkout: () => 'Finalizar compra',
    notFound: () => notFoundHeading,
    coupleDashboard: () => 'Panel de los novios',
    door: () => 'Puerta',
  }
  return (path) => {
    const route = routeFor(path)
    if (!route) throw new Error(`${path} is not in the route table`)
    return byPage[route.page](path)
  }
}

const addresses = await siteAddresses()
const unknownAddresses = ['/home3', '/rsvp/extra', '/shop/x/y']
// Chromium logs the 404 answer of the document itself.
const documentNotFound =
  'Failed to load resource: the server responded with a status of 404 (Not Found)'

/** Whether React owns the element: hydrated or rendered by the app. */
const ownedByReact = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))

/**
 * Waits until the app has taken over the served heading. Parts of the first screen that need MUI
 * (the RSVP form) hydrate on the guest's first move, so the move is repeated while a busy machine
 * (three pages at once) has not yet attached the app's listener.
 */
async function untilOwnedByReact(page: Page, expect: ExpectStatic) {
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1)
        return ownedByReact(page)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
}

// Each test opens its own page and only reads: they run side by side (maxConcurrency in the config).
describe.concurrent('every route of the table, opened directly', () => {
  it('has 28 addresses (with the door at /novios/puerta, the photos at /fotos and the TV at /fotos/pantalla), one per page and one per portfolio project', ({
    expect,
  }) => {
    expect(addresses).toHaveLength(28)
    expect(addresses).toContain('/fotos')
    expect(addresses).toContain('/fotos/pantalla')
    expect(addresses).toContain('/rsvp-form')
    expect(addresses).toContain('/project-single/7')
    expect(addresses).toContain('/novios')
  })

  it.for(addresses)('%s shows its heading with JavaScript turned off', async (path, { expect }) => {
    const heading = (await headingOf())(path)
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: viewports.phone,
    })
    const page = await context.newPage()
    const response = await page.goto(`${siteUrl()}${path}`)
    expect(response?.status()).toBe(200)
    const h1 = page.getByRole('heading', { level: 1 }).first()
    expect(await h1.isVisible()).toBe(true)
    expect(await h1.textContent()).toContain(heading)
    expect(await page.title()).not.toBe('')
    // The first paint waits until the element index.html's rel=expect names is parsed; without
    // it on the page, the paint would wait for the whole document.
    const heldUntil = await page.locator('link[rel="expect"]').getAttribute('href')
    expect(heldUntil).toMatch(/^#/)
    expect(await page.locator(heldUntil ?? '').count()).toBe(1)
    await context.close()
  })

  it.for(addresses)(
    '%s hydrates its own HTML without a console error',
    async (path, { expect }) => {
      const heading = (await headingOf())(path)
      const page = await browser.newPage({ viewport: viewports.phone })
      const problems = watchProblems(page)
      await page.goto(`${siteUrl()}${path}`, { waitUntil: 'domcontentloaded' })
      const h1 = page.getByRole('heading', { level: 1 }).first()
      // The served heading is on screen before the app runs, and it is the one the app takes over.
      expect(await h1.isVisible()).toBe(true)
      const served = await h1.elementHandle()
      await page.waitForLoadState('networkidle')
      await untilOwnedByReact(page, expect)
      await page.waitForLoadState('networkidle')
      expect(await served?.evaluate((element) => element.isConnected)).toBe(true)
      expect(await h1.textContent()).toContain(heading)
      expect(await withoutBenignImageAborts(page, problems)).toEqual({
        consoleErrors: [],
        failedRequests: [],
      })
      await page.close()
    },
  )
})

describe.concurrent('an address the table does not know', () => {
  it.for(unknownAddresses)('%s answers 404 with the not-found page', async (path, { expect }) => {
    const page = await browser.newPage({ viewport: viewports.phone })
    const problems = watchProblems(page)
    const response = await page.goto(`${siteUrl()}${path}`, {
      waitUntil: 'domcontentloaded',
    })
    expect(response?.status()).toBe(404)
    const h1 = page.getByRole('heading', { level: 1 }).first()
    expect(await h1.isVisible()).toBe(true)
    await page.waitForLoadState('networkidle')
    await untilOwnedByReact(page, expect)
    expect(await h1.textContent()).toBe(notFoundHeading)
    expect(await page.title()).toBe('Página no encontrada')
    // the 404 itself is the answer we asked for; nothing else may fail
    expect(problems).toEqual({
      consoleErrors: [documentNotFound],
      failedRequests: [`404 ${siteUrl()}${path}`],
    })
    await page.close()
  })

  it('answers 404 for a project that is not in the content, and the app says so', async ({
    expect,
  }) => {
    const path = '/project-single/99'
    const page = await browser.newPage({ viewport: viewports.phone })
    const problems = watchProblems(page)
    const response = await page.goto(`${siteUrl()}${path}`)
    expect(response?.status()).toBe(404)
    // The address fits a route of the table, so the app renders it instead of hydrating 404.html.
    await page.getByRole('heading', { level: 1, name: notFoundHeading }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual({
      consoleErrors: [documentNotFound],
      failedRequests: [`404 ${siteUrl()}${path}`],
    })
    await page.close()
  })
})
