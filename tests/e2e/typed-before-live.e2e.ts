import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  earlyPressAttribute,
  earlyPressStateKey,
  type HeldPresses,
} from '../../web/src/lib/early-press/held-press'
import { launchBrowser, viewports } from './support/browser'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const appCode = /\/assets\/.+\.js$/

/**
 * Opens a prerendered page whose code is held back until `type` has run, as on a slow phone where
 * the person types before the page is live.
 */
async function typeBeforeLive(path: string, type: (page: Page) => Promise<void>): Promise<Page> {
  const page = await browser.newPage({ viewport: viewports.phone })
  let typed = () => {}
  const typing = new Promise<void>((resolve) => (typed = resolve))
  await page.route(appCode, async (route) => {
    await typing
    await route.continue()
  })
  await page.goto(`${siteUrl()}${path}`, { waitUntil: 'domcontentloaded' })
  await type(page)
  typed()
  // the press that follows is the page's first move: it is held until the form is live
  await page.waitForLoadState('networkidle')
  return page
}

/**
 * Waits until every early-press form on the page is live and the press held before that, if any,
 * has been replayed: after it, a field typed anew is not what that press sends.
 */
async function pressesReplayed(page: Page) {
  await page.waitForFunction(
    ([stateKey, attribute]) => {
      const state = Reflect.get(window, stateKey) as HeldPresses | undefined
      const forms = [...document.querySelectorAll(`form[${attribute}]`)]
      return Boolean(state && !state.held && forms.length && forms.every((f) => state.live.has(f)))
    },
    [earlyPressStateKey, earlyPressAttribute] as const,
  )
}

describe('what a person types before the page is live', () => {
  it('/login signs in with the typed address, not the sample one: a stranger stays', async () => {
    const page = await typeBeforeLive('/login', async (before) => {
      await before.locator('#login-email').fill('guest@example.com')
    })
    await page.getByRole('button', { name: 'Login' }).click()
    // a press before the form was live is replayed once it is, with what the fields hold then
    await pressesReplayed(page)
    // the sample address would sign in, in the press's own handler, and leave for /home
    expect(new URL(page.url()).pathname).toBe('/login')
    await expect(page.locator('#login-email').inputValue()).resolves.toBe('guest@example.com')
    // A later press with the sample address does get through, and only from /login: had the
    // first press signed in, the page would have left for /home before it.
    await page.locator('#login-email').fill('user@example.com')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL('**/home')
    await page
      .getByText(/You successfully Login/)
      .first()
      .waitFor()
    await page.close()
  })

  it('/login with both fields cleared says «Empty field is not allowed!»', async () => {
    const page = await typeBeforeLive('/login', async (before) => {
      await before.locator('#login-email').fill('')
      await before.locator('#login-password').fill('')
    })
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByText('Empty field is not allowed!').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    await page.close()
  })

  it('/register takes the four typed fields', async () => {
    const page = await typeBeforeLive('/register', async (before) => {
      await before.locator('#register-name').fill('Ana López')
      await before.locator('#register-email').fill('ana@example.com')
      await before.locator('#register-password').fill('una clave')
      await before.locator('#register-confirm-password').fill('una clave')
    })
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await page.getByText('Registration Complete successfully!').first().waitFor()
    await page.waitForURL(/\/login$/)
    await page.close()
  })

  it('/forgot-password takes the typed address', async () => {
    const page = await typeBeforeLive('/forgot-password', async (before) => {
      await before.locator('#forgot-email').fill('ana@example.com')
    })
    await page.getByRole('button', { name: 'Resend Password' }).click()
    await page.getByText('You successfully Login!').first().waitFor()
    await page.close()
  })

  it('/coming keeps what was typed when «Notify Me» is pressed: no reload, no query string', async () => {
    const page = await typeBeforeLive('/coming', async (before) => {
      // a reload or a navigation would start a new document without this marker
      await before.evaluate(() => Object.assign(window, { __marker: 1 }))
      await before.locator('#coming-soon-name').fill('Ana López')
      await before.locator('#coming-soon-email').fill('guest@example.com')
      await before.getByRole('button', { name: 'Notify Me' }).click()
    })
    expect(page.url()).toBe(`${siteUrl()}/coming`)
    await expect(page.evaluate(() => Reflect.get(window, '__marker'))).resolves.toBe(1)
    await expect(page.locator('#coming-soon-name').inputValue()).resolves.toBe('Ana López')
    await expect(page.locator('#coming-soon-email').inputValue()).resolves.toBe('guest@example.com')
    await page.close()
  })
})
