import Box from '@mui/material/Box'
import { galleryQuery, layoutQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { ContentImage } from '../../../components/content-image'
import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'

export default function GalleryPage() {
  const { settings } = useContent(layoutQuery)
  const gallery = useContent(galleryQuery)
  return (
    <>
      <PageHeader title={settings?.pageTitles?.gallery} />
      <Section>
        <Box
          component="ul"
          aria-label={gallery?.title ?? undefined}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          }}
        >
          {gallery?.images?.map((image, index) => (
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
    </>
  )
}
