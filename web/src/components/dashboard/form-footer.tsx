import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { FormError } from '../form-error'

export type FormFooterProps = {
  /** the submit button's label */
  label: string
  error: string | null
  busy: boolean
  /** buttons after the submit one, such as «Cancelar» */
  children?: ReactNode
}

/** The end of a dashboard form: why the last save failed, then its submit button, off while busy. */
export function FormFooter({ label, error, busy, children }: FormFooterProps) {
  return (
    <>
      <FormError error={error} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
          {label}
        </Button>
        {children}
      </Box>
    </>
  )
}
