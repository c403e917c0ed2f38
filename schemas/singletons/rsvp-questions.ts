import { UsersIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** The document, as a top-level field's `hidden` callback sees it (its parent). */
type Parent = {
  askNames?: boolean
  askMeal?: boolean
  askEvents?: boolean
  askMessage?: boolean
  askSong?: boolean
}

const appliesHelp =
  'Se aplica a las respuestas nuevas cuando abres el panel de invitados (/novios) después de publicar.'

/** The form's texts; their Spanish defaults are web/src/content/rsvp-questions.ts (a test pairs them). */
export const rsvpQuestionTextTitles: Record<string, string> = {
  peopleHeading: 'Título de la lista de personas',
  peopleHint: 'Ayuda bajo el título de la lista de personas',
  person: 'Encabezado de cada persona ({number} es su número)',
  name: 'Campo del nombre',
  nameOptional: 'Campo del nombre cuando no es obligatorio',
  namePlaceholder: 'Ejemplo dentro del campo del nombre',
  ageGroup: 'Pregunta «adulto o niño»',
  adult: 'Opción «Adulto»',
  child: 'Opción «Niña o niño»',
  meal: 'Pregunta de la comida',
  noMeal: 'Opción para no elegir comida',
  mealDetails: 'Campo de detalles de la comida',
  mealDetailsPlaceholder: 'Ejemplo dentro del campo de detalles',
  events: 'Pregunta de los eventos a los que asiste',
  message: 'Campo del mensaje para los novios',
  messagePlaceholder: 'Ejemplo dentro del campo del mensaje',
  song: 'Campo de la canción',
  songPlaceholder: 'Ejemplo dentro del campo de la canción',
  nameMissing: 'Error: falta el nombre de una persona',
  tooLong: 'Error: texto demasiado largo ({max} es el límite)',
  controlCharacters: 'Error: caracteres no permitidos',
  choiceGone: 'Error: una opción ya no está disponible',
  eventMissing: 'Error: una persona no eligió ningún evento',
  peopleFailed: 'Error: la lista de personas no es válida',
}

/**
 * «Preguntas de la confirmación»: what the RSVP form asks of each person and of the family. With
 * every question off the guest answers exactly as the spec says, a number of people.
 */
export const rsvpQuestions = defineType({
  name: 'rsvpQuestions',
  title: 'Preguntas de la confirmación',
  type: 'document',
  icon: UsersIcon,
  groups: [
    { name: 'questions', title: 'Preguntas', default: true },
    { name: 'texts', title: 'Textos' },
  ],
  fields: [
    defineField({
      name: 'askNames',
      title: 'Preguntar el nombre de cada persona',
      description: 'Un campo de nombre por cada lugar confirmado. ' + appliesHelp,
      type: 'boolean',
      group: 'questions',
      initialValue: true,
    }),
    defineField({
      name: 'namesRequired',
      title: 'Los nombres son obligatorios',
      description:
        'Si está apagado, la familia puede confirmar solo con el número de personas. ' +
        appliesHelp,
      type: 'boolean',
      group: 'questions',
      initialValue: false,
      hidden: ({ parent }: { parent?: Parent }) => !parent?.askNames,
    }),
    defineField({
      name: 'askAgeGroup',
      title: 'Preguntar si cada persona es adulto o niño',
      type: 'boolean',
      group: 'questions',
      initialValue: false,
    }),
    defineField({
      name: 'askMeal',
      title: 'Preguntar la comida o restricción de cada persona',
      description: 'Siempre es opcional para la familia. ' + appliesHelp,
      type: 'boolean',
      group: 'questions',
      initialValue: true,
    }),
    defineField({
      name: 'mealChoices',
      title: 'Opciones de comida',
      description:
        'Hasta 20. Marca «Pide detalles» en las que necesitan una aclaración (por ejemplo, una alergia).',
      type: 'array',
      group: 'questions',
      hidden: ({ parent }: { parent?: Parent }) => !parent?.askMeal,
      validation: (rule) => rule.max(20),
      of: [
        defineArrayMember({
          name: 'mealChoice',
          title: 'Opción',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Nombre',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'asksDetails',
              title: 'Pide detalles',
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: {
            select: { title: 'label', asksDetails: 'asksDetails' },
            prepare: ({ title, asksDetails }: { title?: string; asksDetails?: boolean }) => ({
              title,
              subtitle: asksDetails ? 'Pide detalles' : undefined,
            }),
          },
        }),
      ],
    }),
    defineField({
      name: 'askEvents',
      title: 'Preguntar a qué eventos asiste cada persona',
      description:
        'Por ejemplo, quién va a la ceremonia y quién solo a la recepción. ' + appliesHelp,
      type: 'boolean',
      group: 'questions',
      initialValue: false,
    }),
    defineField({
      name: 'eventsAsked',
      title: 'Eventos que se preguntan',
      description: 'De los eventos de «Hora y Lugar»; hasta 10.',
      type: 'array',
      group: 'questions',
      hidden: ({ parent }: { parent?: Parent }) => !parent?.askEvents,
      validation: (rule) => rule.max(10).unique(),
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'event' }] })],
    }),
    defineField({
      name: 'askMessage',
      title: 'Pedir un mensaje para los novios',
      description: 'Opcional para la familia.',
      type: 'boolean',
      group: 'questions',
      initialValue: true,
    }),
    defineField({
      name: 'messageMaxLength',
      title: 'Largo máximo del mensaje (caracteres)',
      type: 'number',
      group: 'questions',
      initialValue: 500,
      hidden: ({ parent }: { parent?: Parent }) => !parent?.askMessage,
      validation: (rule) => rule.integer().min(20).max(1000),
    }),
    defineField({
      name: 'askSong',
      title: 'Pedir una canción',
      description: 'Opcional para la familia.',
      type: 'boolean',
      group: 'questions',
      initialValue: false,
    }),
    defineField({
      name: 'songMaxLength',
      title: 'Largo máximo de la canción (caracteres)',
      type: 'number',
      group: 'questions',
      initialValue: 100,
      hidden: ({ parent }: { parent?: Parent }) => !parent?.askSong,
      validation: (rule) => rule.integer().min(10).max(200),
    }),
    defineField({
      name: 'texts',
      title: 'Textos del formulario',
      description:
        'Si dejas un texto vacío, el sitio usa el original. Las palabras entre llaves, como {number}, se reemplazan por su valor: déjalas tal cual.',
      type: 'object',
      group: 'texts',
      fields: Object.entries(rsvpQuestionTextTitles).map(([name, title]) =>
        defineField({ name, title, type: 'string' }),
      ),
    }),
  ],
  preview: { prepare: () => ({ title: 'Preguntas de la confirmación' }) },
})
