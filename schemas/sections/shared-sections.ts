import {
  BlockquoteIcon,
  CalendarIcon,
  DocumentTextIcon,
  HeartIcon,
  HomeIcon,
  ImagesIcon,
  InfoOutlineIcon,
  PlayIcon,
  StarIcon,
  UsersIcon,
  BookIcon,
  ImageIcon,
  PinIcon,
} from '@sanity/icons'
import { defineSection } from './define-section'

const editedIn = (where: string) =>
  `Muestra el contenido que se edita en ${where}. Si la agregas en varias páginas, el mismo texto aparece en todas.`

/**
 * The sections whose content is shared between pages: each shows one document (or list) of the
 * content tree, edited once, so the couple never writes the same names twice.
 */
export const sharedSectionTypes = [
  defineSection({
    name: 'sectionHero',
    title: 'Portada con fotos',
    icon: HomeIcon,
    description: editedIn('«Ajustes generales» › Portada'),
  }),
  defineSection({
    name: 'sectionIntro',
    title: 'Presentación',
    icon: DocumentTextIcon,
    description: editedIn('«Secciones de la invitación» › Presentación'),
  }),
  defineSection({
    name: 'sectionParents',
    title: 'Padres y padrinos',
    icon: UsersIcon,
    description: editedIn('«Secciones de la invitación» › Padres y padrinos'),
  }),
  defineSection({
    name: 'sectionBanner',
    title: 'Banner de invitación',
    icon: StarIcon,
    description: editedIn('«Secciones de la invitación» › Banner de invitación'),
  }),
  defineSection({
    name: 'sectionVerse',
    title: 'Versículo',
    icon: BlockquoteIcon,
    description: editedIn('«Secciones de la invitación» › Versículo'),
  }),
  defineSection({
    name: 'sectionStory',
    title: '«El amor» (nuestra historia)',
    icon: BookIcon,
    description: editedIn('«Secciones de la invitación» › Sección «El amor» y sus bloques'),
  }),
  defineSection({
    name: 'sectionCouple',
    title: 'Frase de la pareja',
    icon: HeartIcon,
    description: editedIn('«Secciones de la invitación» › Sección de la pareja'),
  }),
  defineSection({
    name: 'sectionVideo',
    title: 'Video',
    icon: PlayIcon,
    description: editedIn('«Secciones de la invitación» › Video'),
  }),
  defineSection({
    name: 'sectionEvents',
    title: 'Hora y Lugar',
    icon: CalendarIcon,
    description: editedIn('«Hora y Lugar»'),
  }),
  defineSection({
    name: 'sectionDetails',
    title: 'Detalles de la boda',
    icon: InfoOutlineIcon,
    description: editedIn('«Detalles de la boda»'),
  }),
  defineSection({
    name: 'sectionCarousel',
    title: 'Carrusel de fotos',
    icon: ImagesIcon,
    description: editedIn('«Carrusel»'),
  }),
  defineSection({
    name: 'sectionHotels',
    title: 'Hospedaje',
    icon: PinIcon,
    description: editedIn('«Detalles de la boda» › Hoteles y consejos de hospedaje'),
  }),
  defineSection({
    name: 'sectionGallery',
    title: 'Galería de fotos',
    icon: ImageIcon,
    description: editedIn('«Galería»'),
  }),
]

/**
 * Which shared documents each type of section shows (web/src/content/queries.ts reads them), so
 * the preview can tell the couple on which pages a document appears. Types not listed here
 * (FAQ, text with photo, map) keep their content in the page itself.
 */
export const sectionContentTypes: Readonly<Record<string, readonly string[]>> = {
  sectionHero: ['siteSettings'],
  sectionIntro: ['introSection'],
  sectionParents: ['parentsSection'],
  sectionBanner: ['invitationBanner'],
  sectionVerse: ['verseSection'],
  sectionStory: ['storySection', 'storyBlock'],
  sectionCouple: ['coupleSection'],
  sectionVideo: ['videoSection'],
  // the time zone of the event times comes from the general settings
  sectionEvents: ['eventsSection', 'event', 'siteSettings'],
  // each card opens a dialog with the itinerary, the hotels or the gift registry
  sectionDetails: ['detailsSection', 'scheduleItem', 'hotel', 'giftRegistry'],
  sectionCarousel: ['carouselSlide'],
  sectionHotels: ['detailsSection', 'hotel'],
  sectionGallery: ['gallery'],
}
