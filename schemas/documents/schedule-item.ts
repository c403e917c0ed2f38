import { ClockIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderings } from '../fields'

export const scheduleItem = defineType({
  name: 'scheduleItem',
  title: 'Momento del itinerario',
  type: 'document',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'time',
      title: 'Hora',
      description: 'Como se mostrará, por ejemplo «4:00 PM».',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Actividad',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', title: 'Descripción', type: 'string' }),
    orderField,
  ],
  orderings,
  preview: { select: { title: 'title', subtitle: 'time' } },
})
