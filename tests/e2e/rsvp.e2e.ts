import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RpcArgs } from '../../web/src/lib/guest-list/call-rpc'
import { postRpc, postRpcBody } from '../support/rpc-request'
import {
  launchBrowser,
  saveScreenshot,
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

describe('answering an invitation in a real browser', () => {
  it('confirms two named guests for 001, one with an allergy, and shows them again after a reload', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    const problems = watchProblems(page)
    await page.goto(`${siteUrl()}/rsvp?invitation=001`, { waitUntil: 'networkidle' })
    await page.getByText('¡Invitado encontrado!').waitFor()
    await expect(page.getByRole('textbox').first().inputValue()).resolves.toBe('001')
    await page
      .getByRole('combobox', { name: /Número de personas/ })
      .selectOption({ label: '2 personas' })
    const person = (number: number) => page.getByRole('group', { name: `Persona ${number}` })
    await person(1)
      .getByRole('textbox', { name: /Nombre completo/ })
      .fill('Juan García')
    await person(2)
      .getByRole('textbox', { name: /Nombre completo/ })
      .fill('Ana Hernández')
    await person(2)
      .getByRole('combobox', { name: 'Comida' })
      .selectOption({ label: 'Alergia o intolerancia' })
    await person(2).getByRole('textbox', { name: '¿Cuál?' }).fill('Nueces')
    await page.getByRole('textbox', { name: /Mensaje para los novios/ }).fill('¡Felicidades!')
    await saveScreenshot(page, 'rsvp-form')
    await page.getByRole('button', { name: 'Enviar Respuesta' }).click()
    await page.getByText('¡Respuesta guardada exitosamente!').waitFor()
    await page.getByText(/Confirmaste asistencia para 2 persona/).waitFor()
    await saveScreenshot(page, 'rsvp-confirmed')

    // reopening the link shows the whole answer back
    await page.goto(`${siteUrl()}/rsvp?invitation=001`, { waitUntil: 'networkidle' })
    await page.getByText(/Confirmaste asistencia para 2 persona/).waitFor()
    const people = page
      .getByRole('region', { name: 'Familia García Hernández' })
      .getByRole('listitem')
    await expect(people.allTextContents()).resolves.toEqual([
      'Juan GarcíaComida: Sin preferencia',
      'Ana HernándezComida: Alergia o intolerancia (Nueces)',
    ])
    await page.getByText('Tu mensaje: ¡Felicidades!').waitFor()
    const stored = await (
      await postRpc(siteUrl(), 'find_invitation', { p_human_key: '001' })
    ).json()
    expect(stored).toMatchObject({
      people: [
        { name: 'Juan García', meal: null },
        { name: 'Ana Hernández', meal: 'alergia', meal_details: 'Nueces' },
      ],
      message: '¡Felicidades!',
    })
    expect(await withoutBenignImageAborts(page, problems)).toEqual({
      consoleErrors: [],
      failedRequests: [],
    })
    await page.close()
  })

  it('says an unknown invitation was not found and offers to try again', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    await page.goto(`${siteUrl()}/rsvp?invitation=zzz`, { waitUntil: 'networkidle' })
    await page
      .getByText('Invitado no encontrado. Verifica tu número de invitación.')
      .first()
      .waitFor()
    await page.getByRole('button', { name: 'Intentar de Nuevo' }).click()
    await expect(page.getByRole('textbox').first().inputValue()).resolves.toBe('')
    await saveScreenshot(page, 'rsvp-not-found')
    await page.close()
  })
})

describe('the look-up form before the app is live', () => {
  it.each(['/rsvp', '/rsvp-form'])('keeps a number sent with Enter on %s', async (path) => {
    const page = await browser.newPage({ viewport: viewports.phone })
    // The app's code never arrives on the first load, so whatever happens is the HTML's own doing.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
    await page.goto(`${siteUrl()}${path}`)
    const box = page.getByRole('textbox', { name: 'Número de invitación' })
    await box.fill('004')
    await page.unroute(/\/assets\/.+\.js$/)
    await box.press('Enter')
    // The form asks for the page with the number; or, when the press wakes the app (its code is
    // no longer held) and it is live before the browser submits, the app looks the number up.
    await page.getByText('¡Invitado encontrado!').waitFor()
    await page.getByRole('heading', { name: 'Familia Torres' }).waitFor()
    expect([`${path}?invitation=004`, path]).toContain(
      new URL(page.url()).pathname + new URL(page.url()).search,
    )
    await expect(box.inputValue()).resolves.toBe('004')
    await page.close()
  })
})

describe('the RSVP endpoint hit directly', () => {
  const answer = (args: RpcArgs<'respond_invitation'>) =>
    postRpc(siteUrl(), 'respond_invitation', args)
  const find = async (key: string) =>
    (await postRpc(siteUrl(), 'find_invitation', { p_human_key: key })).json()

  it.each<[string, RpcArgs<'respond_invitation'>]>([
    [
      'tickets above the limit',
      { p_human_key: '004', p_will_attend: true, p_confirmed_tickets: 5 },
    ],
    [
      'a declined answer with tickets',
      { p_human_key: '004', p_will_attend: false, p_confirmed_tickets: 1 },
    ],
  ])('rejects %s and changes nothing', async (_case, args) => {
    const before = await find('004')
    const response = await answer(args)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/^rsvp_/) })
    expect(await find('004')).toEqual(before)
  })

  it.each<[string, RpcArgs<'respond_invitation'>]>([
    ['an unknown key', { p_human_key: 'ZZ9', p_will_attend: true, p_confirmed_tickets: 1 }],
    [
      'SQL in the key',
      {
        p_human_key: "004'; delete from rsvp_guests; --",
        p_will_attend: true,
        p_confirmed_tickets: 1,
      },
    ],
  ])('answers null to %s and changes nothing', async (_case, args) => {
    const before = await find('004')
    const response = await answer(args)
    expect(response.status).toBe(200)
    expect(await response.json()).toBeNull()
    expect(await find('004')).toEqual(before)
  })

  it('rejects a huge body and changes nothing', async () => {
    const before = await find('004')
    const args: RpcArgs<'respond_invitation'> = {
      p_human_key: '004',
      p_will_attend: true,
      p_confirmed_tickets: 1,
    }
    const huge = JSON.stringify({ ...args, pad: 'x'.repeat(1_000_000) })
    const response = await postRpcBody(siteUrl(), 'respond_invitation', huge)
    expect(response.status).toBe(400)
    expect(await find('004')).toEqual(before)
  })
})
