import { homePageQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { DetailsSection } from '../../details/components/details-section'
import { EventsSection } from '../../events/components/events-section'
import { VideoSection } from '../../video/components/video-section'
import { CoupleSection } from './couple-section'
import { Hero } from './hero'
import { IntroSection } from './intro-section'
import { InvitationBanner } from './invitation-banner'
import { ParentsSection } from './parents-section'
import { PhotoCarousel } from './photo-carousel'
import { StorySection } from './story-section'
import { VerseSection } from './verse-section'

export function HomePage() {
  const home = useContent(homePageQuery)
  return (
    <>
      <Hero hero={home.hero} />
      <IntroSection intro={home.intro} />
      <ParentsSection parents={home.parents} />
      <InvitationBanner banner={home.banner} />
      <VerseSection verse={home.verse} />
      <StorySection story={home.story} />
      <CoupleSection couple={home.couple} />
      <VideoSection video={home.video} />
      <EventsSection content={home.events} />
      <DetailsSection details={home.details} />
      <PhotoCarousel slides={home.carousel} />
    </>
  )
}
