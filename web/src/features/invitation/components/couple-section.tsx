import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { SectionOf } from '../../../content/page-sections'
import { ContentImage } from '../../../components/content-image'

export type CoupleSectionProps = { couple: SectionOf<'sectionCouple'>['couple'] }

export function CoupleSection({ couple }: CoupleSectionProps) {
  if (!couple) return null
  return (
    <Box
      component="section"
      id="pareja"
      aria-label={couple.quote ?? undefined}
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 }, px: 2 }}
    >
      <Box
        sx={{
          maxWidth: 1000,
          mx: 'auto',
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <ContentImage
          image={couple.photo}
          width={870}
          sizes="(min-width: 1032px) 581px, (min-width: 900px) calc(60vw - 38px), calc(100vw - 32px)"
          sx={{ width: '100%', borderRadius: 2 }}
        />
        <Typography
          variant="h2"
          component="p"
          sx={{
            fontStyle: 'italic',
            textAlign: { xs: 'center', md: 'left' },
            color: 'primary.main',
          }}
        >
          {couple.quote}
        </Typography>
      </Box>
    </Box>
  )
}
