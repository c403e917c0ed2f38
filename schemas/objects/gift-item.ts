import { TagIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const giftItem = defineType({
  name: 'giftItem',
  title: 'Regalo',
  type: 'object',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'sku',
      title: 'Clave',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Nombre',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'price',
      title: 'Precio',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'discount',
      title: 'Porcentaje del precio a pagar',
      description:
        '100 = precio completo; 80 = se paga el 80 %. El total es precio × porcentaje ÷ 100 × cantidad.',
      type: 'number',
      initialValue: 100,
      validation: (rule) => rule.required().min(0).max(100),
    }),
    defineField({ name: 'image', title: 'Imagen', type: 'accessibleImage' }),
  ],
  preview: { select: { title: 'name', subtitle: 'price', media: 'image' } },
})
