import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { doorPath } from '../../web/src/config/paths'
import { invitationLink } from '../../web/src/lib/guest-list/invitation-link'
import { launchBrowser, saveScreenshot, viewports, watchProblems } from './support/browser'
import { writeQrVideo } from './support/fake-camera'

let browser: Browser
let cameraBrowser: Browser
let videoDir: string

beforeAll(async () => {
  videoDir = await mkdtemp(path.join(os.tmpdir(), 'door-camera-'))
  const video = path.join(videoDir, 'pase-002.y4m')
  await writeQrVideo(video, invitationLink('002', inject('baseUrl')))
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

const doorUrl = () => `${inject('baseUrl')}${doorPath}`

async function signIn(page: Page) {
  await page.goto(doorUrl())
  await page.getByLabel('Correo electrónico').fill(inject('door').email)
  await page.getByLabel('Contraseña').fill(inject('door').password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByText(/^Lista actualizada a las \d\d:\d\d$/).waitFor()
}

const arrived = (page: Page) => page.locator('[data-arrived]').textContent()

async function openFamily(page: Page, search: string, key: string) {
  await page.getByLabel('Buscar por nombre o número').fill(search)
  await page.getByRole('button', { name: new RegExp(`^${key} · `) }).click()
  await page.locator(`[data-family="${key}"]`).waitFor()
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

    // the fake camera shows 002's pase: a QR code of the family's personal link
    await page.getByRole('button', { name: 'Escanear pase' }).click()
    await page.locator('[data-family="002"]').waitFor()
    expect(await page.getByRole('heading', { name: 'Familia López Martínez' }).count()).toBe(1)
    expect(await arrived(page)).toBe('Han llegado 0 de 2')

    await page.getByRole('button', { name: 'Uno más' }).click()
    await page.getByRole('button', { name: 'Registrar 2 llegadas' }).click()
    await page.getByText('Han llegado 2 de 2', { exact: true }).waitFor()
    await allSent(page)

    // a third: no plain «Registrar» any more, only the extra to confirm
    expect(await page.getByRole('button', { name: /^Registrar/ }).count()).toBe(0)
    await page
      .getByRole('alert')
      .getByText(/Supera sus pases/)
      .waitFor()
    await page.getByRole('button', { name: 'Confirmar 1 extra' }).click()
    await page.getByText('Han llegado 3 de 2', { exact: true }).waitFor()
    await allSent(page)
    await saveScreenshot(page, 'door-family')

    // a different search is accent- and case-insensitive
    await page.getByRole('button', { name: 'Buscar otra familia' }).click()
    await openFamily(page, 'lopez MARTINEZ', '002')
    expect(await arrived(page)).toBe('Han llegado 3 de 2')
    expect(problems.consoleErrors).toEqual([])
    await context.close()
  })
})
