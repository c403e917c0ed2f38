import { TranslateIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { siteTextTables, type SiteTextArea } from '../../web/src/content/site-texts/all'

const slotsHelp =
  'Si lo dejas vacío, el sitio muestra el texto original. Las palabras entre llaves, como {name}, se reemplazan por su valor: déjalas tal cual.'

/**
 * One area of «Textos del sitio»: a field per text of its table in
 * `web/src/content/site-texts/`, titled from it and showing its default wording, greyed, while
 * empty. The dataset keeps no copy of that wording: an empty field is the default.
 */
function textArea(area: SiteTextArea, title: string, group: string) {
  return defineField({
    name: area,
    title,
    group,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields: Object.entries(siteTextTables[area]).map(([name, [wording, fieldTitle]]) =>
      defineField({
        name,
        title: fieldTitle,
        type: 'string',
        description: slotsHelp,
        placeholder: wording,
      }),
    ),
  })
}

export const siteTexts = defineType({
  name: 'siteTexts',
  title: 'Textos del sitio',
  type: 'document',
  icon: TranslateIcon,
  groups: [
    { name: 'general', title: 'Todas las páginas', default: true },
    { name: 'home', title: 'Portada' },
    { name: 'rsvp', title: 'Confirmar asistencia' },
    { name: 'shop', title: 'Regalos y carrito' },
    { name: 'door', title: 'Puerta (día de la boda)' },
    { name: 'photos', title: 'Fotos' },
  ],
  fields: [
    textArea('header', 'Encabezado y menú', 'general'),
    textArea('errorScreen', 'Pantalla de error y carga', 'general'),
    textArea('hero', 'Fotos de la portada y carrusel', 'home'),
    textArea('events', 'Hora y Lugar', 'home'),
    textArea('details', 'Detalles de la Boda', 'home'),
    textArea('video', 'Video', 'home'),
    textArea('map', 'Sección «Mapa»', 'home'),
    textArea('rsvp', 'Página «Confirmar Asistencia»', 'rsvp'),
    textArea('rsvpMessages', 'Mensajes y avisos de la confirmación', 'rsvp'),
    textArea('pase', 'Pase de la invitación', 'rsvp'),
    textArea('shop', 'Regalos y carrito', 'shop'),
    textArea('door', 'Puerta de la boda (/novios/puerta)', 'door'),
    textArea('photos', 'Fotos de los invitados (/fotos)', 'photos'),
  ],
  preview: { prepare: () => ({ title: 'Textos del sitio' }) },
})
