import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, saveScreenshot, viewports } from './support/browser'
import { type CoupleApi, coupleApi, deleteTables, unseatedConfirmed } from './support/couple-api'
import { siteUrl } from './support/site-url'

let browser: Browser
let api: CoupleApi
const ourTables = ['Mesa 1', 'Mesa 2']

beforeAll(async () => {
  browser = await launchBrowser()
  api = await coupleApi()
  await deleteTables(api, ourTables)
})

// each test starts from no such tables, and the other browser tests see none of ours
afterEach(async () => {
  await deleteTables(api, ourTables)
})

afterAll(async () => {
  await browser?.close()
})

/** The confirmed families «Sin mesa» should list once 002 and 014 are seated, whatever the other browser tests answered. */
async function othersConfirmed() {
  const rows = await unseatedConfirmed(api)
  return rows.filter((row) => !['002', '014'].includes(row.human_key))
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

async function signIn(page: Page) {
  await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
  await page.getByLabel('Correo electrónico').fill(inject('couple').email)
  await page.getByLabel('Contraseña').fill(inject('couple').password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByRole('heading', { name: 'Resumen' }).waitFor()
}

async function openRoom(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Acciones' }).click()
    await page.getByRole('menuitem', { name: 'Mesas…', exact: true }).click()
  } else {
    await page.getByRole('button', { name: 'Mesas…', exact: true }).click()
  }
  const room = page.getByRole('dialog', { name: 'Mesas' })
  await room.getByRole('switch', { name: 'Mostrar la mesa a los invitados' }).waitFor()
  return room
}

async function createTable(room: Locator, name: string, seats: number) {
  const form = room.getByRole('form', { name: 'Nueva mesa' })
  await form.getByLabel('Nombre o número de la mesa').fill(name)
  await form.getByLabel('Lugares').fill(String(seats))
  await form.getByRole('button', { name: 'Crear mesa' }).click()
  await room.getByRole('heading', { name, exact: true }).waitFor()
}

async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ content: await readFile(axePath, 'utf8') })
  const violations = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(
      '[role="dialog"]',
    )
    return violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)
  })
  expect(violations).toEqual([])
}

async function deleteTable(page: Page, room: Locator, name: string) {
  await room.getByRole('button', { name: `Editar ${name}` }).click()
  await page
    .getByRole('dialog', { name: `Editar ${name}` })
    .getByRole('button', { name: 'Eliminar mesa' })
    .click()
  const question = page.getByRole('dialog', { name: `¿Eliminar ${name}?` })
  await question.getByRole('button', { name: 'Eliminar mesa' }).click()
  await question.waitFor({ state: 'detached' })
  await room.getByRole('heading', { name, exact: true }).waitFor({ state: 'detached' })
}

