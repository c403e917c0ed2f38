import { MarkerIcon } from '@sanity/icons'
import { defineField } from 'sanity'
import { sectionTitleField } from '../fields'
import { defineSection } from './define-section'

export const mapSection = defineSection({
  name: 'sectionMap',
  title: 'Mapa',
  icon: MarkerIcon,
  description:
    'Una imagen del mapa con un enlace a Google Maps (o a otro mapa). El sitio no contacta al mapa hasta que el invitado toca el enlace.',
  previewField: 'title',
  fields: [
    sectionTitleField,
    defineField({ name: 'address', title: 'Dirección', type: 'text', rows: 2 }),
    defineField({
      name: 'image',
      title: 'Imagen del mapa',
      description: 'Una captura del mapa; se muestra tal cual, sin cargar el mapa.',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'mapUrl',
      title: 'Enlace al mapa',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'linkLabel',
      title: 'Texto del enlace',
      type: 'string',
      initialValue: 'Abrir en el mapa',
      validation: (rule) => rule.required(),
    }),
  ],
  initialValue: { title: 'Cómo llegar', linkLabel: 'Abrir en el mapa' },
})
