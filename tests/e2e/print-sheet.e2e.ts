import { execFile, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { invitationLink } from '../../web/src/lib/guest-list/invitation-link'
import { launchBrowser, saveScreenshot, screenshotDir, viewports } from './support/browser'
import { coupleApi, deleteTables } from './support/couple-api'
import { siteUrl } from './support/site-url'

const run = promisify(execFile)

let browser: Browser
let folder: string

beforeAll(async () => {
  browser = await launchBrowser()
  folder = await mkdtemp(path.join(os.tmpdir(), 'print-sheet-'))
  await mkdir(screenshotDir, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
  if (folder) await rm(folder, { recursive: true, force: true })
})

const hasZbarimg = spawnSync('zbarimg', ['--version']).status === 0

/** What a phone's camera reads in a picture of a QR code, as zbarimg (Debian zbar-tools) reads it. */
async function decodeQr(png: string): Promise<string> {
  const { stdout } = await run('zbarimg', ['--raw', '-q', png])
  return stdout.trim()
}

async function signIn(page: Page) {
  await page.getByLabel('Correo electrónico').fill(inject('couple').email)
  await page.getByLabel('Contraseña').fill(inject('couple').password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

type PrintCounting = Window & { printed?: number }

// 30 mm at CSS's 96 pixels an inch
const thirtyMillimetres = (30 / 25.4) * 96

describe('the print sheet for paper invitations', () => {
  it('prints the cards alone, and each QR code reads as its family’s own link', async () => {
    expect(
      hasZbarimg,
      'zbarimg is missing: install Debian’s zbar-tools (apt-get install -y zbar-tools), as .ci/run does',
    ).toBe(true)
    // twice the pixels, so every module of a code is several pixels of the screenshot
    const page = await browser.newPage({ viewport: viewports.desktop, deviceScaleFactor: 2 })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page)
    const table = page.getByRole('table', { name: 'Invitaciones' })
    await table.waitFor()
    const keys = await table
      .locator('tbody tr[data-invitation]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-invitation') ?? ''))
    expect(keys.length).toBeGreaterThanOrEqual(16)

    // the browser's print dialog would wait for a person; counting the calls is enough
    await page.evaluate(() => {
      const counted = window as PrintCounting
      counted.printed = 0
      counted.print = () => void (counted.printed = (counted.printed ?? 0) + 1)
    })
    await page.getByRole('button', { name: 'Imprimir invitaciones…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Imprimir invitaciones' })
    await dialog.waitFor()
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toMatch(new RegExp(`^${keys.length} invitaciones · ${Math.ceil(keys.length / 8)} hojas$`))
    expect(await dialog.getByRole('radio', { name: 'Carta' }).isChecked()).toBe(true)
    await page.screenshot({ path: path.join(screenshotDir, 'print-sheet-screen.png') })
    await dialog.getByRole('button', { name: 'Imprimir' }).click()
    expect(await page.evaluate(() => (window as PrintCounting).printed)).toBe(1)

    // by CSS, not by role: the open dialog already hides the page beneath from the roles
    const printedAlone = {
      dashboard: page.locator('[data-tally="Invitaciones"]'),
      table: page.locator('table[aria-labelledby="novios-invitaciones"]'),
      header: page.getByText('Cerrar sesión'),
      printButton: page.getByText('Imprimir', { exact: true }),
      paperChoice: page.getByText('Papel', { exact: true }),
    }
    const visible = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(printedAlone).map(async ([name, part]) => [name, await part.isVisible()]),
        ),
      )
    const everywhere = (shown: boolean) =>
      Object.fromEntries(Object.keys(printedAlone).map((name) => [name, shown]))
    expect(await visible()).toEqual(everywhere(true))
    await page.emulateMedia({ media: 'print' })
    expect(await visible()).toEqual(everywhere(false))
    const cards = dialog.getByRole('article')
    expect(await cards.count()).toBe(keys.length)
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
    expect(first && second && second.y === first.y && second.x > first.x).toBe(true)
    await saveScreenshot(page, 'print-sheet-print')

    const decoded: string[] = []
    for (let index = 0; index < keys.length; index += 1) {
      const card = cards.nth(index)
      const key = /^Invitación (\S+) · /.exec((await card.getAttribute('aria-label')) ?? '')?.[1]
      expect(key && keys.includes(key)).toBe(true)
      await expect(card.isVisible()).resolves.toBe(true)
      const qr = card.getByRole('img', { name: `Código QR de la invitación ${key}` })
      expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(thirtyMillimetres)
      const png = path.join(folder, `invitacion-${key}.png`)
      await qr.screenshot({ path: png })
      const link = invitationLink(key!, siteUrl())
      expect(await decodeQr(png), `the QR code of ${key}`).toBe(link)
      expect(await card.locator('[data-short-link]').textContent()).toBe(
        link.replace(/^https?:\/\//, ''),
      )
      decoded.push(key!)
    }
    expect(decoded.toSorted()).toEqual(keys.toSorted())
    await page.close()
  })

  it('lays the pages out on the paper the couple picks', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page)
    await page.getByRole('button', { name: 'Imprimir invitaciones…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Imprimir invitaciones' })
    const cards = await dialog.getByRole('article').count()
    expect(cards).toBeGreaterThanOrEqual(16)
    // what Chromium prints, at the size the sheet's @page asks for: eight cards a page
    const printed = async (paper: string) => {
      const file = path.join(screenshotDir, `print-sheet-${paper}.pdf`)
      const pdf = (await page.pdf({ path: file, preferCSSPageSize: true })).toString('latin1')
      const sizes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
        ([, width, height]) =>
          `${Math.round((Number(width) / 72) * 25.4)} × ${Math.round((Number(height) / 72) * 25.4)} mm`,
      )
      return { pages: pdf.match(/\/Type\s*\/Page\b/g)?.length, sizes: [...new Set(sizes)] }
    }
    const pages = Math.ceil(cards / 8)
    expect(await printed('letter')).toEqual({ pages, sizes: ['216 × 279 mm'] })
    await dialog.getByRole('radio', { name: 'A4' }).check()
    expect(await printed('a4')).toEqual({ pages, sizes: ['210 × 297 mm'] })
    await page.close()
  })
})

