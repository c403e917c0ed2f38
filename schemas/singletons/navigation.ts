import { MenuIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

export const navigation = defineType({
  name: 'navigation',
  title: 'Menú y barra superior',
  type: 'document',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'menu',
      title: 'Menú principal',
      type: 'array',
      of: [defineArrayMember({ type: 'menuItem' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'contactLines',
      title: 'Líneas de contacto (barra superior)',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'socialLinks',
      title: 'Redes sociales',
      type: 'array',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
  ],
})
