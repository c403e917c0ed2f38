import type { HomePageQueryResult } from '../../../content/sanity.types'
import { Section } from '../../../components/section'
import { StoryBlocks } from './story-blocks'

export type StorySectionProps = { story: HomePageQueryResult['story'] }

export function StorySection({ story }: StorySectionProps) {
  if (!story) return null
  return (
    <Section id="story" title={story.title} subtitle={story.subtitle} maxWidth="md">
      <StoryBlocks blocks={story.blocks} />
    </Section>
  )
}
