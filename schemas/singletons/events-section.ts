import { defineField, defineType } from 'sanity'
import { sectionTitleField } from '../fields'

export const eventsSection = defineType({
  name: 'eventsSection',
  title: 'Sección «Hora y Lugar»',
  type: 'document',
  fields: [
    sectionTitleField,
    defineField({ name: 'subtitle', title: 'Subtítulo', type: 'string' }),
  ],
})
