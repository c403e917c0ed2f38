import { UserIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

const garmentList = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    validation: (rule) => rule.required().min(1),
  })

export const dressCode = defineType({
  name: 'dressCode',
  title: 'Código de vestimenta',
  type: 'object',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'style',
      title: 'Estilo',
      description: 'Por ejemplo: «Formal / Elegante».',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    garmentList('women', 'Mujeres'),
    garmentList('men', 'Hombres'),
    defineField({ name: 'tip', title: 'Consejo', type: 'text', rows: 2 }),
  ],
})
