import { createRequire } from 'node:module'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, viewports, watchProblems } from './support/browser'
import { coupleApi, signIn, type CoupleApi, type ListedInvitation } from './support/couple-api'
import {
  cameraJpegWithGps,
  hasExifSegment,
  heicPhoto,
  pngWithTransparency,
} from './support/photo-fixtures'
import { siteUrl } from './support/site-url'

type CouplePhoto = { id: string; human_key: string; width: number; height: number; bytes: number }
type PhotoSettings = {
  uploads_open_from: string | null
  uploads_open_until: string | null
  quota_per_invitation: number
  auto_approve: boolean
  gallery_visible: boolean
}

/** Shows or hides the guests' gallery, leaving the couple's other photo settings as they are. */
async function showGallery(visible: boolean) {
  const settings = (await couple.call('couple_photo_settings', {})) as PhotoSettings
  await couple.call('couple_set_photo_settings', {
    p_uploads_open_from: settings.uploads_open_from as string,
    p_uploads_open_until: settings.uploads_open_until as string,
    p_quota_per_invitation: settings.quota_per_invitation,
    p_auto_approve: settings.auto_approve,
    p_gallery_visible: visible,
  })
}

let browser: Browser
let couple: CoupleApi

beforeAll(async () => {
  browser = await launchBrowser()
  couple = await coupleApi()
})

afterAll(async () => {
  await browser?.close()
})

/** A family that confirmed it comes, as the couple's list has it (the demo data has several). */
async function confirmedFamily(skip: string[] = []): Promise<ListedInvitation> {
  const rows = (await couple.call('couple_invitations', {})) as ListedInvitation[]
  const family = rows
    .filter((row) => row.will_attend === true && !skip.includes(row.human_key))
    .sort((a, b) => b.human_key.localeCompare(a.human_key))[0]
  if (!family) throw new Error('no confirmed family in the demo data')
  return family
}

/** The family's photos as the couple sees them in the database. */
async function storedPhotosOf(humanKey: string): Promise<CouplePhoto[]> {
  const rows = (await couple.call('couple_photos', {})) as CouplePhoto[]
  return rows.filter((row) => row.human_key === humanKey)
}

/** The stored originals' bytes, through the couple's signed URLs. */
async function storedFiles(ids: string[]): Promise<Buffer[]> {
  const token = await signIn()
  const response = await fetch(`${siteUrl()}/functions/v1/photos/couple-urls`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ photoIds: ids, size: 'full' }),
  })
  const { urls } = (await response.json()) as { urls: Record<string, string> }
  return Promise.all(
    ids.map(async (id) => Buffer.from(await (await fetch(urls[id]!)).arrayBuffer())),
  )
}

const photoList = (page: Page) =>
  page.getByRole('region', { name: 'Enviándose desde este teléfono' })
/** Waits until a photo of the queue shows `state`; if it never does, says what the list showed. */
async function waitForState(page: Page, name: string, state: string, timeout = 30_000) {
  const item = photoList(page).getByRole('listitem').filter({ hasText: name })
  try {
    await item.getByRole('status').getByText(state).waitFor({ timeout })
  } catch {
    const shown = await photoList(page)
      .innerText({ timeout: 1000 })
      .catch(() => '(no list)')
    throw new Error(`${name} never showed «${state}»; the list showed:\n${shown}`)
  }
}

