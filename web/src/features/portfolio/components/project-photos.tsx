import Box from '@mui/material/Box'
import { ContentImage } from '../../../components/content-image'
import type { PortfolioProjectQueryResult } from '../../../content/sanity.types'
import { portfolioLabels } from '../labels'

export type ProjectPhotosProps = {
  images: NonNullable<PortfolioProjectQueryResult>['images']
}

/** The query already keeps only the first three photos, as the spec asks. */
export function ProjectPhotos({ images }: ProjectPhotosProps) {
  if (!images?.length) return null
  return (
    <Box
      component="ul"
      aria-label={portfolioLabels.photos}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {images.map((image) => (
        <li key={image._key}>
          <ContentImage
            image={image}
            width={570}
            sizes="(min-width: 1200px) 374px, (min-width: 600px) calc(33.4vw - 26px), calc(100vw - 32px)"
            sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 1 }}
          />
        </li>
      ))}
    </Box>
  )
}
