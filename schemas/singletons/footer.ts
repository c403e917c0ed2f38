import { BlockquoteIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const footer = defineType({
  name: 'footer',
  title: 'Pie de página',
  type: 'document',
  icon: BlockquoteIcon,
  fields: [
    defineField({
      name: 'quote',
      title: 'Frase de amor',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'credit',
      title: 'Crédito de diseño',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'creditUrl',
      title: 'Enlace del crédito',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
  ],
})
