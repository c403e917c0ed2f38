import Box from '@mui/material/Box'
import type { SectionOf } from '../../../content/page-sections'
import { ContentImage } from '../../../components/content-image'
import { Section } from '../../../components/section'

export type GallerySectionProps = { gallery: SectionOf<'sectionGallery'>['gallery'] }

/** «Galería»: every photo of the gallery in a grid. */
export function GallerySection({ gallery }: GallerySectionProps) {
  if (!gallery?.images?.length) return null
  return (
    <Section>
      <Box
        component="ul"
        aria-label={gallery.title ?? undefined}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
        }}
      >
        {gallery.images.map((image, index) => (
          <li key={image._key}>
            <ContentImage
              image={image}
              width={580}
              sizes="(min-width: 1200px) 374px, (min-width: 920px) calc(33.4vw - 26px), (min-width: 624px) calc(50vw - 32px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)"
              priority={index < 2}
              sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 1 }}
            />
          </li>
        ))}
      </Box>
    </Section>
  )
}
