import { ImageIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Imagen',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Texto alternativo',
      description: 'Describe la foto para quien no puede verla.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
})
