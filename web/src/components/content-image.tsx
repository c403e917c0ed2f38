import { styled, type SxProps, type Theme } from '@mui/material/styles'
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image'

export type ContentImageProps = Omit<ResponsiveImageProps, 'className' | 'style'> & {
  sx?: SxProps<Theme>
}

const StyledImage = styled(ResponsiveImage)({ display: 'block', maxWidth: '100%', height: 'auto' })

/** `ResponsiveImage` styled with MUI's `sx`, for sections already built with MUI. */
export function ContentImage({ sx, ...props }: ContentImageProps) {
  return <StyledImage {...props} sx={sx} />
}
