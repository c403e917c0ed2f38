import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const invitationBanner = defineType({
  name: 'invitationBanner',
  title: 'Banner de invitación',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Encabezado',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'dateLine',
      title: 'Línea de fecha',
      description: 'Por ejemplo «El próximo 01 de Noviembre, 2025».',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'background', title: 'Imagen de fondo', type: 'accessibleImage' }),
  ],
})
