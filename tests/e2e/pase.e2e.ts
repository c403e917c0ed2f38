import { execFile, spawnSync } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paseLink } from '../../web/src/lib/guest-list/invitation-link'
import { postRpc } from '../support/rpc-request'
import {
  launchBrowser,
  screenshotDir,
  viewports,
  watchProblems,
  withoutBenignImageAborts,
} from './support/browser'
import { type CoupleApi, coupleApi } from './support/couple-api'
import { siteUrl } from './support/site-url'

const run = promisify(execFile)

const hasZbarimg = spawnSync('zbarimg', ['--version']).status === 0

/** What a phone's camera reads in a picture of a QR code, as zbarimg (Debian zbar-tools) reads it. */
async function decodeQr(png: string): Promise<string> {
  const { stdout } = await run('zbarimg', ['--raw', '-q', png])
  return stdout.trim()
}

let browser: Browser
let folder: string
let api: CoupleApi

/** Calls a function of the embedded API as the couple. */
const call = async <T>(...args: Parameters<CoupleApi['call']>) => (await api.call(...args)) as T

type Seating = { show_tables: boolean; tables: { name: string }[] }
type CoupleRow = { human_key: string; table_name: string | null }

// Put back after the file as it found them, so the other browser tests see no table of ours.
let before: { showTables: boolean; created: boolean; table002: string | null } | undefined

beforeAll(async () => {
  browser = await launchBrowser()
  folder = await mkdtemp(path.join(os.tmpdir(), 'pase-'))
  api = await coupleApi()
  const seating = await call<Seating>('couple_seating', {})
  const rows = await call<CoupleRow[]>('couple_invitations', {})
  before = {
    showTables: seating.show_tables,
    created: !seating.tables.some((table) => table.name === 'Mesa 1'),
    table002: rows.find((row) => row.human_key === '002')?.table_name ?? null,
  }
  if (before.created) await call('couple_create_table', { p_name: 'Mesa 1', p_seats: 8 })
  await call('couple_seat_invitation', { p_human_key: '002', p_table_name: 'Mesa 1' })
})

afterAll(async () => {
  if (before) {
    await call('couple_seat_invitation', { p_human_key: '002', p_table_name: before.table002 })
    if (before.created) await call('couple_delete_table', { p_table_name: 'Mesa 1' })
    await call('couple_set_show_tables', { p_show: before.showTables })
  }
  await browser?.close()
  if (folder) await rm(folder, { recursive: true, force: true })
})

const showTables = (show: boolean) => call('couple_set_show_tables', { p_show: show })

/** Puts a family back unanswered, as the seed has it (another browser test may have answered it). */
async function clearAnswer(humanKey: string) {
  const found = (await (
    await postRpc(siteUrl(), 'find_invitation', { p_human_key: humanKey })
  ).json()) as { will_attend: boolean | null }
  if (found.will_attend !== null) await call('couple_clear_answer', { p_human_key: humanKey })
}

/** The token of a confirmed family's pase, as its own answer carries it. */
async function paseTokenOf(humanKey: string): Promise<string> {
  const found = (await (
    await postRpc(siteUrl(), 'find_invitation', { p_human_key: humanKey })
  ).json()) as { pase_token: string | null }
  if (!found.pase_token) throw new Error(`${humanKey} has no pase token`)
  return found.pase_token
}

/** A phone at twice the pixels, so every module of a QR code is several pixels of a screenshot. */
async function openLink(humanKey: string, familyName: string) {
  const page = await browser.newPage({
    viewport: viewports.phone,
    deviceScaleFactor: 2,
    acceptDownloads: true,
  })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`${siteUrl()}/rsvp?invitation=${humanKey}`, { waitUntil: 'networkidle' })
  const card = page.getByRole('region', { name: familyName })
  await card.waitFor()
  return { page, card, scripts }
}

async function openPase(page: Page) {
  await page.getByRole('button', { name: 'Ver mi pase' }).click()
  const pase = page.getByRole('region', { name: 'Tu pase' })
  await pase.waitFor()
  return pase
}

const paseCode = /\/assets\/(pase|qr-path)-[^/]+\.js$/

