import { SparklesIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const verseSection = defineType({
  name: 'verseSection',
  title: 'Versículo',
  type: 'document',
  icon: SparklesIcon,
  fields: [
    defineField({
      name: 'text',
      title: 'Texto',
      type: 'text',
      rows: 6,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'reference',
      title: 'Cita',
      description: 'Por ejemplo «1 Corintios 13:4-7».',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'photo',
      title: 'Foto',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'reference', media: 'photo' } },
})
