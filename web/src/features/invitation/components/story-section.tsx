import type { SectionOf } from '../../../content/page-sections'
import { Section } from '../../../components/section'
import { StoryBlocks } from './story-blocks'

export type StorySectionProps = { story: SectionOf<'sectionStory'>['story'] }

export function StorySection({ story }: StorySectionProps) {
  if (!story) return null
  return (
    <Section id="story" title={story.title} subtitle={story.subtitle} maxWidth="md">
      <StoryBlocks blocks={story.blocks} />
    </Section>
  )
}