describe('a confirmed family shares its photos from /fotos', () => {
  it('uploads a 24 MP JPEG with GPS, a HEIC and a PNG through a dropped signal: each stored once, as JPEG, ≤ 2560 px, without GPS', async () => {
    const family = await confirmedFamily()
    const before = (await storedPhotosOf(family.human_key)).length
    const context = await browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    const problems = watchProblems(page)
    await page.goto(`${siteUrl()}/fotos?invitation=${family.human_key}`)
    await page.getByText(`Invitación ${family.human_key}`).waitFor()
    const files = [await cameraJpegWithGps(), await heicPhoto(), await pngWithTransparency()]
    await page.locator('input[type=file]').setInputFiles(files)

    // the first is stored; then the signal drops in the middle of the batch
    await waitForState(page, files[0]!.name, 'Guardada, pendiente de aprobación')
    await context.setOffline(true)
    await waitForState(page, files[1]!.name, 'En cola: se enviará en cuanto haya señal')
    await context.setOffline(false)
    for (const file of files) {
      await waitForState(page, file.name, 'Guardada, pendiente de aprobación')
    }

    const stored = await storedPhotosOf(family.human_key)
    expect(stored).toHaveLength(before + 3)
    const newest = stored.slice(0, 3)
    for (const bytes of await storedFiles(newest.map((photo) => photo.id))) {
      const meta = await sharp(bytes).metadata()
      expect(meta.format).toBe('jpeg')
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2560)
      expect(meta.exif).toBeUndefined()
      expect(hasExifSegment(bytes)).toBe(false)
    }
    expect(newest.map((photo) => Math.max(photo.width, photo.height)).sort()).toEqual(
      [1200, 2560, 461].sort(),
    )

    // a reload sends nothing again: the family's list has the three, the queue is empty
    await page.reload()
    await page.getByRole('heading', { name: 'Fotos de tu familia' }).waitFor()
    await page.getByRole('button', { name: `Borrar la foto ${before + 3}` }).waitFor()
    expect(await storedPhotosOf(family.human_key)).toHaveLength(before + 3)
    // the only failed requests are the ones made while offline
    expect(
      problems.consoleErrors.filter(
        (error) => !/ERR_INTERNET_DISCONNECTED|Failed to load/.test(error),
      ),
    ).toEqual([])
    await context.close()
  })

  it('asks for the number once on a table’s QR, remembers it, and passes axe at a phone width', async () => {
    const family = await confirmedFamily()
    const context = await browser.newContext({ viewport: viewports.phone, bypassCSP: true })
    const page = await context.newPage()
    await page.goto(`${siteUrl()}/fotos`)
    expect(await page.locator('html').getAttribute('lang')).toBe('es')
    const box = page.getByRole('textbox', { name: 'Número de invitación' })
    await box.fill('ZZ9')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await page.getByText('No encontramos esa invitación. Revisa el número.').waitFor()
    await box.fill(family.human_key)
    await box.press('Enter')
    await page.getByRole('button', { name: 'Elegir o tomar fotos' }).waitFor()
    await page.goto(`${siteUrl()}/fotos`)
    await page.getByText(`Invitación ${family.human_key}`).waitFor()
    const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
    await page.addScriptTag({ content: await readFile(axePath, 'utf8') })
    const violations = await page.evaluate(async () => {
      const { violations } = await (
        window as unknown as { axe: typeof import('axe-core') }
      ).axe.run('#fotos')
      return violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)
    })
    expect(violations).toEqual([])
    await context.close()
  })

  it('shows a confirmed family’s personal link a «Comparte tus fotos» link to /fotos with its number', async () => {
    const family = await confirmedFamily()
    const context = await browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    await page.goto(`${siteUrl()}/rsvp?invitation=${family.human_key}`)
    const link = page.getByRole('link', { name: 'Comparte tus fotos' })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe(`/fotos?invitation=${family.human_key}`)
    await context.close()
  })

  it('shows guests no gallery until the couple shows it, then the approved photos; a family deletes its own', async () => {
    const family = await confirmedFamily()
    await showGallery(false)
    const context = await browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    try {
      const galleryAnswer = page.waitForResponse((response) =>
        response.url().endsWith('/functions/v1/photos/gallery'),
      )
      await page.goto(`${siteUrl()}/fotos?invitation=${family.human_key}`)
      await galleryAnswer
      await page.getByRole('heading', { name: 'Fotos de tu familia' }).waitFor()
      expect(await page.getByRole('heading', { name: 'Las fotos de la boda' }).count()).toBe(0)

      const png = await pngWithTransparency()
      await page
        .locator('input[type=file]')
        .setInputFiles([{ ...png, name: 'para-la-galeria.png' }])
      await waitForState(page, 'para-la-galeria.png', 'Guardada, pendiente de aprobación')
      const [newest] = await storedPhotosOf(family.human_key)
      await couple.call('couple_set_photo_status', { p_photo_id: newest!.id, p_status: 'approved' })
      await showGallery(true)

      await page.reload()
      const gallery = page.getByRole('region', { name: 'Las fotos de la boda' })
      const shown = gallery.getByRole('img').first()
      await shown.waitFor()
      // the thumbnail itself loads (the page's policy lets Storage's signed URL in)
      await page.waitForFunction(
        (element) =>
          element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
        await shown.elementHandle(),
      )

      // «Borrar» takes one photo off the family's list and out of storage
      const own = page.getByRole('region', { name: 'Fotos de tu familia' })
      const deleteButtons = own.getByRole('button', { name: /^Borrar la foto/ })
      const count = await deleteButtons.count()
      const storedBefore = (await storedPhotosOf(family.human_key)).length
      await deleteButtons.first().click()
      await own
        .getByRole('button', { name: `Borrar la foto ${count}` })
        .waitFor({ state: 'detached' })
      expect(await storedPhotosOf(family.human_key)).toHaveLength(storedBefore - 1)
    } finally {
      await showGallery(false)
      await context.close()
    }
  })
})
