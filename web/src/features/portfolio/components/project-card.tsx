import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { ContentImage } from '../../../components/content-image'
import type { PortfolioProjectsQueryResult } from '../../../content/sanity.types'

export type PortfolioCardProject = PortfolioProjectsQueryResult[number]

export type ProjectCardProps = {
  project: PortfolioCardProject
  /** CSS aspect ratio of the photo crop; varying it is what makes the grid a masonry. */
  aspectRatio: string
  sizes: string
  priority?: boolean
}

/** The whole card is clickable, but only the title names the link for screen readers. */
export function ProjectCard({ project, aspectRatio, sizes, priority }: ProjectCardProps) {
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        bgcolor: 'background.paper',
        borderRadius: 1,
        overflow: 'hidden',
        boxShadow: '0 2px 10px rgba(0, 0, 0, 0.08)',
        transition: 'box-shadow 200ms',
        '&:hover, &:focus-within': { boxShadow: '0 6px 20px rgba(0, 0, 0, 0.16)' },
      }}
    >
      <ContentImage
        image={project.thumbnail}
        width={570}
        sizes={sizes}
        priority={priority}
        decorative
        sx={{ width: '100%', aspectRatio, objectFit: 'cover' }}
      />
      <Box sx={{ p: 2.5, textAlign: 'center' }}>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.6rem' }}>
          <Link
            component={RouterLink}
            to={`/project-single/${project.number}`}
            color="inherit"
            underline="hover"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {project.title}
          </Link>
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{project.location}</Typography>
        <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 600 }}>
          {project.date}
        </Typography>
      </Box>
    </Box>
  )
}
