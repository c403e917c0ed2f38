import { createImageUrlBuilder } from '@sanity/image-url'
import { env } from '../config/env'

type Crop = { top?: number; bottom?: number; left?: number; right?: number } | null
type Hotspot = { x?: number; y?: number; height?: number; width?: number } | null

export type ContentImage = {
  alt: string | null
  crop?: Crop
  hotspot?: Hotspot
  asset: { _id: string; url: string | null; width: number | null; height: number | null } | null
}

const builder = env.sanity ? createImageUrlBuilder(env.sanity) : null

/**
 * A URL for the image at about `width` CSS pixels. Sanity's CDN resizes and picks the format;
 * the embedded dataset ships files already sized for their slot.
 */
export function imageUrl(
  image: ContentImage | null | undefined,
  width: number,
): string | undefined {
  const asset = image?.asset
  if (!image || !asset?.url) return undefined
  if (!builder) return asset.url
  return builder
    .image({
      asset: { _ref: asset._id },
      crop: image.crop ?? undefined,
      hotspot: image.hotspot ?? undefined,
    })
    .width(width)
    .fit('max')
    .auto('format')
    .url()
}

export function imageSize(image: ContentImage | null | undefined, width: number) {
  const asset = image?.asset
  if (!asset?.width || !asset.height) return { width, height: width }
  return { width, height: Math.round((width * asset.height) / asset.width) }
}
