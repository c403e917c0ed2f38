import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { SectionOf } from '../../../content/page-sections'
import { ContentImage } from '../../../components/content-image'
import { Section } from '../../../components/section'

export type VerseSectionProps = { verse: SectionOf<'sectionVerse'>['verse'] }

export function VerseSection({ verse }: VerseSectionProps) {
  if (!verse) return null
  return (
    <Section id="versiculo" tone="tint">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        }}
      >
        <ContentImage
          image={verse.photo}
          width={420}
          sizes="(min-width: 1162px) 420px, (min-width: 900px) calc(40vw - 45px), (min-width: 452px) 420px, calc(100vw - 32px)"
          sx={{ borderRadius: 2, width: '100%', maxWidth: 420, mx: 'auto' }}
        />
        <Box component="figure" sx={{ m: 0, textAlign: { xs: 'center', md: 'left' } }}>
          <Typography
            component="blockquote"
            variant="subtitle1"
            sx={{ m: 0, fontSize: { xs: '1.35rem', md: '1.6rem' }, lineHeight: 1.6 }}
          >
            {verse.text}
          </Typography>
          <Typography
            component="figcaption"
            sx={{ mt: 2, fontWeight: 600, color: 'secondary.main' }}
          >
            {verse.reference}
          </Typography>
        </Box>
      </Box>
    </Section>
  )
}
