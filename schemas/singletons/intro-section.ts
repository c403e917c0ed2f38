import { defineField, defineType } from 'sanity'
import { sectionTitleField } from '../fields'

export const introSection = defineType({
  name: 'introSection',
  title: 'Presentación',
  type: 'document',
  fields: [
    sectionTitleField,
    defineField({
      name: 'text',
      title: 'Texto',
      type: 'richText',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'photo', title: 'Foto', type: 'accessibleImage' }),
  ],
})
