import { ImagesIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionTitleField } from '../fields'

export const gallery = defineType({
  name: 'gallery',
  title: 'Galería',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    sectionTitleField,
    defineField({
      name: 'images',
      title: 'Fotos',
      type: 'array',
      of: [defineArrayMember({ type: 'accessibleImage' })],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().min(1),
    }),
  ],
})
