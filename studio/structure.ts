import { DocumentsIcon, HelpCircleIcon } from '@sanity/icons'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { pageTypes } from '../schemas/pages'
import { CoupleGuide } from './couple-guide'

const singleton = (S: StructureBuilder, type: string, title: string) =>
  S.listItem()
    .title(title)
    .id(type)
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(type).title(title))

const orderedList = (S: StructureBuilder, type: string, title: string, field = 'order') =>
  S.listItem()
    .title(title)
    .schemaType(type)
    .child(
      S.documentTypeList(type)
        .title(title)
        .defaultOrdering([{ field, direction: 'asc' }]),
    )

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Contenido')
    .items([
      S.listItem()
        .title('Páginas')
        .id('paginas')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .title('Páginas')
            .items(pageTypes.map(({ name, title }) => singleton(S, name, title ?? name))),
        ),
      S.divider(),
      singleton(S, 'siteSettings', 'Ajustes generales'),
      singleton(S, 'navigation', 'Menú y barra superior'),
      singleton(S, 'guestMessages', 'Mensajes a invitados'),
      singleton(S, 'rsvpQuestions', 'Preguntas de la confirmación'),
      singleton(S, 'siteTexts', 'Textos del sitio'),
      S.divider(),
      S.listItem()
        .title('Secciones de la invitación')
        .child(
          S.list()
            .title('Secciones')
            .items([
              singleton(S, 'introSection', 'Presentación'),
              singleton(S, 'parentsSection', 'Padres y padrinos'),
              singleton(S, 'invitationBanner', 'Banner de invitación'),
              singleton(S, 'verseSection', 'Versículo'),
              singleton(S, 'storySection', 'Sección «El amor»'),
              orderedList(S, 'storyBlock', 'Bloques de «El amor»'),
              singleton(S, 'coupleSection', 'Sección de la pareja'),
              singleton(S, 'videoSection', 'Video'),
              singleton(S, 'footer', 'Pie de página'),
            ]),
        ),
      S.listItem()
        .title('Hora y Lugar')
        .child(
          S.list()
            .title('Hora y Lugar')
            .items([
              singleton(S, 'eventsSection', 'Encabezado de la sección'),
              orderedList(S, 'event', 'Eventos'),
            ]),
        ),
      S.listItem()
        .title('Detalles de la boda')
        .child(
          S.list()
            .title('Detalles de la boda')
            .items([
              singleton(S, 'detailsSection', 'Tarjetas, vestimenta y consejos'),
              orderedList(S, 'scheduleItem', 'Itinerario'),
              orderedList(S, 'hotel', 'Hoteles'),
              singleton(S, 'giftRegistry', 'Mesa de regalos'),
            ]),
        ),
      S.divider(),
      orderedList(S, 'carouselSlide', 'Carrusel'),
      singleton(S, 'gallery', 'Galería'),
      orderedList(S, 'portfolioProject', 'Portafolio', 'number'),
      S.divider(),
      S.listItem()
        .title('Ayuda: guía de los novios')
        .id('guia-de-los-novios')
        .icon(HelpCircleIcon)
        .child(S.component(CoupleGuide).id('guia').title('Guía de los novios')),
    ])
