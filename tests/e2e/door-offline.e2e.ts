import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupleApi } from './support/couple-api'
import { launchBrowser, viewports, watchProblems } from './support/browser'
import {
  allSent,
  doorUrl,
  familiesOnThePhone,
  listSynced,
  openFamilyByName,
  signInAtTheDoor,
  signOutEverywhere,
} from './support/door-phone'

// Familia Navarro Gil (014, 3 pases confirmed): the other door tests leave it alone.
const family = 'Familia Navarro Gil'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** A phone with the door open and signed in, its service worker in control. */
async function doorPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: viewports.phone })
  const page = await context.newPage()
  await signInAtTheDoor(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return { context, page }
}

/** The family's arrived total, as the couple reads it from the database. */
async function arrivedInTheDatabase(): Promise<number> {
  const rows = (await (await coupleApi()).call('door_guest_list', {})) as {
    family_name: string
    arrived: number
  }[]
  const row = rows.find((candidate) => candidate.family_name === family)
  if (!row) throw new Error(`${family} is not on the door's list`)
  return row.arrived
}

describe('the door with no signal', () => {
  it('reloads with the browser’s HTTP cache emptied: the page, its code loaded on demand and the list all come from the phone', async () => {
    const { context, page } = await doorPhone()
    const problems = watchProblems(page)
    // only the door's service worker has the files now (Chromium keeps its Cache Storage)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await context.setOffline(true)
    await page.reload()
    await page.getByText(listSynced).waitFor()
    await openFamilyByName(page, 'navarro', family)
    expect(await page.getByText('No pudimos cargar').count()).toBe(0)
    // the page and every file it loaded came from the phone: only the door's calls failed
    const pageOrFiles = /\/(assets\/|novios\/puerta\b)/
    expect(problems.failedRequests.filter((failed) => pageOrFiles.test(failed))).toEqual([])
    await context.close()
  })

  it('keeps an arrival through «Cerrar sesión» with no signal, and sends it once when the door signs in again', async () => {
    const before = await arrivedInTheDatabase()
    const { context, page } = await doorPhone()
    await context.setOffline(true)
    await openFamilyByName(page, 'navarro', family)
    await page.getByRole('button', { name: 'Registrar 1 llegada' }).click()
    await page.locator('[data-pending-count="1"]').waitFor()

    // the helper is told what stays on the phone before the session ends
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(/1 llegada pendiente de enviar/).waitFor()
    await dialog.getByRole('button', { name: 'Cerrar sesión' }).click()

    // signed out with no signal: the sign-in form, no family, and the arrival still waiting
    await page.getByLabel('Contraseña').waitFor()
    expect(await page.getByRole('button', { name: 'Cerrar sesión' }).count()).toBe(0)
    expect(await page.getByLabel('Buscar por nombre o número').count()).toBe(0)
    expect(await familiesOnThePhone(page)).toBe(0)
    await page.locator('[data-pending-count="1"]').waitFor()

    await context.setOffline(false)
    await signInAtTheDoor(page, false)
    await allSent(page)
    expect(await arrivedInTheDatabase()).toBe(before + 1)
    // sent once: another sync sends nothing more
    await page.getByRole('button', { name: 'Actualizar' }).click()
    await page.getByRole('button', { name: 'Actualizar' }).waitFor()
    expect(await arrivedInTheDatabase()).toBe(before + 1)
    await context.close()
  })

  it('«Cerrar sesión» on one phone leaves another phone of the same door account at work', async () => {
    const first = await doorPhone()
    const second = await doorPhone()
    await first.page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await first.page.getByLabel('Contraseña').waitFor()
    expect(await familiesOnThePhone(first.page)).toBe(0)

    // the other phone's next sync still downloads the list
    await second.page.getByRole('button', { name: 'Actualizar' }).click()
    await second.page.getByRole('button', { name: 'Actualizar' }).waitFor()
    await openFamilyByName(second.page, 'navarro', family)
    expect(await second.page.getByLabel('Contraseña').count()).toBe(0)
    expect(await familiesOnThePhone(second.page)).toBeGreaterThan(0)
    await first.context.close()
    await second.context.close()
  })

  it('forgets the families of a session ended elsewhere at the next reload, and of a session removed from the phone, with no signal too', async () => {
    const { context, page } = await doorPhone()
    expect(await familiesOnThePhone(page)).toBeGreaterThan(0)
    await signOutEverywhere()
    await page.reload()
    await page.getByLabel('Contraseña').waitFor()
    expect(await page.getByLabel('Buscar por nombre o número').count()).toBe(0)
    expect(await familiesOnThePhone(page)).toBe(0)

    // signed in again, then the stored session is removed and the phone has no signal
    await signInAtTheDoor(page, false)
    expect(await familiesOnThePhone(page)).toBeGreaterThan(0)
    await page.evaluate(() => localStorage.removeItem('boda-puerta-sesion'))
    await context.setOffline(true)
    await page.reload()
    await page.getByLabel('Contraseña').waitFor()
    expect(await page.getByLabel('Buscar por nombre o número').count()).toBe(0)
    expect(await familiesOnThePhone(page)).toBe(0)
    expect(page.url()).toBe(doorUrl())
    await context.close()
  })
})
