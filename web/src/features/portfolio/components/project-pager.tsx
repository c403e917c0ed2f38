import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { portfolioLabels } from '../labels'
import type { PortfolioCardProject } from './project-card'

export type ProjectPagerProps = { previous: PortfolioCardProject; next: PortfolioCardProject }

export function ProjectPager({ previous, next }: ProjectPagerProps) {
  const links = [
    { rel: 'prev', label: portfolioLabels.previous, project: previous, align: 'start' },
    { rel: 'next', label: portfolioLabels.next, project: next, align: 'end' },
  ] as const
  return (
    <Box
      component="nav"
      aria-label={portfolioLabels.pager}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        mt: { xs: 5, md: 8 },
        pt: 3,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {links.map(({ rel, label, project, align }) => (
        <Link
          key={rel}
          component={RouterLink}
          to={`/project-single/${project.number}`}
          rel={rel}
          underline="hover"
          sx={{ textAlign: align, display: 'block' }}
        >
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {rel === 'prev' && <span aria-hidden="true">← </span>}
            {label}
            {rel === 'next' && <span aria-hidden="true"> →</span>}
          </Typography>
          <Typography component="span" variant="subtitle1" sx={{ display: 'block' }}>
            {project.title}
          </Typography>
        </Link>
      ))}
    </Box>
  )
}
