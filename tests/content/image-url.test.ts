import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentImage } from '../../web/src/content/image-url'

type ImageUrlModule = typeof import('../../web/src/content/image-url')

/** The module as the site sees it with or without a Sanity project configured. */
async function imageUrlModule(sanityProjectId?: string): Promise<ImageUrlModule> {
  vi.resetModules()
  vi.stubEnv('VITE_SANITY_PROJECT_ID', sanityProjectId ?? '')
  vi.stubEnv('VITE_SANITY_DATASET', sanityProjectId ? 'production' : '')
  return import('../../web/src/content/image-url')
}

afterEach(() => vi.unstubAllEnvs())

const variantWidths = [320, 640, 960, 1280, 1600]

const embeddedHero: ContentImage = {
  alt: 'Los novios',
  asset: {
    _id: 'image-abc-1600x1000-webp',
    url: '/assets/hero-1.webp',
    width: 1600,
    height: 1000,
    // deliberately unsorted: the order the dataset lists them in must not matter
    variants: [...variantWidths]
      .reverse()
      .map((width) => ({ width, url: `/assets/hero-1-${width}w.webp` })),
  },
}

const sanityPhoto = (width: number, height: number, crop?: ContentImage['crop']) =>
  ({
    alt: 'Foto',
    crop,
    hotspot: { x: 0.5, y: 0.5, width: 0.3, height: 0.3 },
    asset: {
      _id: `image-0123456789abcdef-${width}x${height}-jpg`,
      url: `https://cdn.sanity.io/images/demo/production/0123456789abcdef-${width}x${height}.jpg`,
      width,
      height,
      variants: null,
    },
  }) satisfies ContentImage

const candidates = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ')
    return { url: new URL(url, 'https://example.com'), width: Number.parseInt(descriptor) }
  })

describe('responsive image sources with the embedded dataset', () => {
  it('offers every copy the build made, narrowest first, up to 3x the slot', async () => {
    const { imageSources } = await imageUrlModule()
    const sources = imageSources(embeddedHero, 1600, '100vw')
    expect(sources?.srcSet).toBe(
      variantWidths.map((width) => `/assets/hero-1-${width}w.webp ${width}w`).join(', '),
    )
    expect(sources?.sizes).toBe('100vw')
    expect(sources?.src).toBe('/assets/hero-1-1600w.webp')

    const thumbnail = imageSources(embeddedHero, 300)
    expect(candidates(thumbnail?.srcSet).map((candidate) => candidate.width)).toEqual([
      320, 640, 960,
    ])
    expect(thumbnail?.src).toBe('/assets/hero-1-320w.webp')
    expect(thumbnail?.sizes).toBe('(max-width: 300px) 100vw, 300px')
  })

  it('gives width and height in the photo’s aspect so the page does not shift', async () => {
    const { imageSources } = await imageUrlModule()
    expect(imageSources(embeddedHero, 800)).toMatchObject({ width: 800, height: 500 })
    expect(imageSources(embeddedHero, 333)).toMatchObject({ width: 333, height: 208 })
  })

  it('falls back to the single file when an asset has no copies', async () => {
    const { imageSources } = await imageUrlModule()
    const single = { ...embeddedHero, asset: { ...embeddedHero.asset!, variants: null } }
    expect(imageSources(single, 800)).toMatchObject({
      src: '/assets/hero-1.webp',
      srcSet: undefined,
    })
    expect(imageSources({ alt: null, asset: null }, 800)).toBeUndefined()
  })

  it('describes the preload of exactly what the <img> will pick', async () => {
    const { imagePreloadAttributes, imageSources } = await imageUrlModule()
    const sources = imageSources(embeddedHero, 1600, '100vw')
    expect(imagePreloadAttributes(embeddedHero, 1600, '100vw')).toEqual({
      href: sources?.src,
      imageSrcSet: sources?.srcSet,
      imageSizes: '100vw',
    })
    expect(imagePreloadAttributes(null, 1600)).toBeUndefined()
  })
})

describe('responsive image sources with Sanity', () => {
  it('asks the CDN for each width of the ladder in the best format the browser takes', async () => {
    const { imageSources } = await imageUrlModule('demo')
    const sources = imageSources(sanityPhoto(4000, 3000), 1600, '100vw')
    const offered = candidates(sources?.srcSet)
    expect(offered.map((candidate) => candidate.width)).toEqual([320, 640, 960, 1280, 1600, 1920])
    for (const { url, width } of offered) {
      expect(url.hostname).toBe('cdn.sanity.io')
      expect(url.searchParams.get('w')).toBe(String(width))
      expect(url.searchParams.get('auto')).toBe('format')
      expect(url.searchParams.get('fit')).toBe('max')
    }
    expect(new URL(sources!.src).searchParams.get('w')).toBe('1600')
  })

  it('never asks for a copy wider than the photo', async () => {
    const { imageSources } = await imageUrlModule('demo')
    const offered = candidates(imageSources(sanityPhoto(1000, 800), 1600)?.srcSet)
    expect(offered.map((candidate) => candidate.width)).toEqual([320, 640, 960, 1000])
  })

  it('applies the editor’s crop to the URLs and to the aspect of width and height', async () => {
    const { imageSources } = await imageUrlModule('demo')
    const cropped = sanityPhoto(2000, 1000, { top: 0, bottom: 0, left: 0.25, right: 0.25 })
    const sources = imageSources(cropped, 500)
    expect(sources).toMatchObject({ width: 500, height: 500 })
    expect(new URL(sources!.src).searchParams.get('rect')).toBe('500,0,1000,1000')
    expect(candidates(sources?.srcSet).at(-1)?.width).toBe(1000)
  })
})

describe('sizes for a photo that covers the screen', () => {
  it('asks for the width the photo is drawn at on a tall screen, not just the viewport', async () => {
    const { coverSizes } = await imageUrlModule()
    expect(coverSizes(embeddedHero)).toBe('max(100vw, 160vh)')
  })

  it('follows the crop Sanity applies', async () => {
    const { coverSizes } = await imageUrlModule('demo123')
    expect(
      coverSizes(sanityPhoto(2000, 1000, { left: 0.25, right: 0.25, top: 0, bottom: 0 })),
    ).toBe('max(100vw, 100vh)')
  })

  it('falls back to the viewport when the photo has no known size', async () => {
    const { coverSizes } = await imageUrlModule()
    expect(coverSizes({ alt: null, asset: null })).toBe('100vw')
  })
})
