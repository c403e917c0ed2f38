import { InfoOutlineIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionTitleField } from '../fields'

export const detailsSection = defineType({
  name: 'detailsSection',
  title: 'Detalles de la boda',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    sectionTitleField,
    defineField({
      name: 'cards',
      title: 'Tarjetas',
      type: 'array',
      of: [defineArrayMember({ type: 'detailCard' })],
      validation: (rule) =>
        rule
          .required()
          .length(4)
          .custom((cards?: { topic?: string }[]) => {
            const topics = new Set(cards?.map((card) => card.topic))
            return topics.size === cards?.length || 'Cada tema debe aparecer una sola vez.'
          }),
    }),
    defineField({
      name: 'dressCode',
      title: 'Código de vestimenta',
      type: 'dressCode',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'hotelTips',
      title: 'Consejos de hospedaje',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
  ],
})
