import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRpc } from '../support/rpc-request'
import { launchBrowser, viewports, watchProblems } from './support/browser'
import { coupleApi } from './support/couple-api'
import { siteUrl } from './support/site-url'

let browser: Browser

// An invitation of this file's own, so no other browser test answers it first or reads it unanswered.
const ownKey = '091'

beforeAll(async () => {
  browser = await launchBrowser()
  const api = await coupleApi()
  await api.call('couple_add_invitation', {
    p_human_key: ownKey,
    p_family_name: 'Familia Temprano',
    p_family_chief: 'Lucía Temprano',
    p_available_tickets: 3,
  })
})

afterAll(async () => {
  await browser?.close()
})

const live = { timeout: 30_000 }

type Opened = { page: Page; runApp: () => void; answers: string[] }

/**
 * Opens a personal link whose app code is held back until runApp(): what the guest sees and does
 * meanwhile is the prerendered page and its early look-up alone.
 */
async function openBeforeTheApp(key: string): Promise<Opened> {
  const page = await browser.newPage({ viewport: viewports.phone })
  let runApp = () => {}
  const held = new Promise<void>((resolve) => (runApp = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const answers: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/rpc/respond_invitation')) answers.push(request.postData() ?? '')
  })
  await page.goto(`${siteUrl()}/rsvp?invitation=${key}`, { waitUntil: 'domcontentloaded' })
  return { page, runApp, answers }
}

const find = async (key: string) =>
  (await (await postRpc(siteUrl(), 'find_invitation', { p_human_key: key })).json()) as {
    will_attend: boolean | null
    confirmed_tickets: number
  }

describe("a personal link's answer before the app has run", () => {
  it('chooses the number of people and sends: the app sends that answer once, when it is live', async () => {
    const { page, runApp, answers } = await openBeforeTheApp(ownKey)
    const problems = watchProblems(page)
    const seats = page.getByRole('combobox', { name: 'Número de personas' })
    await seats.waitFor(live)
    // the invitation's own tickets, written by the page's early look-up
    const offered = await seats.locator('option').allTextContents()
    expect(offered).toEqual(['Selecciona', '1 persona', '2 personas', '3 personas'])
    await seats.selectOption('2')
    await page.getByRole('button', { name: 'Enviar Respuesta' }).click()
    expect(answers).toEqual([])

    runApp()
    await page.getByText('Confirmaste asistencia para 2 personas').waitFor(live)
    await page.waitForLoadState('networkidle')
    expect(answers).toHaveLength(1)
    expect(JSON.parse(answers[0]!)).toMatchObject({
      p_human_key: ownKey,
      p_will_attend: true,
      p_confirmed_tickets: 2,
    })
    await expect(find(ownKey)).resolves.toMatchObject({ will_attend: true, confirmed_tickets: 2 })
    expect(problems.consoleErrors).toEqual([])
    await page.close()
  })

  it('keeps «No podré asistir» tapped early, and sends nothing unpressed', async () => {
    const { page, runApp, answers } = await openBeforeTheApp('015')
    await page.getByRole('radio', { name: 'No podré asistir' }).check(live)
    // the page's own form hides the number of people, as the app's does
    await expect(
      page.getByRole('combobox', { name: 'Número de personas' }).isVisible(),
    ).resolves.toBe(false)

    runApp()
    // the app's card has taken over: its «Nueva búsqueda» is there
    await page.getByRole('button', { name: 'Nueva Búsqueda' }).waitFor(live)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('radio', { name: 'No podré asistir' }).isChecked()).resolves.toBe(
      true,
    )
    await expect(page.getByRole('combobox', { name: 'Número de personas' }).count()).resolves.toBe(
      0,
    )
    expect(answers).toEqual([])
    await expect(find('015')).resolves.toMatchObject({ will_attend: null })
    await page.close()
  })

  it('shows no form for an answered invitation: its answer and «Modificar» come with the app', async () => {
    const { page, runApp } = await openBeforeTheApp('002')
    await page.getByText('Familia López Martínez').waitFor(live)
    await expect(page.getByRole('radio').count()).resolves.toBe(0)
    await expect(page.getByRole('button', { name: 'Enviar Respuesta' }).count()).resolves.toBe(0)
    runApp()
    await page.getByRole('button', { name: 'Modificar' }).waitFor(live)
    await page.close()
  })

  it("loads neither MUI nor supabase-js's sign-in client for the whole answer: people, names, down to Enviar", async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    const scripts: string[] = []
    page.on('response', async (response) => {
      // a response still arriving when the page closes has nothing to add
      if (response.request().resourceType() === 'script')
        scripts.push(await response.text().catch(() => ''))
    })
    await page.goto(`${siteUrl()}/rsvp?invitation=010`, { waitUntil: 'networkidle' })
    await page.getByRole('combobox', { name: 'Número de personas' }).selectOption('2')
    const second = page.getByRole('group', { name: 'Persona 2' })
    await second.getByRole('textbox', { name: /Nombre completo/ }).fill('Ana Morales')
    await expect(
      second.getByRole('textbox', { name: /Nombre completo/ }).inputValue(),
    ).resolves.toBe('Ana Morales')
    // the guest scrolls down to «Enviar Respuesta», which brings the back-to-top button
    await page.getByRole('button', { name: 'Enviar Respuesta' }).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 200)
    await page.getByRole('button', { name: 'Volver arriba' }).waitFor(live)
    await page.waitForLoadState('networkidle')
    const code = scripts.join('\n')
    // the people's fields came, and the PostgREST client the guest's calls use
    const loaded = (marker: string) => code.includes(marker)
    expect(['answer-person', 'createGuestRestClient'].map(loaded)).toEqual([true, true])
    expect(['MuiButtonBase', 'GoTrueClient'].map(loaded)).toEqual([false, false])
    await page.close()
  })
})
