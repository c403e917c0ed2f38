import { DocumentTextIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const detailTopics = [
  { title: 'Mesa de regalos', value: 'pricing' },
  { title: 'Itinerario', value: 'schedule' },
  { title: 'Código de vestimenta', value: 'dresscode' },
  { title: 'Hospedaje', value: 'hotels' },
]

export const detailCard = defineType({
  name: 'detailCard',
  title: 'Tarjeta de detalle',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'topic',
      title: 'Tema',
      type: 'string',
      options: { list: detailTopics, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Título (tarjeta y ventana)',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Resumen en la tarjeta',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'image', title: 'Imagen', type: 'accessibleImage' }),
  ],
  preview: { select: { title: 'title', subtitle: 'topic', media: 'image' } },
})
