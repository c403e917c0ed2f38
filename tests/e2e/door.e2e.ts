import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { doorPath } from '../../web/src/config/paths'
import { paseLink } from '../../web/src/lib/guest-list/invitation-link'
import { postRpc } from '../support/rpc-request'
import { launchBrowser, saveScreenshot, viewports, watchProblems } from './support/browser'
import { writeQrVideo } from './support/fake-camera'
import { siteUrl } from './support/site-url'

let browser: Browser
let cameraBrowser: Browser
let videoDir: string

beforeAll(async () => {
  videoDir = await mkdtemp(path.join(os.tmpdir(), 'door-camera-'))
  const video = path.join(videoDir, 'pase-002.y4m')
  // the family's own look-up answers its pase's token, which the QR carries (never the number)
  const found = await postRpc(siteUrl(), 'find_invitation', { p_human_key: '002' })
  const { pase_token: token } = (await found.json()) as { pase_token: string }
  await writeQrVideo(video, paseLink(token, siteUrl()))
  browser = await launchBrowser()
  cameraBrowser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ])
})

afterAll(async () => {
  await browser?.close()
  await cameraBrowser?.close()
  await rm(videoDir, { recursive: true, force: true })
})

const doorUrl = () => `${siteUrl()}${doorPath}`

async function signIn(page: Page) {
  await page.goto(doorUrl())
  await page.getByLabel('Correo electrónico').fill(inject('door').email)
  await page.getByLabel('Contraseña').fill(inject('door').password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByText(/^Lista actualizada el \d+ de \p{L}+ a las \d\d:\d\d$/u).waitFor()
}

const arrived = (page: Page) => page.locator('[data-arrived]').textContent()

/** Finds a family by name and opens its card (the door holds no invitation number). */
async function openFamily(page: Page, search: string, familyName: string) {
  await page.getByLabel('Buscar por nombre o número').fill(search)
  await page.getByRole('button', { name: new RegExp(`^${familyName}`) }).click()
  await page.getByRole('heading', { name: familyName }).waitFor()
}

/** The door's tally: how many arrived and how many are expected. */
async function tally(page: Page): Promise<[number, number]> {
  const text = (await page.locator('[data-door-total]').textContent()) ?? ''
  const match = /^Han llegado (\d+) de (\d+)$/.exec(text)
  if (!match) throw new Error(`Unexpected tally: ${text}`)
  return [Number(match[1]), Number(match[2])]
}

/** Waits until nothing of this phone waits to be sent. */
const allSent = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-pending-count]'))

