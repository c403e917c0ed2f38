import { BookIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { sectionTitleField } from '../fields'

export const storySection = defineType({
  name: 'storySection',
  title: 'Sección «El amor»',
  type: 'document',
  icon: BookIcon,
  fields: [
    sectionTitleField,
    defineField({ name: 'subtitle', title: 'Subtítulo', type: 'string' }),
  ],
})
