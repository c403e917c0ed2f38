import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { launchBrowser, viewports } from './support/browser'
import {
  cameraJpegWithGps,
  emptyPng,
  hasExifSegment,
  hasGpsTag,
  heicPhoto,
  pngWithTransparency,
  type PhotoFile,
} from './support/photo-fixtures'
import { bundlePipeline, openPipelinePage } from './support/photo-pipeline-page'

type Prepared = { jpeg: string; thumb: string; width: number; height: number; sha256: string }
type Outcome = Prepared | { refused: string }

let browser: Browser
let page: Page

beforeAll(async () => {
  await bundlePipeline()
  browser = await launchBrowser()
  page = await browser.newPage({ viewport: viewports.phone })
  await openPipelinePage(page)
})

afterAll(async () => {
  await browser?.close()
})

const prepare = (photo: PhotoFile): Promise<Outcome> =>
  page.evaluate(
    ([data, type]) =>
      (
        window as unknown as { preparePhoto: (d: string, t: string) => Promise<Outcome> }
      ).preparePhoto(data, type),
    [photo.buffer.toString('base64'), photo.mimeType] as const,
  )

async function preparedOf(
  photo: PhotoFile,
): Promise<Prepared & { bytes: Buffer; thumbBytes: Buffer }> {
  const outcome = await prepare(photo)
  if ('refused' in outcome) throw new Error(`${photo.name} refused: ${outcome.refused}`)
  return {
    ...outcome,
    bytes: Buffer.from(outcome.jpeg, 'base64'),
    thumbBytes: Buffer.from(outcome.thumb, 'base64'),
  }
}

describe('the phone prepares each photo in Chromium', () => {
  it('scales a 24-megapixel camera JPEG to 2560 px as a JPEG with no EXIF, its GPS gone', async () => {
    const camera = await cameraJpegWithGps()
    expect(hasGpsTag((await sharp(camera.buffer).metadata()).exif)).toBe(true)
    const photo = await preparedOf(camera)
    const stored = await sharp(photo.bytes).metadata()
    expect(stored.format).toBe('jpeg')
    expect([stored.width, stored.height]).toEqual([2560, 1707])
    expect([photo.width, photo.height]).toEqual([2560, 1707])
    expect(stored.exif).toBeUndefined()
    expect(hasExifSegment(camera.buffer)).toBe(true)
    expect(hasExifSegment(photo.bytes)).toBe(false)
    expect(photo.sha256).toBe(createHash('sha256').update(photo.bytes).digest('hex'))
    const thumb = await sharp(photo.thumbBytes).metadata()
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 400, 267])
  })

  it('opens a HEIC that Chromium cannot, through the decoder loaded only then', async () => {
    const before = await page.evaluate(() => performance.getEntriesByType('resource').length)
    const photo = await preparedOf(await heicPhoto())
    const stored = await sharp(photo.bytes).metadata()
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 451, 461])
    // the rainbow is colour, not a blank canvas
    const { channels } = await sharp(photo.bytes).stats()
    expect(Math.max(...channels.map((channel) => channel.max - channel.min))).toBeGreaterThan(100)
    const loaded = await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .slice(from)
          .map((entry) => entry.name),
      before,
    )
    expect(loaded.length).toBeGreaterThan(0)
  })

  it('puts a half-transparent PNG on white, as a JPEG of the same size', async () => {
    const photo = await preparedOf(await pngWithTransparency())
    const stored = await sharp(photo.bytes).metadata()
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 1200, 900])
    // At 60 % over white the darkest block is 102; drawn over black it is 0 (the pattern's noise
    // has some blocks at 0, whose inner pixels no ringing reaches). JPEG ringing between random
    // blocks took one run's darkest pixel over white to 58, so the bar sits well below that.
    const { channels } = await sharp(photo.bytes).stats()
    expect(Math.min(...channels.map((channel) => channel.min))).toBeGreaterThan(20)
  })

  it('refuses a photo that comes out blank, and a web page named .jpg, sending nothing', async () => {
    expect(await prepare(await emptyPng())).toEqual({ refused: 'blank' })
    const html = {
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<!doctype html><title>no</title>'),
    }
    expect(await prepare(html)).toEqual({ refused: 'unreadable' })
  })
})
