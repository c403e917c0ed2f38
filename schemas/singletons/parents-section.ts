import { UsersIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionTitleField } from '../fields'

export const parentsSection = defineType({
  name: 'parentsSection',
  title: 'Padres y padrinos',
  type: 'document',
  icon: UsersIcon,
  fields: [
    sectionTitleField,
    defineField({ name: 'intro', title: 'Texto introductorio', type: 'text', rows: 2 }),
    defineField({
      name: 'parents',
      title: 'Padres',
      type: 'array',
      of: [defineArrayMember({ type: 'nameGroup' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'godparents',
      title: 'Padrinos',
      type: 'array',
      of: [defineArrayMember({ type: 'nameGroup' })],
    }),
  ],
})
