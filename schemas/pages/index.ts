import { DocumentsIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { sectionsField } from '../sections'

function definePage(name: string, title: string) {
  return defineType({
    name,
    title,
    type: 'document',
    icon: DocumentsIcon,
    fields: [
      defineField({
        name: 'title',
        title: 'Nombre de la página',
        description: 'Solo para reconocerla aquí; el sitio no lo muestra.',
        type: 'string',
        readOnly: true,
        initialValue: title,
      }),
      sectionsField,
    ],
  })
}

/** The pages made of sections, each a singleton whose id is its type name. */
export const pageTypes = [
  definePage('homePage', 'Portada (la invitación)'),
  definePage('storyPage', 'Nuestra historia'),
  definePage('accommodationPage', 'Hospedaje'),
  definePage('rsvpPage', 'Confirmar asistencia'),
  definePage('galleryPage', 'Galería'),
]
