import { DocumentTextIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { sectionTitleField } from '../fields'

export const introSection = defineType({
  name: 'introSection',
  title: 'Presentación',
  type: 'document',
  icon: DocumentTextIcon,
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