describe('the door at /novios/puerta', () => {
  it('scans 002’s pase, records 2 arrivals and refuses a third until the extra is confirmed', async () => {
    const context = await cameraBrowser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    const problems = watchProblems(page)
    await signIn(page)

    // the fake camera shows 002's pase: a QR code of the pase's link, matched by its hash
    await page.getByRole('button', { name: 'Escanear pase' }).click()
    await page.getByRole('heading', { name: 'Familia López Martínez' }).waitFor()
    expect(await page.locator('[data-family]').textContent()).not.toMatch(/002/)
    expect(await arrived(page)).toBe('Han llegado 0 de 2')

    await page.getByRole('button', { name: 'Uno más' }).click()
    await page.getByRole('button', { name: 'Registrar 2 llegadas' }).click()
    await page.getByText('Han llegado 2 de 2', { exact: true }).waitFor()
    await allSent(page)

    // complete: no plain «Registrar» any more; a third is an extra, a step of its own
    expect(await page.getByRole('button', { name: /^Registrar/ }).count()).toBe(0)
    await page.getByText('Familia completa: ya entraron todos sus pases.').waitFor()
    await page.getByRole('button', { name: 'Entró alguien más' }).click()
    await page
      .getByRole('alert')
      .getByText(/Supera sus pases/)
      .waitFor()
    await page.getByRole('button', { name: 'Confirmar 1 extra' }).click()
    await page.getByText('Han llegado 3 de 2', { exact: true }).waitFor()
    await allSent(page)
    await saveScreenshot(page, 'door-family')
    // one more: exactly one more again, never the earlier extra counted anew
    await page.getByRole('button', { name: 'Entró alguien más' }).click()
    await page.getByRole('button', { name: 'Confirmar 1 extra' }).click()
    await page.getByText('Han llegado 4 de 2', { exact: true }).waitFor()
    await allSent(page)

    // a different search is accent- and case-insensitive
    await page.getByRole('button', { name: 'Buscar otra familia' }).click()
    await openFamily(page, 'lopez MARTINEZ', 'Familia López Martínez')
    expect(await arrived(page)).toBe('Han llegado 4 de 2')
    expect(problems.consoleErrors).toEqual([])
    await context.close()
  })

  it('opens without signal once opened, keeps three arrivals pending and sends each once when the signal returns, and the other door agrees', async () => {
    const context = await browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    await signIn(page)
    // the door's service worker keeps the page and its files once it controls the page
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const [before, expected] = await tally(page)

    await context.setOffline(true)
    await page.reload()
    await page.getByText(/^Lista actualizada el \d+ de \p{L}+ a las \d\d:\d\d$/u).waitFor()
    // a number needs signal: the phone holds none
    await page.getByLabel('Buscar por nombre o número').fill('6')
    await page.getByRole('button', { name: 'Buscar la invitación número 6' }).click()
    await page
      .getByRole('alert')
      .getByText(/Sin señal no se pueden buscar números/)
      .waitFor()
    await openFamily(page, 'sanchez', 'Familia Sánchez Olvera')
    await page.getByRole('button', { name: 'Registrar 1 llegada' }).click()
    await page.locator('[data-pending-count="1"]').waitFor()
    await page.getByRole('button', { name: 'Registrar 1 llegada' }).click()
    await page.locator('[data-pending-count="2"]').waitFor()
    await page.getByRole('button', { name: 'Buscar otra familia' }).click()
    await openFamily(page, 'JIMÉNEZ', 'Familia Jiménez')
    await page.getByRole('button', { name: 'Registrar 1 llegada' }).click()
    await page.locator('[data-pending-count="3"]').waitFor()
    expect(await page.getByText('3 llegadas pendientes de enviar').count()).toBe(1)

    // back online: the outbox is replayed on «online», each arrival stored once
    await context.setOffline(false)
    await allSent(page)
    const total = `Han llegado ${before + 3} de ${expected}`
    await page.getByText(total, { exact: true }).waitFor()

    // the other door, on a phone of its own, downloads the same totals
    const other = await browser.newContext({ viewport: viewports.phone })
    const otherPage = await other.newPage()
    const problems = watchProblems(otherPage)
    await signIn(otherPage)
    await otherPage.getByText(total, { exact: true }).waitFor()
    await openFamily(otherPage, 'sanchez', 'Familia Sánchez Olvera')
    expect(await arrived(otherPage)).toBe('Han llegado 2 de 2')
    await otherPage.getByRole('button', { name: 'Buscar otra familia' }).click()
    await openFamily(otherPage, 'jimenez', 'Familia Jiménez')
    expect(await arrived(otherPage)).toBe('Han llegado 1 de 1')

    // with signal, a number said aloud opens its family (zeros left out), online
    await otherPage.getByRole('button', { name: 'Buscar otra familia' }).click()
    await otherPage.getByLabel('Buscar por nombre o número').fill('14')
    await otherPage.getByRole('button', { name: 'Buscar la invitación número 14' }).click()
    await otherPage.getByRole('heading', { name: 'Familia Navarro Gil' }).waitFor()

    // a family that declined, searched by name, says so rather than «ninguna coincide»
    await otherPage.getByRole('button', { name: 'Buscar otra familia' }).click()
    await otherPage.getByLabel('Buscar por nombre o número').fill('ramirez')
    await otherPage.getByRole('button', { name: /^Familia Ramírez Soto\s*no confirmó$/ }).waitFor()
    await otherPage.getByLabel('Buscar por nombre o número').fill('castillo')
    await otherPage
      .getByRole('button', { name: /^Familia Castillo Vega\s*no ha respondido$/ })
      .waitFor()
    expect(problems.consoleErrors).toEqual([])
    await other.close()
    await context.close()
  })

  it('leaves guests alone: a personal link and the home page register no service worker and fetch none of the door’s code', async () => {
    const manifest = JSON.parse(
      await readFile(path.resolve('dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>
    const doorOnly = Object.entries(manifest)
      .filter(([source]) => /src\/features\/door\/|zxing/.test(source))
      .map(([, chunk]) => `/${chunk.file}`)
    expect(doorOnly.length).toBeGreaterThanOrEqual(3)

    const context = await browser.newContext({ viewport: viewports.phone })
    const requested: string[] = []
    context.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const page = await context.newPage()
    await page.goto(`${siteUrl()}/rsvp?invitation=001`, { waitUntil: 'networkidle' })
    await page.getByText('¡Invitado encontrado!').waitFor()
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' })
    const worker = await fetch(`${siteUrl()}/door-sw.js`)
    expect(worker.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const workers = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((worker) => worker.scope),
    )
    expect(workers).toEqual([])
    expect(requested.filter((file) => doorOnly.includes(file) || file === '/door-sw.js')).toEqual(
      [],
    )
    expect(requested.length).toBeGreaterThan(5)
    await context.close()
  })
})
