import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export type AuthCardProps = { heading: string; subtitle?: string; children: ReactNode }

/** The sign-in screens are template material written in English, so they say so to readers. */
export function AuthCard({ heading, subtitle, children }: AuthCardProps) {
  return (
    <Box
      lang="en"
      sx={{ bgcolor: '#f1e7df', px: 2, pt: { xs: 12, md: 16 }, pb: { xs: 6, md: 10 } }}
    >
      <title>{heading}</title>
      <Paper elevation={0} sx={{ maxWidth: 480, mx: 'auto', p: { xs: 3, sm: 5 }, borderRadius: 2 }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Typography variant="h1" sx={{ fontSize: 'clamp(2.2rem, 7vw, 3rem)' }}>
            {heading}
          </Typography>
          {subtitle && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{subtitle}</Typography>}
        </Box>
        {children}
      </Paper>
    </Box>
  )
}
