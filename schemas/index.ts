import { carouselSlide } from './documents/carousel-slide'
import { event } from './documents/event'
import { hotel } from './documents/hotel'
import { portfolioProject } from './documents/portfolio-project'
import { scheduleItem } from './documents/schedule-item'
import { storyBlock } from './documents/story-block'
import { accessibleImage } from './objects/accessible-image'
import { cloudinaryVideo } from './objects/cloudinary-video'
import { detailCard } from './objects/detail-card'
import { dressCode } from './objects/dress-code'
import { giftItem } from './objects/gift-item'
import { menuItem, menuLink } from './objects/menu-item'
import { nameGroup } from './objects/name-group'
import { richText } from './objects/rich-text'
import { seo } from './objects/seo'
import { socialLink } from './objects/social-link'
import { pageTypes } from './pages'
import { sectionTypes } from './sections'
import { coupleSection } from './singletons/couple-section'
import { detailsSection } from './singletons/details-section'
import { eventsSection } from './singletons/events-section'
import { footer } from './singletons/footer'
import { gallery } from './singletons/gallery'
import { giftRegistry } from './singletons/gift-registry'
import { guestMessages } from './singletons/guest-messages'
import { rsvpQuestions } from './singletons/rsvp-questions'
import { introSection } from './singletons/intro-section'
import { invitationBanner } from './singletons/invitation-banner'
import { navigation } from './singletons/navigation'
import { parentsSection } from './singletons/parents-section'
import { siteSettings } from './singletons/site-settings'
import { siteTexts } from './singletons/site-texts'
import { storySection } from './singletons/story-section'
import { verseSection } from './singletons/verse-section'
import { videoSection } from './singletons/video-section'

export const singletonTypes = [
  ...pageTypes,
  siteSettings,
  navigation,
  introSection,
  parentsSection,
  invitationBanner,
  verseSection,
  storySection,
  coupleSection,
  videoSection,
  eventsSection,
  detailsSection,
  giftRegistry,
  gallery,
  footer,
  guestMessages,
  rsvpQuestions,
  siteTexts,
]

export const documentTypes = [
  event,
  scheduleItem,
  hotel,
  storyBlock,
  carouselSlide,
  portfolioProject,
]

export const objectTypes = [
  accessibleImage,
  richText,
  nameGroup,
  cloudinaryVideo,
  detailCard,
  dressCode,
  giftItem,
  menuItem,
  menuLink,
  socialLink,
  seo,
  ...sectionTypes,
]

export const schemaTypes = [...singletonTypes, ...documentTypes, ...objectTypes]

/** Singletons live under a fixed document id equal to their type name. */
export const singletonIds: readonly string[] = singletonTypes.map((type) => type.name)