describe('«Mesas» on a desktop', () => {
  it('seats 002 by mouse and a family of three by keyboard, and warns of Mesa 2 over capacity', async () => {
    // axe goes in as an inline script, which the site's Content-Security-Policy refuses
    const context = await browser.newContext({ viewport: viewports.desktop, bypassCSP: true })
    const page = await context.newPage()
    await signIn(page)
    let room = await openRoom(page, false)
    await createTable(room, 'Mesa 1', 8)
    await createTable(room, 'Mesa 2', 2)

    const unseated = room.getByRole('region', { name: 'Sin mesa' })
    const mesa1 = room.getByRole('region', { name: 'Mesa 1' })
    const mesa2 = room.getByRole('region', { name: 'Mesa 2' })

    // 002 by mouse: pressed on its name, carried over Mesa 1, let go
    const family002 = unseated.getByRole('button', { name: /^Familia López Martínez/ })
    const from = await family002.boundingBox()
    const to = await mesa1.boundingBox()
    if (!from || !to) throw new Error('the board is not on the screen')
    await page.mouse.move(from.x + 40, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 60, from.y + from.height / 2 + 10, { steps: 5 })
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 })
    await page.mouse.up()
    await mesa1.getByRole('button', { name: /^Familia López Martínez · 2 personas/ }).waitFor()

    // 014 (three people) by keyboard: Space takes it, the arrows carry it table by table
    const family014 = unseated.getByRole('button', { name: /^Familia Navarro Gil/ })
    await family014.focus()
    await page.keyboard.press('Space')
    await room
      .getByText('Tomaste a Familia Navarro Gil, 3 personas.')
      .waitFor({ state: 'attached' })
    await page.keyboard.press('ArrowRight')
    await room
      .getByText('Familia Navarro Gil, 3 personas está sobre Mesa 1.')
      .waitFor({ state: 'attached' })
    await page.keyboard.press('ArrowRight')
    await room
      .getByText('Familia Navarro Gil, 3 personas está sobre Mesa 2.')
      .waitFor({ state: 'attached' })
    await page.keyboard.press('Space')
    await mesa2.getByRole('button', { name: /^Familia Navarro Gil · 3 personas/ }).waitFor()

    await mesa2.getByText('3 de 2 lugares · se pasa').waitFor()
    await room.getByRole('alert').getByText('Mesa 2: 3 de 2 lugares').waitFor()
    await mesa1.getByText('2 de 8 lugares').waitFor()
    expect(
      await unseated
        .locator('[data-family]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-family'))),
    ).toEqual((await othersConfirmed()).map((row) => row.human_key))

    // the room plan: Mesa 1 dragged to another spot stays there after a reload
    const plan = room.locator('[data-plan-table="Mesa 1"]')
    await plan.scrollIntoViewIfNeeded()
    const before = await plan.evaluate((table) => (table as HTMLElement).style.left)
    const spot = await plan.boundingBox()
    if (!spot) throw new Error('the room plan is not on the screen')
    await page.mouse.move(spot.x + spot.width / 2, spot.y + spot.height / 2)
    await page.mouse.down()
    await page.mouse.move(spot.x + spot.width / 2 + 160, spot.y + spot.height / 2 + 40, {
      steps: 12,
    })
    await page.mouse.up()
    await expect
      .poll(() => plan.evaluate((table) => (table as HTMLElement).style.left))
      .not.toBe(before)
    const moved = await plan.evaluate((table) => (table as HTMLElement).style.left)
    await page.waitForLoadState('networkidle')
    await saveScreenshot(page, 'seating-desktop')
    await expectNoAxeViolations(page)

    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Resumen' }).waitFor()
    room = await openRoom(page, false)
    await room
      .getByRole('region', { name: 'Mesa 2' })
      .getByRole('button', { name: /^Familia Navarro Gil/ })
      .waitFor()
    expect(
      await room
        .locator('[data-plan-table="Mesa 1"]')
        .evaluate((table) => (table as HTMLElement).style.left),
    ).toBe(moved)

    // deleting a table from the room unseats its family
    await deleteTable(page, room, 'Mesa 1')
    await room.getByRole('region', { name: 'Sin mesa' }).locator('[data-family="002"]').waitFor()
    await context.close()
  })
})

describe('«Mesas» on a 390 px phone', () => {
  it('seats the same families from the list, with no dragging', async () => {
    const context = await browser.newContext({
      viewport: viewports.phone,
      hasTouch: true,
      bypassCSP: true,
    })
    const page = await context.newPage()
    await signIn(page)
    const room = await openRoom(page, true)
    await createTable(room, 'Mesa 1', 8)
    await createTable(room, 'Mesa 2', 2)

    async function seat(family: string, table: RegExp) {
      await room.getByRole('button', { name: `Elegir mesa para ${family}` }).tap()
      const dialog = page.getByRole('dialog', { name: `Mesa de ${family}` })
      await dialog.getByRole('radio', { name: table }).check()
      await dialog.getByRole('button', { name: 'Guardar' }).tap()
      await dialog.waitFor({ state: 'detached' })
    }
    await seat('Familia López Martínez', /^Mesa 1 · /)
    await seat('Familia Navarro Gil', /^Mesa 2 · 3 de 2 lugares/)

    const mesa2 = room.getByRole('listitem', { name: 'Mesa 2' })
    await mesa2.getByText('3 de 2 lugares · se pasa').waitFor()
    await mesa2.getByText('Familia Navarro Gil · 3 personas').waitFor()
    await room.getByRole('alert').getByText('Mesa 2: 3 de 2 lugares').waitFor()
    const waiting = await room
      .getByRole('region', { name: 'Sin mesa' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.firstChild?.textContent ?? ''))
    expect(waiting.map((text) => text.split(' · ')[0])).toEqual(
      (await othersConfirmed()).map((row) => row.family_name),
    )

    // nothing to drag, and nothing wider than the phone
    expect(await room.locator('[aria-roledescription]').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    )
    await saveScreenshot(page, 'seating-phone')
    await expectNoAxeViolations(page)
    await context.close()
  })
})
