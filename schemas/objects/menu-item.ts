import { LinkIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

const linkField = defineField({
  name: 'link',
  title: 'Enlace',
  description: 'Una ruta del sitio (/rsvp) o una sección de la portada (#evento).',
  type: 'string',
  validation: (rule) => rule.required().regex(/^(\/|#)/, { name: 'ruta o sección' }),
})

export const menuLink = defineType({
  name: 'menuLink',
  title: 'Enlace de submenú',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Texto',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    linkField,
  ],
  preview: { select: { title: 'title', subtitle: 'link' } },
})

export const menuItem = defineType({
  name: 'menuItem',
  title: 'Elemento del menú',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'id',
      title: 'Identificador',
      description: 'Identifica la sección para resaltar el enlace activo (por ejemplo «home»).',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Texto',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    linkField,
    defineField({
      name: 'offset',
      title: 'Desplazamiento (px)',
      description: 'Espacio extra al desplazarse a la sección.',
      type: 'number',
    }),
    defineField({
      name: 'submenu',
      title: 'Submenú',
      type: 'array',
      of: [defineArrayMember({ type: 'menuLink' })],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'link' } },
})
