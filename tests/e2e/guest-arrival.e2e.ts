import type { Browser, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, viewports } from './support/browser'
import { readShifts, recordShifts } from './support/layout-shifts'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

const lookUp = (request: Request) => request.url().endsWith('/rest/v1/rpc/find_invitation')

describe("a guest's personal link", () => {
  it("looks the invitation up and shows the family's name before the app's code has loaded", async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    // The app's entry is held back until the family's name is on screen (10 s at most): neither
    // the look-up nor the name may wait for the app.
    let askedEarly = false
    page.on('request', (request) => {
      if (lookUp(request)) askedEarly = true
    })
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    // 010: an invitation no other browser test answers
    await page.goto(`${siteUrl()}/rsvp?invitation=010`, { waitUntil: 'commit' })
    const shownEarly = await page
      .getByText('Familia Morales Cruz')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      )
    release()
    expect({ askedEarly, shownEarly }).toEqual({ askedEarly: true, shownEarly: true })

    // the app puts its card in the name's place, from the page's answer instead of asking again
    await page.getByRole('heading', { name: 'Familia Morales Cruz' }).waitFor()
    const lookUps: Request[] = []
    page.on('request', (request) => lookUp(request) && lookUps.push(request))
    await page.getByRole('radio', { name: 'No podré asistir' }).check()
    await expect(page.getByRole('combobox', { name: /Número de personas/ }).count()).resolves.toBe(
      0,
    )
    await expect(page.getByText('Familia Morales Cruz').count()).resolves.toBe(1)
    expect(lookUps).toEqual([])
    await page.close()
  })

  it('loads neither MUI nor supabase-js before the guest touches the form, and toasts at the right below the header', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    await page.addInitScript(recordShifts)
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text())
    })
    await page.goto(`${siteUrl()}/rsvp?invitation=010`, { waitUntil: 'networkidle' })
    const toast = page.getByText('¡Invitado encontrado!')
    await toast.waitFor()
    // the toast sits at the right, just below the page's header (issue 41: never over it)
    const box = (await toast.boundingBox())!
    const header = (await page.locator('header.site-header').boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(Math.max(0, header.y + header.height))
    expect(box.y).toBeLessThan(Math.max(0, header.y + header.height) + 40)
    expect(viewports.phone.width - (box.x + box.width)).toBeLessThan(40)
    // the card arrives in the room kept for it: nothing in view moves
    expect(await readShifts(page)).toEqual([])
    const code = scripts.join('\n')
    expect(code).not.toContain('MuiButtonBase')
    expect(code).not.toContain('supabase-js/')
    await page.close()
  })

  it("fetches the records' schemas (valibot) with the card, in one file, which the home page never does", async () => {
    const context = await browser.newContext({ viewport: viewports.phone })
    const scripts: { path: string; code: string }[] = []
    context.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push({ path: new URL(response.url()).pathname, code: await response.text() })
    })
    // valibot's schemas all answer "~run"; the site's own code never names it
    const withValibot = () =>
      scripts.filter((script) => /["'`]~run["'`]/.test(script.code)).map((script) => script.path)
    const page = await context.newPage()
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' })
    const home = withValibot()
    await page.goto(`${siteUrl()}/rsvp?invitation=010`, { waitUntil: 'networkidle' })
    await page.getByText('Familia Morales Cruz').first().waitFor()
    expect(home).toEqual([])
    expect(withValibot()).toHaveLength(1)
    await context.close()
  })
})
