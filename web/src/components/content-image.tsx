import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { imageSize, imageUrl, type ContentImage as Image } from '../content/image-url'

export type ContentImageProps = {
  image: Image | null | undefined
  /** The widest the slot ever gets, in CSS pixels. */
  width: number
  sizes?: string
  /** Above-the-fold images load at once; everything else waits until it is near. */
  priority?: boolean
  decorative?: boolean
  sx?: SxProps<Theme>
}

export function ContentImage({ image, width, sizes, priority, decorative, sx }: ContentImageProps) {
  const src = imageUrl(image, width)
  if (!src) return null
  return (
    <Box
      component="img"
      src={src}
      alt={decorative ? '' : (image?.alt ?? '')}
      {...imageSize(image, width)}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', ...sx }}
    />
  )
}
