import type { CSSProperties } from 'react'
import { imageSources, type ContentImage } from '../content/image-url'

export type ResponsiveImageProps = {
  image: ContentImage | null | undefined
  /** The widest the slot ever gets, in CSS pixels. */
  width: number
  /** The slot's width per viewport, as in `<img sizes>`; by default the viewport up to `width`. */
  sizes?: string
  /** Above-the-fold images load at once and first; everything else waits until it is near. */
  priority?: boolean
  decorative?: boolean
  className?: string
  style?: CSSProperties
}

/** A content photo that fetches only the copy its slot and screen need, and never shifts the page. */
export function ResponsiveImage({
  image,
  width,
  sizes,
  priority,
  decorative,
  className,
  style,
}: ResponsiveImageProps) {
  const sources = imageSources(image, width, sizes)
  if (!sources) return null
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sources.sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={decorative ? '' : (image?.alt ?? '')}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  )
}
