import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export type SectionHeadingProps = { id: string; children: ReactNode }

export function SectionHeading({ id, children }: SectionHeadingProps) {
  return (
    <Typography id={id} variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600, mb: 1.5 }}>
      {children}
    </Typography>
  )
}
