import Box from '@mui/material/Box'
import type { SectionOf } from '../../../content/page-sections'
import { ContentImage } from '../../../components/content-image'
import { RichText } from '../../../components/rich-text'
import { Section } from '../../../components/section'

export type IntroSectionProps = { intro: SectionOf<'sectionIntro'>['intro'] }

export function IntroSection({ intro }: IntroSectionProps) {
  if (!intro) return null
  return (
    <Section id="couple" title={intro.title} maxWidth="md">
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: intro.photo ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          },
        }}
      >
        {intro.photo && (
          <ContentImage
            image={intro.photo}
            width={400}
            sizes="(min-width: 432px) 400px, calc(100vw - 32px)"
            sx={{
              borderRadius: '50%',
              width: '100%',
              maxWidth: 400,
              mx: 'auto',
              aspectRatio: '1',
              objectFit: 'cover',
            }}
          />
        )}
        <Box sx={{ textAlign: { xs: 'center', md: 'left' } }}>
          <RichText value={intro.text} />
        </Box>
      </Box>
    </Section>
  )
}
