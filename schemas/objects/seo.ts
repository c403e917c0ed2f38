import { ShareIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const seo = defineType({
  name: 'seo',
  title: 'Vista previa al compartir',
  type: 'object',
  icon: ShareIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: 'description',
      title: 'Descripción',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'image',
      title: 'Imagen para compartir',
      description: 'Se muestra en WhatsApp y redes sociales; idealmente 1200 × 630.',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'siteUrl',
      title: 'Dirección pública del sitio',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
  ],
})
