import Box from '@mui/material/Box'
import type { PortfolioProjectsQueryResult } from '../../../content/sanity.types'
import { portfolioLabels } from '../labels'
import { ProjectCard } from './project-card'

// Columns fill top to bottom, so the crops are chosen to even out the columns of the seven
// projects of the spec: shorter photos where a column holds more cards.
const layouts = {
  classic: {
    columns: { xs: 1, sm: 2, md: 3 },
    gap: 3,
    ratios: ['1 / 1', '5 / 4', '1 / 1', '3 / 4', '2 / 3', '4 / 5', '2 / 3'],
    sizes:
      '(min-width: 1200px) 368px, (min-width: 900px) calc(33.4vw - 32px), (min-width: 600px) calc(50vw - 36px), calc(100vw - 32px)',
  },
  wide: {
    columns: { xs: 1, sm: 2 },
    gap: 5,
    ratios: ['4 / 3', '1 / 1', '4 / 3', '1 / 1', '3 / 4', '2 / 3', '3 / 4'],
    sizes: '(min-width: 900px) 406px, (min-width: 600px) calc(50vw - 44px), calc(100vw - 32px)',
  },
} as const

export type MasonryLayout = keyof typeof layouts

export type MasonryGridProps = {
  projects: PortfolioProjectsQueryResult
  layout: MasonryLayout
}

export function MasonryGrid({ projects, layout }: MasonryGridProps) {
  const { columns, gap, ratios, sizes } = layouts[layout]
  return (
    <Box
      component="ul"
      aria-label={portfolioLabels.projects}
      sx={{ listStyle: 'none', p: 0, m: 0, columnCount: columns, columnGap: (t) => t.spacing(gap) }}
    >
      {projects.map((project, index) =>
        project.number === null ? null : (
          <Box
            component="li"
            key={project._id}
            sx={{ breakInside: 'avoid', mb: gap, display: 'inline-block', width: '100%' }}
          >
            <ProjectCard
              project={project}
              aspectRatio={ratios[index % ratios.length] ?? '1 / 1'}
              sizes={sizes}
              priority={index < 2}
            />
          </Box>
        ),
      )}
    </Box>
  )
}
