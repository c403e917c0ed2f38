import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/** The words the dashboard sends with each family's personal link. */
export const guestMessages = defineType({
  name: 'guestMessages',
  title: 'Mensajes a invitados',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'whatsappInvitation',
      title: 'Mensaje de WhatsApp con la invitación',
      description:
        'Lo que el panel de invitados (/novios) escribe en WhatsApp para cada familia. ' +
        '{familia} se cambia por el nombre de la familia y {enlace} por su enlace personal.',
      type: 'text',
      rows: 5,
      validation: (rule) =>
        rule
          .required()
          .custom((text?: string) =>
            !text || text.includes('{enlace}')
              ? true
              : 'Incluye {enlace}: sin él la familia no recibe su invitación.',
          ),
    }),
  ],
  preview: { prepare: () => ({ title: 'Mensajes a invitados' }) },
})
