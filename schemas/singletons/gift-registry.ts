import { PackageIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

export const giftRegistry = defineType({
  name: 'giftRegistry',
  title: 'Mesa de regalos',
  type: 'document',
  icon: PackageIcon,
  fields: [
    defineField({
      name: 'store',
      title: 'Tienda',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Enlace a la mesa',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'registryNumber',
      title: 'Número de evento',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'note', title: 'Nota', type: 'text', rows: 3 }),
    defineField({
      name: 'items',
      title: 'Regalos sugeridos',
      type: 'array',
      of: [defineArrayMember({ type: 'giftItem' })],
    }),
  ],
  preview: { select: { title: 'store', subtitle: 'registryNumber' } },
})