describe('the pase on a confirmed family’s personal link', () => {
  it('shows 002 its table and a pase, with the couple and the date, whose QR code and saved image read as its pase’s link', async () => {
    expect(
      hasZbarimg,
      'zbarimg is missing: install Debian’s zbar-tools (apt-get install -y zbar-tools), as .ci/run does',
    ).toBe(true)
    await showTables(true)
    const { page, card, scripts } = await openLink('002', 'Familia López Martínez')
    const problems = watchProblems(page)
    await card.getByText('Mesa 1', { exact: true }).waitFor()
    await mkdir(screenshotDir, { recursive: true })
    await card.screenshot({ path: path.join(screenshotDir, 'pase-card.png') })
    // the pase and the QR library are not part of the page until the guest opens the pase
    expect(scripts.filter((script) => paseCode.test(script))).toEqual([])

    const pase = await openPase(page)
    expect(scripts.filter((script) => paseCode.test(script)).length).toBeGreaterThan(0)
    await pase.getByText('2 pases').waitFor()
    await pase.getByText('Mesa 1', { exact: true }).waitFor()
    await pase.getByText('Boda de Mariana y Alejandro').waitFor()
    await pase.getByText('Sábado, 1 de noviembre de 2025').waitFor()
    await pase.getByText('Parroquia de San Francisco de Asís').waitFor()
    // the QR holds the pase's token, never the number a guest answers with
    const link = paseLink(await paseTokenOf('002'), siteUrl())
    expect(link).not.toContain('002')
    const qr = pase.getByRole('img', { name: /^Código QR del pase de Familia López Martínez/ })
    const shot = path.join(folder, 'pase-qr.png')
    await qr.screenshot({ path: shot })
    expect(await decodeQr(shot)).toBe(link)
    await pase.screenshot({ path: path.join(screenshotDir, 'pase-phone.png') })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pase.getByRole('button', { name: 'Guardar pase' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('pase-Familia López Martínez.png')
    const saved = path.join(folder, 'pase-002.png')
    await download.saveAs(saved)
    await copyFile(saved, path.join(screenshotDir, 'pase-image.png'))
    const image = await readFile(saved)
    expect(image.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
    expect(await decodeQr(saved)).toBe(link)
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] })
    await page.close()
  })

  it('opens the read-only pase from the link its QR holds: no number, no answer form', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    const problems = watchProblems(page)
    await page.goto(paseLink(await paseTokenOf('002'), siteUrl()), {
      waitUntil: 'networkidle',
    })
    const pase = page.getByRole('region', { name: 'Tu pase' })
    await pase.getByText('Familia López Martínez').waitFor()
    await pase.getByText('Boda de Mariana y Alejandro').waitFor()
    await pase.getByText('Sábado, 1 de noviembre de 2025').waitFor()
    expect(await page.locator('main').innerText()).not.toContain('002')
    await expect(
      page.getByRole('button', { name: /Modificar|Enviar Respuesta/ }).count(),
    ).resolves.toBe(0)
    await expect(page.getByRole('textbox').count()).resolves.toBe(0)
    await pase.screenshot({ path: path.join(screenshotDir, 'pase-read-only.png') })
    // an event's photo the page replaces while it loads is aborted: no failure while none ends broken
    expect(await withoutBenignImageAborts(page, problems)).toEqual({
      consoleErrors: [],
      failedRequests: [],
    })
    await page.close()

    // a token nobody holds: said in Spanish, and nothing else shown
    const unknown = await browser.newPage({ viewport: viewports.phone })
    const unknownProblems = watchProblems(unknown)
    await unknown.goto(`${siteUrl()}/rsvp?pase=no-such-pase-token-0000000`, {
      waitUntil: 'networkidle',
    })
    await unknown
      .getByRole('alert')
      .getByText(
        'No encontramos este pase. Revisa que el enlace esté completo o pide uno nuevo a los novios.',
      )
      .waitFor()
    await expect(unknown.getByRole('region', { name: 'Tu pase' }).count()).resolves.toBe(0)
    expect(unknownProblems).toEqual({ consoleErrors: [], failedRequests: [] })
    await unknown.close()
  })

  it('passes axe with the pase open, and on the pase its QR opens, at a phone width', async () => {
    await showTables(true)
    // axe goes in as an inline script, which the site's Content-Security-Policy refuses
    const context = await browser.newContext({ viewport: viewports.phone, bypassCSP: true })
    const page = await context.newPage()
    await page.goto(`${siteUrl()}/rsvp?invitation=002`, { waitUntil: 'networkidle' })
    await (await openPase(page)).getByRole('button', { name: 'Guardar pase' }).waitFor()
    const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
    await page.addScriptTag({ content: await readFile(axePath, 'utf8') })
    const violations = await page.evaluate(async () => {
      const { violations } = await (
        window as unknown as { axe: typeof import('axe-core') }
      ).axe.run('.invitation-card')
      return violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)
    })
    expect(violations).toEqual([])

    // the read-only pase its QR opens
    await page.goto(paseLink(await paseTokenOf('002'), siteUrl()), {
      waitUntil: 'networkidle',
    })
    await page.getByRole('region', { name: 'Tu pase' }).getByText('2 pases').waitFor()
    await page.addScriptTag({ content: await readFile(axePath, 'utf8') })
    const opened = await page.evaluate(async () => {
      const { violations } = await (
        window as unknown as { axe: typeof import('axe-core') }
      ).axe.run('#rsvp')
      return violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)
    })
    expect(opened).toEqual([])
    await context.close()
  })

  it('shows no table while the couple keeps the tables hidden', async () => {
    await showTables(false)
    const { page, card } = await openLink('002', 'Familia López Martínez')
    const pase = await openPase(page)
    await pase.getByText('2 pases').waitFor()
    await expect(card.getByText('Mesa 1').count()).resolves.toBe(0)
    await expect(pase.getByText('Mesa', { exact: true }).count()).resolves.toBe(0)
    await page.close()
  })

  it('shows no pase on an unanswered invitation (001)', async () => {
    // another browser test may have answered 001 already: the seed's unanswered 001 is wanted here
    await clearAnswer('001')
    const { page, card } = await openLink('001', 'Familia García Hernández')
    await card.getByRole('radio', { name: 'No podré asistir' }).waitFor()
    await expect(page.getByRole('button', { name: 'Ver mi pase' }).count()).resolves.toBe(0)
    await expect(page.getByRole('region', { name: 'Tu pase' }).count()).resolves.toBe(0)
    await page.close()
  })
})

