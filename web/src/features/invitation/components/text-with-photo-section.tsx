import Box from '@mui/material/Box'
import type { SectionOf } from '../../../content/page-sections'
import { ContentImage } from '../../../components/content-image'
import { RichText } from '../../../components/rich-text'
import { Section } from '../../../components/section'

export type TextWithPhotoSectionProps = { id: string; section: SectionOf<'sectionTextWithPhoto'> }

/** «Texto con foto»: a title, a text and a photo beside it (above it on a phone). */
export function TextWithPhotoSection({ id, section }: TextWithPhotoSectionProps) {
  const photoFirst = section.photoSide === 'left'
  return (
    <Section id={id} title={section.title} maxWidth="md">
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {section.photo && (
          <ContentImage
            image={section.photo}
            width={420}
            sizes="(min-width: 900px) 420px, calc(100vw - 32px)"
            sx={{
              width: '100%',
              borderRadius: 2,
              aspectRatio: '4 / 5',
              objectFit: 'cover',
              order: { md: photoFirst ? 0 : 1 },
            }}
          />
        )}
        <Box>
          <RichText value={section.text} />
        </Box>
      </Box>
    </Section>
  )
}
