import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photoScreenPath } from '../../web/src/config/paths'
import { fakeJpeg, sendPhoto, type PhotosSite } from '../support/photos-contract'
import { launchBrowser } from './support/browser'
import { coupleApi } from './support/couple-api'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

// the guests' calls, as their page makes them
const site = () =>
  ({ baseUrl: siteUrl(), functionUrl: `${siteUrl()}/functions/v1/photos` }) as PhotosSite

const tv = { width: 1920, height: 1080 }

/** Every address the page asks for, to check that the key never travels in one. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

describe("the venue's TV at /fotos/pantalla", () => {
  it('shows a photo within 15 s of the couple approving it, and drops it once they hide it', async () => {
    const couple = await coupleApi()
    const { key } = (await couple.call('couple_new_screen_key', {})) as { key: string }
    const sent = await sendPhoto(site(), '006', fakeJpeg(60_000), fakeJpeg(6_000))
    expect(sent.status).toBe('pending')

    const page = await browser.newPage({ viewport: tv })
    const urls = requestedUrls(page)
    await page.goto(`${siteUrl()}${photoScreenPath}#${key}`)
    // the upload QR in its corner, with the public site's /fotos
    const qr = page.getByRole('complementary', { name: /^Comparte tus fotos/ })
    await qr.getByRole('img', { name: /^Código QR de http.*\/fotos$/ }).waitFor()
    await page.getByRole('button', { name: 'Pantalla completa' }).waitFor()
    const shown = page.locator(`img[data-photo-id="${sent.photoId}"]`)
    expect(await shown.count()).toBe(0)

    await couple.call('couple_set_photo_status', { p_photo_id: sent.photoId, p_status: 'approved' })
    const approved = Date.now()
    await shown.waitFor({ timeout: 15_000 })
    expect(Date.now() - approved).toBeLessThan(15_000)
    expect(await shown.getAttribute('alt')).toBe('Una foto de la boda')

    await couple.call('couple_set_photo_status', { p_photo_id: sent.photoId, p_status: 'hidden' })
    await shown.waitFor({ state: 'detached', timeout: 15_000 })

    expect(urls.filter((url) => url.includes(key))).toEqual([])
    await page.close()
  })

  it('says in Spanish when the link has no key or a wrong one', async () => {
    const page = await browser.newPage({ viewport: tv })
    await page.goto(`${siteUrl()}${photoScreenPath}`)
    await page
      .getByRole('status')
      .getByText(/^Falta la clave de esta pantalla/)
      .waitFor()

    await page.goto(`${siteUrl()}${photoScreenPath}#una-clave-que-no-es-la-de-los-novios`)
    await page.reload()
    await page
      .getByRole('status')
      .getByText(/^Esta clave de pantalla no es válida/)
      .waitFor()
    expect(await page.getByRole('complementary').count()).toBe(0)
    await page.close()
  })
})
