import { StarIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderings } from '../fields'

export const storyIcons = [
  { title: 'Corazón', value: 'heart' },
  { title: 'Anillos', value: 'rings' },
  { title: 'Estrella', value: 'star' },
  { title: 'Flor', value: 'flower' },
  { title: 'Copas', value: 'toast' },
]

export const storyBlock = defineType({
  name: 'storyBlock',
  title: 'Bloque de «El amor»',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({ name: 'title', title: 'Título', type: 'string' }),
    defineField({
      name: 'text',
      title: 'Texto',
      type: 'richText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'photo',
      title: 'Foto circular',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'icon',
      title: 'Ícono',
      type: 'string',
      options: { list: storyIcons },
      validation: (rule) => rule.required(),
    }),
    orderField,
  ],
  orderings,
  preview: { select: { title: 'title', subtitle: 'icon', media: 'photo' } },
})
