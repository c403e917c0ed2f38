import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { SectionOf } from '../../../content/page-sections'
import { ContentImage } from '../../../components/content-image'

export type InvitationBannerProps = { banner: SectionOf<'sectionBanner'>['banner'] }

export function InvitationBanner({ banner }: InvitationBannerProps) {
  if (!banner) return null
  return (
    <Box
      component="section"
      id="rsvp"
      aria-labelledby="rsvp-title"
      sx={{
        position: 'relative',
        color: '#fff',
        textAlign: 'center',
        overflow: 'hidden',
        scrollMarginTop: 72,
      }}
    >
      <ContentImage
        image={banner.background}
        width={1600}
        // Covering a band about 380px tall, the photo is never narrower than 870px.
        sizes="(max-width: 870px) 870px, 100vw"
        decorative
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'rgba(40, 22, 22, 0.55)',
          px: 2,
          py: { xs: 10, md: 14 },
        }}
      >
        <Typography variant="h2" id="rsvp-title" sx={{ maxWidth: 760, mx: 'auto' }}>
          {banner.heading}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ mt: 2, fontSize: '1.5rem' }}>
          {banner.dateLine}
        </Typography>
      </Box>
    </Box>
  )
}
