import { HeartIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const coupleSection = defineType({
  name: 'coupleSection',
  title: 'Sección de la pareja',
  type: 'document',
  icon: HeartIcon,
  fields: [
    defineField({
      name: 'quote',
      title: 'Frase',
      description: 'Por ejemplo «Te elijo hoy y por el resto de mi vida...».',
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
  preview: { select: { title: 'quote', media: 'photo' } },
})
