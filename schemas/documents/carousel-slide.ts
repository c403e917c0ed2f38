import { ImageIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderings } from '../fields'

export const carouselSlide = defineType({
  name: 'carouselSlide',
  title: 'Foto del carrusel',
  type: 'document',
  icon: ImageIcon,
  fields: [
    defineField({
      name: 'image',
      title: 'Foto',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    orderField,
  ],
  orderings,
  preview: { select: { title: 'image.alt', media: 'image' } },
})
