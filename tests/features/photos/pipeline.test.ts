import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { isBlank } from '../../../web/src/features/photos/pipeline/blank'
import { isHeifHeader } from '../../../web/src/features/photos/pipeline/file-kind'
import { sha256Hex } from '../../../web/src/features/photos/pipeline/hash'
import {
  fitWithin,
  maxCanvasPixels,
  scaleSteps,
} from '../../../web/src/features/photos/pipeline/sizes'

/** An ftyp box as phones write it: size, 'ftyp', the major brand, version, compatible brands. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const text = ['ftyp', major, '\0\0\0\0', ...compatible].join('')
  const bytes = new Uint8Array(4 + text.length)
  new DataView(bytes.buffer).setUint32(0, bytes.length)
  for (let index = 0; index < text.length; index += 1) bytes[4 + index] = text.charCodeAt(index)
  return bytes
}

describe('the photo’s size on the phone', () => {
  it('fits a 24-megapixel photo within 2560 px on its long side, keeping its shape', () => {
    expect(fitWithin({ width: 6000, height: 4000 }, 2560)).toEqual({ width: 2560, height: 1707 })
    expect(fitWithin({ width: 3000, height: 4000 }, 2560)).toEqual({ width: 1920, height: 2560 })
  })

  it('never enlarges a small photo, and never gives a side of zero', () => {
    expect(fitWithin({ width: 800, height: 600 }, 2560)).toEqual({ width: 800, height: 600 })
    expect(fitWithin({ width: 10_000, height: 1 }, 400)).toEqual({ width: 400, height: 1 })
  })

  it('scales a huge photo in halving steps, each canvas within iOS’s 16.7 MP, the target last', () => {
    const source = { width: 12_000, height: 9_000 }
    const target = fitWithin(source, 2560)
    const steps = scaleSteps(source, target)
    expect(steps.at(-1)).toEqual(target)
    expect(steps.length).toBeGreaterThan(1)
    for (const step of steps) expect(step.width * step.height).toBeLessThanOrEqual(maxCanvasPixels)
    // the first halving (6000 × 4500 = 27 MP) is over the limit and skipped
    expect(steps[0]).toEqual({ width: 3000, height: 2250 })
  })

  it('draws a photo already near its target in one step', () => {
    expect(scaleSteps({ width: 3000, height: 2000 }, { width: 2560, height: 1707 })).toEqual([
      { width: 2560, height: 1707 },
    ])
  })
})

describe('the blank check', () => {
  const pixels = (...rgba: number[][]) => new Uint8ClampedArray(rgba.flat())

  it('refuses a canvas all white or transparent', () => {
    expect(isBlank(pixels([255, 255, 255, 255], [0, 0, 0, 0], [251, 252, 255, 255]))).toBe(true)
  })

  it('keeps a canvas with one pixel of colour, even a light one', () => {
    expect(isBlank(pixels([255, 255, 255, 255], [255, 240, 255, 255]))).toBe(false)
    expect(isBlank(pixels([0, 0, 0, 255]))).toBe(false)
  })

  it('reads a real photo’s pixels: a white JPEG is blank, a photo with a dark corner is not', async () => {
    const white = await sharp({
      create: { width: 32, height: 32, channels: 4, background: '#ffffff' },
    })
      .raw()
      .toBuffer()
    expect(isBlank(new Uint8Array(white))).toBe(true)
    const corner = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#ffffff' },
    })
      .composite([
        {
          input: { create: { width: 4, height: 4, channels: 3, background: '#202020' } },
          left: 0,
          top: 0,
        },
      ])
      .ensureAlpha()
      .raw()
      .toBuffer()
    expect(isBlank(new Uint8Array(corner))).toBe(false)
  })
})

describe('telling a HEIC by its bytes', () => {
  it('knows an iPhone’s heic, a mif1 photo and an Android heix', () => {
    expect(isHeifHeader(ftyp('heic', ['mif1', 'heic']))).toBe(true)
    expect(isHeifHeader(ftyp('mif1', ['heic']))).toBe(true)
    expect(isHeifHeader(ftyp('heix', []))).toBe(true)
  })

  it('does not take a JPEG, an AVIF, a video or a short file for one', async () => {
    const jpeg = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#808080' },
    })
      .jpeg()
      .toBuffer()
    expect(isHeifHeader(new Uint8Array(jpeg))).toBe(false)
    expect(isHeifHeader(ftyp('avif', ['avif', 'miaf']))).toBe(false)
    expect(isHeifHeader(ftyp('isom', ['mp41']))).toBe(false)
    expect(isHeifHeader(new Uint8Array([0, 0, 0, 8]))).toBe(false)
  })
})

describe('the photo’s hash', () => {
  it('is the SHA-256 of the JPEG’s bytes in 64 lowercase hex digits', async () => {
    const jpeg = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer()
    const hex = await sha256Hex(new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }))
    expect(hex).toMatch(/^[0-9a-f]{64}$/)
    expect(hex).toBe(createHash('sha256').update(jpeg).digest('hex'))
  })
})
