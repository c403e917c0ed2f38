import { PinIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderings } from '../fields'

export const event = defineType({
  name: 'event',
  title: 'Evento',
  type: 'document',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'startsAt',
      title: 'Fecha y hora de inicio',
      description: 'Se muestra en la zona horaria de los ajustes generales.',
      type: 'datetime',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'endsAt', title: 'Fecha y hora de término', type: 'datetime' }),
    defineField({
      name: 'venue',
      title: 'Lugar',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'address',
      title: 'Dirección',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'mapsUrl',
      title: 'Enlace del mapa',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({ name: 'image', title: 'Imagen', type: 'accessibleImage' }),
    orderField,
  ],
  orderings,
  preview: { select: { title: 'title', subtitle: 'venue', media: 'image' } },
})
