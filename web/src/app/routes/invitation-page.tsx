import { deferredPart } from '../../components/deferred/deferred-part'
import { homePageQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { Hero } from '../../features/invitation/components/hero'

// Only the hero is on the first screen; every section below loads as the guest scrolls to it.
const IntroSection = deferredPart('intro', () =>
  import('../../features/invitation/components/intro-section').then((m) => m.IntroSection),
)
const ParentsSection = deferredPart('parents', () =>
  import('../../features/invitation/components/parents-section').then((m) => m.ParentsSection),
)
const InvitationBanner = deferredPart('banner', () =>
  import('../../features/invitation/components/invitation-banner').then((m) => m.InvitationBanner),
)
const VerseSection = deferredPart('verse', () =>
  import('../../features/invitation/components/verse-section').then((m) => m.VerseSection),
)
const StorySection = deferredPart('story', () =>
  import('../../features/invitation/components/story-section').then((m) => m.StorySection),
)
const CoupleSection = deferredPart('couple', () =>
  import('../../features/invitation/components/couple-section').then((m) => m.CoupleSection),
)
const VideoSection = deferredPart('video', () =>
  import('../../features/video/components/video-section').then((m) => m.VideoSection),
)
const EventsSection = deferredPart('events', () =>
  import('../../features/events/components/events-section').then((m) => m.EventsSection),
)
const DetailsSection = deferredPart('details', () =>
  import('../../features/details/components/details-section').then((m) => m.DetailsSection),
)
const PhotoCarousel = deferredPart('carousel', () =>
  import('../../features/invitation/components/photo-carousel').then((m) => m.PhotoCarousel),
)

/** / and /home: the invitation, composed of the sections of several features. */
export function InvitationPage() {
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
