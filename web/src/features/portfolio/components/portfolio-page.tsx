import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'
import { portfolioProjectsQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { portfolioTitle } from '../labels'
import { MasonryGrid, type MasonryLayout } from './masonry-grid'

export type PortfolioPageProps = { layout: MasonryLayout }

export function PortfolioPage({ layout }: PortfolioPageProps) {
  const projects = useContent(portfolioProjectsQuery)
  return (
    <>
      <PageHeader title={portfolioTitle} />
      <Section maxWidth={layout === 'wide' ? 'md' : 'lg'}>
        <MasonryGrid projects={projects} layout={layout} />
      </Section>
    </>
  )
}
