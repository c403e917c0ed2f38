import { HomeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderings } from '../fields'

export const hotel = defineType({
  name: 'hotel',
  title: 'Hotel',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'city',
      title: 'Ciudad',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'mapsUrl',
      title: 'Enlace del mapa',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'bookingUrl',
      title: 'Enlace de reservación',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    defineField({ name: 'note', title: 'Nota', type: 'string' }),
    orderField,
  ],
  orderings,
  preview: { select: { title: 'name', subtitle: 'city' } },
})
