import Alert from '@mui/material/Alert'
import type { SxProps, Theme } from '@mui/material/styles'

export type FormErrorProps = { error: string | null; sx?: SxProps<Theme> }

/** Why the last change or sign-in did not go through, read out as soon as it shows; nothing otherwise. */
export function FormError({ error, sx = { my: 2 } }: FormErrorProps) {
  if (!error) return null
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {error}
    </Alert>
  )
}
