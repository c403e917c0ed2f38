import { CalendarIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { sectionTitleField } from '../fields'

export const eventsSection = defineType({
  name: 'eventsSection',
  title: 'Sección «Hora y Lugar»',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    sectionTitleField,
    defineField({ name: 'subtitle', title: 'Subtítulo', type: 'string' }),
  ],
})
