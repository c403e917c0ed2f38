import { PlayIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

export const videoSection = defineType({
  name: 'videoSection',
  title: 'Video',
  type: 'document',
  icon: PlayIcon,
  fields: [
    defineField({ name: 'title', title: 'Título', type: 'string' }),
    defineField({
      name: 'banner',
      title: 'Imagen del banner',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'videos',
      title: 'Videos',
      description: 'Al pulsar «play» se elige uno al azar.',
      type: 'array',
      of: [defineArrayMember({ type: 'cloudinaryVideo' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
})
