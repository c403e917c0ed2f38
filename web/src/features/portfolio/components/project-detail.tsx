import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { ContentImage } from '../../../components/content-image'
import { PageHeader } from '../../../components/page-header'
import { RichText } from '../../../components/rich-text'
import { Section } from '../../../components/section'
import { portfolioProjectQuery, portfolioProjectsQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { neighbourProjects } from '../utils/neighbour-projects'
import { ProjectFacts } from './project-facts'
import { ProjectPager } from './project-pager'
import { ProjectPhotos } from './project-photos'

/** `notFound` is shown when the content has no project with that number. */
export type ProjectDetailProps = { number: number; notFound: ReactNode }

export function ProjectDetail({ number, notFound }: ProjectDetailProps) {
  const project = useContent(portfolioProjectQuery, { number })
  const projects = useContent(portfolioProjectsQuery)
  if (!project) return notFound
  const neighbours = neighbourProjects(projects, number)
  return (
    <>
      <PageHeader title={project.title} />
      <Section>
        <ContentImage
          image={project.detailImage}
          width={1152}
          sizes="(min-width: 1200px) 1152px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)"
          priority
          sx={{ width: '100%', borderRadius: 1 }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            my: { xs: 4, md: 6 },
          }}
        >
          <div>
            <RichText value={project.description} />
          </div>
          <ProjectFacts project={project} />
        </Box>
        <ProjectPhotos images={project.images} />
        {neighbours && <ProjectPager {...neighbours} />}
      </Section>
    </>
  )
}