describe('the printed seating plan', () => {
  it('prints each table with its families alone, on the paper the couple picks', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page)
    await page.getByRole('table', { name: 'Invitaciones' }).waitFor()
    // the issue's seating: Mesa 1 (8) with 002, Mesa 2 (2) with 014's three, from no such tables
    const api = await coupleApi()
    await deleteTables(api, ['Mesa 1', 'Mesa 2'])
    await api.call('couple_create_table', { p_name: 'Mesa 1', p_seats: 8 })
    await api.call('couple_create_table', { p_name: 'Mesa 2', p_seats: 2 })
    await api.call('couple_seat_invitation', { p_human_key: '002', p_table_name: 'Mesa 1' })
    await api.call('couple_seat_invitation', { p_human_key: '014', p_table_name: 'Mesa 2' })
    await page.getByRole('button', { name: 'Actualizar', exact: true }).click()

    await page.getByRole('button', { name: 'Plan de mesas…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Plan de mesas' })
    const mesa1 = dialog.getByRole('region', { name: 'Mesa 1' })
    await mesa1.waitFor()
    expect(await mesa1.textContent()).toContain('Familia López Martínez (002)')
    expect(await dialog.getByRole('region', { name: 'Mesa 2' }).textContent()).toMatch(
      /Mesa 2 · 3\/2 · sobrecupo.*Familia Navarro Gil \(014\)/,
    )
    expect(await dialog.getByRole('region', { name: 'Sin mesa' }).textContent()).toContain(
      'Familia Sánchez Olvera (006)',
    )
    expect(
      await dialog
        .getByRole('img', { name: 'Plano del salón' })
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true)

    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('table[aria-labelledby="novios-invitaciones"]').isVisible()).toBe(
      false,
    )
    expect(await dialog.getByText('Papel', { exact: true }).isVisible()).toBe(false)
    expect(await mesa1.isVisible()).toBe(true)
    await saveScreenshot(page, 'seating-plan-print')
    const sizes = async () => {
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
      return [...new Set(pdf.match(/\/MediaBox\s*\[[^\]]*\]/g))]
    }
    const letter = await sizes()
    await page.emulateMedia({ media: 'screen' })
    await dialog.getByRole('radio', { name: 'A4' }).check()
    const a4 = await sizes()
    expect(letter).toHaveLength(1)
    expect(a4).toHaveLength(1)
    expect(a4).not.toEqual(letter)
    // the browser files after this one (seating.e2e.ts) start from no tables
    await deleteTables(api, ['Mesa 1', 'Mesa 2'])
    await page.close()
  })
})
