import { presentationTool, type DocumentLocation } from 'sanity/presentation'

/** The site the preview shows: the couple's public address, or the local dev server. */
const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:5173'

const home: DocumentLocation = { title: 'Invitación (portada)', href: '/' }
const story: DocumentLocation = { title: 'Nuestra historia', href: '/story' }
const accommodation: DocumentLocation = { title: 'Hospedaje', href: '/accomodation' }
const gallery: DocumentLocation = { title: 'Galería', href: '/gallery' }
const rsvp: DocumentLocation = { title: 'Confirmar Asistencia', href: '/rsvp' }

const shownOn = (...locations: DocumentLocation[]) => ({ locations })

/** Which pages of the site show each kind of document, for the preview's «used on» list. */
const locations = {
  siteSettings: shownOn(home, story, accommodation, gallery, rsvp),
  navigation: shownOn(home, story, accommodation, gallery, rsvp),
  footer: shownOn(home, story, accommodation, gallery, rsvp),
  siteTexts: shownOn(home, rsvp),
  introSection: shownOn(home),
  parentsSection: shownOn(home, rsvp),
  invitationBanner: shownOn(home),
  verseSection: shownOn(home),
  storySection: shownOn(home, story),
  storyBlock: shownOn(home, story),
  coupleSection: shownOn(home, story),
  videoSection: shownOn(home),
  eventsSection: shownOn(home, rsvp),
  event: shownOn(home, rsvp),
  detailsSection: shownOn(home, accommodation),
  scheduleItem: shownOn(home),
  hotel: shownOn(home, accommodation),
  giftRegistry: shownOn(home),
  carouselSlide: shownOn(home),
  gallery: shownOn(gallery),
}

export const sitePreview = () =>
  presentationTool({
    title: 'Vista previa',
    previewUrl: { initial: previewUrl },
    resolve: { locations },
  })
