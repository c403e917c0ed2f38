import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

const tones = {
  light: { bgcolor: 'background.default', color: 'text.primary' },
  paper: { bgcolor: 'background.paper', color: 'text.primary' },
  tint: { bgcolor: '#f1e7df', color: 'text.primary' },
  dark: { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const

export type SectionProps = {
  id?: string
  title?: string | null
  subtitle?: string | null
  tone?: keyof typeof tones
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl'
  children: ReactNode
}

/** A full-width band of the invitation with an optional heading that names it for screen readers. */
export function Section({
  id,
  title,
  subtitle,
  tone = 'light',
  maxWidth = 'lg',
  children,
}: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ ...tones[tone], py: { xs: 6, md: 10 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth={maxWidth}>
        {title && (
          <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
            <Typography variant="h2" id={headingId}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="subtitle1" sx={{ mt: 1, opacity: 0.85 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  )
}
