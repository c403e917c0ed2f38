import { UsersIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

export const nameGroup = defineType({
  name: 'nameGroup',
  title: 'Grupo de nombres',
  type: 'object',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'role',
      title: 'Papel',
      description: 'Por ejemplo: «Padres de la novia» o «Padrinos de anillos».',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'names',
      title: 'Nombres',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'role', names: 'names' },
    prepare: ({ title, names }: { title?: string; names?: string[] }) => ({
      title,
      subtitle: names?.join(', '),
    }),
  },
})