describe('a personal link answered', () => {
  // unanswered in the seed; put back after the test, for the other browser tests
  const humanKey = '008'
  afterAll(() => clearAnswer(humanKey))

  it('still shows the family’s card 3 s after saving, with «Ver mi pase», and no toast over the header', async () => {
    await clearAnswer(humanKey)
    const page = await browser.newPage({ viewport: viewports.phone })
    // the page's timers on a clock the test moves: the spec's 2 s reset would fire within 3 s
    await page.clock.install()
    await page.goto(`${siteUrl()}/rsvp?invitation=${humanKey}`, {
      waitUntil: 'networkidle',
    })
    const card = page.getByRole('region', { name: 'Familia Castillo Vega' })
    await card.getByRole('combobox', { name: /Número de personas/ }).selectOption('2 personas')
    await card.getByRole('button', { name: 'Enviar Respuesta' }).click()
    const saved = page.locator('.toast', { hasText: '¡Respuesta guardada exitosamente!' })
    await saved.waitFor()

    // toasts start below the header as it stands at 390 px, never over it
    const header = await page.locator('header.site-header').boundingBox()
    const toast = await saved.boundingBox()
    expect(header && toast).toBeTruthy()
    expect(toast!.y).toBeGreaterThanOrEqual(Math.max(0, header!.y + header!.height))

    await page.clock.runFor(3000)
    await card.getByText('Confirmaste asistencia para 2 personas').waitFor()
    const paseButton = card.getByRole('button', { name: 'Ver mi pase' })
    await expect(paseButton.isVisible()).resolves.toBe(true)
    await expect(page.getByText('Puedes buscar otra invitación').count()).resolves.toBe(0)
    expect(new URL(page.url()).search).toBe(`?invitation=${humanKey}`)
    await expect(paseButton.evaluate((button) => button === document.activeElement)).resolves.toBe(
      true,
    )
    await page.screenshot({ path: path.join(screenshotDir, 'pase-after-saving.png') })

    const pase = await openPase(page)
    await pase.getByText('Boda de Mariana y Alejandro').waitFor()
    await pase.getByText('Sábado, 1 de noviembre de 2025').waitFor()
    await page.close()
  })
})
