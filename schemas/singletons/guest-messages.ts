import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType, type TextRule } from 'sanity'

const placeholdersHelp =
  'Las palabras entre llaves se cambian por los datos de cada familia; escríbelas tal cual: ' +
  '{familia} el nombre de la familia, ' +
  '{titular} el jefe de familia (o el nombre de la familia si no tiene), ' +
  '{enlace} su enlace personal, ' +
  '{fecha_limite} la fecha límite para cambiar la respuesta, como «5 de octubre de 2025», ' +
  '{personas} cuántas personas confirmaron, como «2 personas», ' +
  '{nombres} los nombres de quienes vienen, como «Ana y Luis» (o el nombre de la familia si no los han dado).'

const emptyHelp = 'Si lo dejas vacío, el panel usa el texto original.'

const linkOrWarning = (rule: TextRule) =>
  rule
    .custom((text?: string) =>
      !text || text.includes('{enlace}')
        ? true
        : 'Sin {enlace}, el panel añade el enlace personal al final del mensaje.',
    )
    .warning()

const template = (name: string, title: string, use: string, withLink: boolean) =>
  defineField({
    name,
    title,
    description: `${use} ${placeholdersHelp} ${emptyHelp}`,
    type: 'text',
    rows: 5,
    validation: withLink ? linkOrWarning : undefined,
  })

/** The words the dashboard sends each family by WhatsApp, one template per moment. */
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
        'Lo que el panel de invitados (/novios) escribe en WhatsApp para cada familia con su invitación. ' +
        placeholdersHelp,
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
    template(
      'whatsappReminder',
      'Recordatorio para responder',
      'Para las familias que aún no confirman si vienen.',
      true,
    ),
    template(
      'whatsappDeadline',
      'Recordatorio de la fecha límite',
      'Para avisar hasta cuándo pueden confirmar o cambiar su respuesta.',
      true,
    ),
    template(
      'whatsappDayBefore',
      'Indicaciones del día anterior',
      'Para las familias que vienen, un día antes de la boda.',
      false,
    ),
    template('whatsappThanks', 'Agradecimiento', 'Para dar las gracias después de la boda.', false),
  ],
  preview: { prepare: () => ({ title: 'Mensajes a invitados' }) },
})
