import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcBody } from '../support/rpc-request'
import { launchBrowser, viewports } from './support/browser'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const emptyFieldToast = 'Empty field is not allowed!'
const live = { timeout: 30_000 }

/** Every submit that reaches the window, and whether the page's own code handled it. */
const countSubmits = `window.__submits = [];
addEventListener('submit', (event) => window.__submits.push(event.defaultPrevented));`

let pressed = () => {}

/**
 * A fresh page opened by its address on a phone whose CPU is six times slower; its app's code
 * may be held back until the test calls pressed(), so the press surely comes first.
 */
async function openOnSlowPhone(path: string, { holdAppUntilPressed = false } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports.phone })
  if (holdAppUntilPressed) {
    const press = new Promise<void>((resolve) => (pressed = resolve))
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await press
      await route.continue()
    })
  }
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  await page.addInitScript({ content: countSubmits })
  await page.goto(`${siteUrl()}${path}`, { waitUntil: 'domcontentloaded' })
  return page
}

/** What the page shows once it has nothing left to load or replay. */
async function whenSettled(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  return {
    toasts: await page.getByText(emptyFieldToast).count(),
    submits: await page.evaluate(() => Reflect.get(window, '__submits') as boolean[]),
    path: new URL(page.url()).pathname + new URL(page.url()).search,
  }
}

const authForms = [
  {
    path: '/login',
    fields: ['#login-email', '#login-password'],
    button: 'Login',
    messages: ['The email field is required.', 'The password field is required.'],
  },
  {
    path: '/register',
    fields: ['#register-name', '#register-email', '#register-password'],
    button: 'Sign Up',
    messages: [
      'The full name field is required.',
      'The email field is required.',
      'The password field is required.',
      'The confirm password field is required.',
    ],
  },
  {
    path: '/forgot-password',
    fields: ['#forgot-email'],
    button: 'Resend Password',
    messages: ['The email field is required.'],
  },
]

describe('a press on a slow phone before the page is live', () => {
  for (const { path, fields, button, messages } of authForms) {
    it(`${path} with its fields cleared shows each field's message and one «${emptyFieldToast}»`, async () => {
      const page = await openOnSlowPhone(path)
      for (const field of fields) await page.locator(field).fill('')
      await page.getByRole('button', { name: button }).click()

      await page.getByText(emptyFieldToast).first().waitFor(live)
      for (const message of messages) await page.getByText(message).waitFor(live)
      const settled = await whenSettled(page)
      expect(settled.toasts).toBe(1)
      expect(settled.submits).toEqual([true])
      expect(settled.path).toBe(path)
      await page.close()
    })
  }

  it('/coming takes «Notify Me» once, as the live form does: nothing sent, nothing lost', async () => {
    const page = await openOnSlowPhone('/coming')
    await page.locator('#coming-soon-name').fill('Ana López')
    await page.locator('#coming-soon-email').fill('ana@example.com')
    await page.getByRole('button', { name: 'Notify Me' }).click()

    await page.waitForFunction(
      () => (Reflect.get(window, '__submits') as boolean[]).length > 0,
      undefined,
      live,
    )
    const settled = await whenSettled(page)
    expect(settled.submits).toEqual([true])
    expect(settled.path).toBe('/coming')
    await expect(page.locator('#coming-soon-name').inputValue()).resolves.toBe('Ana López')
    await expect(page.locator('#coming-soon-email').inputValue()).resolves.toBe('ana@example.com')
    await page.close()
  })

  it('/rsvp looks up a number sent before the page is live, once, and shows its card', async () => {
    const page = await openOnSlowPhone('/rsvp', { holdAppUntilPressed: true })
    const lookUps: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/rpc/find_invitation')) lookUps.push(request.postData() ?? '')
    })
    await page.getByRole('textbox', { name: 'Número de invitación' }).fill('008')
    await page.getByRole('button', { name: 'Buscar' }).click()
    pressed()

    // without the app, the form asks for this page with the number: its early look-up answers
    await page.getByRole('heading', { name: 'Familia Castillo Vega' }).waitFor(live)
    await page.getByText('¡Invitado encontrado!').waitFor(live)
    const settled = await whenSettled(page)
    expect(settled.path).toBe('/rsvp?invitation=008')
    expect(lookUps).toEqual([rpcBody('find_invitation', { p_human_key: '008' })])
    await page.close()
  })
})
