import { createImageUrlBuilder } from '@sanity/image-url'
import { env, readsSanityProject } from '../config/env'
import { imageWidths } from './image-widths'

type Crop = { top?: number; bottom?: number; left?: number; right?: number } | null
type Hotspot = { x?: number; y?: number; height?: number; width?: number } | null

export type ImageVariant = { width: number; url: string }

export type ContentImage = {
  alt: string | null
  crop?: Crop
  hotspot?: Hotspot
  asset: {
    _id: string
    url: string | null
    width: number | null
    height: number | null
    /** Only the embedded dataset has these; Sanity's CDN resizes on request instead. */
    variants?: ImageVariant[] | null
  } | null
}

export type ImageSources = {
  src: string
  srcSet: string | undefined
  sizes: string
  width: number
  height: number
}

export type ImagePreloadAttributes = {
  href: string
  imageSrcSet: string | undefined
  imageSizes: string
}

// folded away by the bundler in a build without a Sanity project, which never needs the builder
const builder = readsSanityProject && env.sanity ? createImageUrlBuilder(env.sanity) : null

// A phone at 3x is the densest screen worth serving; wider copies would never be picked.
const maxDensity = 3

/** What `sizes` says when the caller does not: the slot is the viewport, up to `width`. */
export function defaultSizes(width: number) {
  return `(max-width: ${width}px) 100vw, ${width}px`
}

/**
 * Everything an `<img>` needs to fetch the smallest file that stays sharp in a slot at most
 * `width` CSS pixels wide: a srcset over the width ladder (never wider than the photo itself),
 * the `sizes` that tells the browser the slot's width, and width/height in the photo's aspect so
 * the page does not shift when it arrives. Sanity's CDN crops, resizes and picks AVIF or WebP per
 * browser; the embedded dataset offers the WebP copies the build made.
 */
export function imageSources(
  image: ContentImage | null | undefined,
  width: number,
  sizes: string = defaultSizes(width),
): ImageSources | undefined {
  const asset = image?.asset
  if (!image || !asset?.url) return undefined
  const candidates = builder ? sanityCandidates(image) : embeddedCandidates(image)
  const widest = candidates.findIndex((candidate) => candidate.width >= width * maxDensity)
  const offered = widest === -1 ? candidates : candidates.slice(0, widest + 1)
  const fallback = offered.find((candidate) => candidate.width >= width) ?? offered.at(-1)
  return {
    src: fallback?.url ?? asset.url,
    srcSet:
      offered.length > 1
        ? offered.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ')
        : undefined,
    sizes,
    ...imageSize(image, width),
  }
}

/** A URL for the image at about `width` CSS pixels. */
export function imageUrl(
  image: ContentImage | null | undefined,
  width: number,
): string | undefined {
  return imageSources(image, width)?.src
}

/** `width` and the height that keeps the shown photo's aspect (after Sanity's crop). */
/**
 * `sizes` for a photo that covers a full-screen box (object-fit: cover): on a tall screen it is
 * drawn wider than the viewport, as wide as the screen's height times its aspect ratio.
 */
export function coverSizes(image: ContentImage | null | undefined): string {
  const size = sourceSize(image)
  if (!size) return '100vw'
  return `max(100vw, ${Math.ceil((100 * size.width) / size.height)}vh)`
}

export function imageSize(image: ContentImage | null | undefined, width: number) {
  const source = sourceSize(image)
  if (!source) return { width, height: width }
  return { width, height: Math.round((width * source.height) / source.width) }
}

/**
 * The attributes of `<link rel="preload" as="image">` that fetch exactly the file the matching
 * `<img>` will pick, named as React's `<link>` and `preload()` spell them.
 */
export function imagePreloadAttributes(
  image: ContentImage | null | undefined,
  width: number,
  sizes?: string,
): ImagePreloadAttributes | undefined {
  const sources = imageSources(image, width, sizes)
  if (!sources) return undefined
  return { href: sources.src, imageSrcSet: sources.srcSet, imageSizes: sources.sizes }
}

function sanityCandidates(image: ContentImage): ImageVariant[] {
  const base = builder!
    .image({
      asset: { _ref: image.asset!._id },
      crop: image.crop ?? undefined,
      hotspot: image.hotspot ?? undefined,
    })
    .fit('max')
    .auto('format')
  return ladderUpTo(sourceSize(image)?.width).map((width) => ({
    width,
    url: base.width(width).url(),
  }))
}

/** The ladder's widths below the photo's own, then the photo's own if the ladder reaches it. */
function ladderUpTo(sourceWidth: number | undefined): number[] {
  if (!sourceWidth) return [...imageWidths]
  const narrower = imageWidths.filter((width) => width < sourceWidth)
  return narrower.length < imageWidths.length ? [...narrower, sourceWidth] : narrower
}

function embeddedCandidates(image: ContentImage): ImageVariant[] {
  const asset = image.asset!
  const variants = [...(asset.variants ?? [])].sort((a, b) => a.width - b.width)
  if (variants.length > 0) return variants
  return [{ width: asset.width ?? 0, url: asset.url! }]
}

function sourceSize(image: ContentImage | null | undefined) {
  const asset = image?.asset
  if (!asset?.width || !asset.height) return null
  // Only Sanity's CDN applies the crop; embedded files are served whole.
  const crop = builder ? image?.crop : null
  const keep = (start = 0, end = 0) => Math.max(0, 1 - start - end)
  const width = Math.round(asset.width * keep(crop?.left, crop?.right))
  const height = Math.round(asset.height * keep(crop?.top, crop?.bottom))
  return width > 0 && height > 0 ? { width, height } : null
}
