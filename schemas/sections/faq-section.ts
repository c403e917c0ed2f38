import { HelpCircleIcon } from '@sanity/icons'
import { defineArrayMember, defineField } from 'sanity'
import { sectionTitleField } from '../fields'
import { defineSection, paragraph } from './define-section'

export const faqSection = defineSection({
  name: 'sectionFaq',
  title: 'Preguntas frecuentes',
  icon: HelpCircleIcon,
  description: 'Preguntas y respuestas; cada respuesta se abre al tocar su pregunta.',
  previewField: 'title',
  fields: [
    sectionTitleField,
    defineField({
      name: 'items',
      title: 'Preguntas',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'faqItem',
          title: 'Pregunta',
          type: 'object',
          fields: [
            defineField({
              name: 'question',
              title: 'Pregunta',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'answer',
              title: 'Respuesta',
              type: 'richText',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'question' } },
        }),
      ],
    }),
  ],
  initialValue: {
    title: 'Preguntas frecuentes',
    items: [
      {
        _type: 'faqItem',
        _key: 'ninos',
        question: '¿Pueden ir niños?',
        answer: paragraph('respuesta', 'Tu invitación dice cuántos lugares tiene tu familia.'),
      },
    ],
  },
})
