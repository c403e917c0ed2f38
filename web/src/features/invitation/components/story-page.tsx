import { layoutQuery, storyPageQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'
import { CoupleSection } from './couple-section'
import { StoryBlocks } from './story-blocks'

export default function StoryPage() {
  const { settings } = useContent(layoutQuery)
  const { story, blocks, couple } = useContent(storyPageQuery)
  return (
    <>
      <PageHeader title={settings?.pageTitles?.story} />
      <Section id="story" title={story?.title} subtitle={story?.subtitle} maxWidth="md">
        <StoryBlocks blocks={blocks} />
      </Section>
      <CoupleSection couple={couple} />
    </>
  )
}
