import { defineField, defineType } from 'sanity'
import { sectionTitleField } from '../fields'

export const storySection = defineType({
  name: 'storySection',
  title: 'Sección «El amor»',
  type: 'document',
  fields: [
    sectionTitleField,
    defineField({ name: 'subtitle', title: 'Subtítulo', type: 'string' }),
  ],
})
