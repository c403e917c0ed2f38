import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { PortfolioProjectQueryResult } from '../../../content/sanity.types'
import { portfolioLabels } from '../labels'

export type ProjectFactsProps = { project: NonNullable<PortfolioProjectQueryResult> }

export function ProjectFacts({ project }: ProjectFactsProps) {
  const facts = [
    { label: portfolioLabels.client, value: project.client },
    { label: portfolioLabels.location, value: project.location },
    { label: portfolioLabels.date, value: project.date },
    { label: portfolioLabels.duration, value: project.duration },
    { label: portfolioLabels.tag, value: project.tag },
  ].filter((fact) => fact.value)
  return (
    <Box
      component="dl"
      aria-label={portfolioLabels.facts}
      sx={{ m: 0, p: 3, bgcolor: '#f1e7df', borderRadius: 1, alignSelf: 'start' }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
