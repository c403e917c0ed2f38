import type { ReactNode } from 'react'
import { deferredSection } from '../../components/deferred/deferred-part'
import type { PageSection, SectionOf, SectionType } from '../../content/page-sections'
import { Hero } from '../../features/invitation/components/hero'

/**
 * How each type of section renders. Only the hero ships with the page: it is the first screen.
 * Every other type's code loads as the guest scrolls near it, so a type the content does not use
 * (or hides) costs nothing. Adding a type: docs/adding-a-section.md.
 */
type Renderer<Type extends SectionType> = (
  section: SectionOf<Type>,
  deferredName: string,
) => ReactNode

const Intro = deferredSection(() =>
  import('../../features/invitation/components/intro-section').then((m) => m.IntroSection),
)
const Parents = deferredSection(
  () =>
    import('../../features/invitation/components/parents-section').then((m) => m.ParentsSection),
  { mui: false },
)
const Banner = deferredSection(() =>
  import('../../features/invitation/components/invitation-banner').then((m) => m.InvitationBanner),
)
const Verse = deferredSection(() =>
  import('../../features/invitation/components/verse-section').then((m) => m.VerseSection),
)
const Story = deferredSection(() =>
  import('../../features/invitation/components/story-section').then((m) => m.StorySection),
)
const Couple = deferredSection(() =>
  import('../../features/invitation/components/couple-section').then((m) => m.CoupleSection),
)
const Video = deferredSection(() =>
  import('../../features/video/components/video-section').then((m) => m.VideoSection),
)
const Events = deferredSection(() =>
  import('../../features/events/components/events-section').then((m) => m.EventsSection),
)
const Details = deferredSection(() =>
  import('../../features/details/components/details-section').then((m) => m.DetailsSection),
)
const Carousel = deferredSection(() =>
  import('../../features/invitation/components/photo-carousel').then((m) => m.PhotoCarousel),
)
const Hotels = deferredSection(() =>
  import('../../features/details/components/hotels-section').then((m) => m.HotelsSection),
)
const Gallery = deferredSection(() =>
  import('../../features/gallery/components/gallery-section').then((m) => m.GallerySection),
)
const Faq = deferredSection(() =>
  import('../../features/faq/components/faq-section').then((m) => m.FaqSection),
)
const TextWithPhoto = deferredSection(() =>
  import('../../features/invitation/components/text-with-photo-section').then(
    (m) => m.TextWithPhotoSection,
  ),
)
const MapPart = deferredSection(() =>
  import('../../features/map/components/map-section').then((m) => m.MapSection),
)

/** A section's anchor on the page, for the types the couple may place more than once. */
const anchorOf = (section: PageSection) => `seccion-${section._key}`

export const sectionRenderers: { [Type in SectionType]: Renderer<Type> } = {
  sectionHero: (section) => <Hero hero={section.hero} />,
  sectionIntro: (section, name) => <Intro deferredName={name} intro={section.intro} />,
  sectionParents: (section, name) => <Parents deferredName={name} parents={section.parents} />,
  sectionBanner: (section, name) => <Banner deferredName={name} banner={section.banner} />,
  sectionVerse: (section, name) => <Verse deferredName={name} verse={section.verse} />,
  sectionStory: (section, name) => <Story deferredName={name} story={section.story} />,
  sectionCouple: (section, name) => <Couple deferredName={name} couple={section.couple} />,
  sectionVideo: (section, name) => <Video deferredName={name} video={section.video} />,
  sectionEvents: (section, name) => <Events deferredName={name} content={section.events} />,
  sectionDetails: (section, name) => <Details deferredName={name} details={section.details} />,
  sectionCarousel: (section, name) => <Carousel deferredName={name} slides={section.slides} />,
  sectionHotels: (section, name) => <Hotels deferredName={name} section={section} />,
  sectionGallery: (section, name) => <Gallery deferredName={name} gallery={section.gallery} />,
  sectionFaq: (section, name) => <Faq deferredName={name} id={anchorOf(section)} faq={section} />,
  sectionTextWithPhoto: (section, name) => (
    <TextWithPhoto deferredName={name} id={anchorOf(section)} section={section} />
  ),
  sectionMap: (section, name) => (
    <MapPart deferredName={name} id={anchorOf(section)} map={section} />
  ),
}

/**
 * One section of the page. A type this code does not know (content from a newer Studio) renders
 * nothing rather than breaking the page.
 */
export function renderSection(section: PageSection): ReactNode {
  const renderers = sectionRenderers as Partial<Record<string, Renderer<SectionType>>>
  const render = Object.hasOwn(renderers, section._type) ? renderers[section._type] : undefined
  return render ? render(section as never, `section-${section._key}`) : null
}
