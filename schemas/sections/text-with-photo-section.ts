import { SplitHorizontalIcon } from '@sanity/icons'
import { defineField } from 'sanity'
import { sectionTitleField } from '../fields'
import { defineSection, paragraph } from './define-section'

export const textWithPhotoSection = defineSection({
  name: 'sectionTextWithPhoto',
  title: 'Texto con foto',
  icon: SplitHorizontalIcon,
  description: 'Un título, un texto y una foto al lado (debajo, en el celular).',
  previewField: 'title',
  fields: [
    sectionTitleField,
    defineField({
      name: 'text',
      title: 'Texto',
      type: 'richText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'photo',
      title: 'Foto',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'photoSide',
      title: 'Lado de la foto',
      type: 'string',
      options: {
        list: [
          { title: 'Izquierda', value: 'left' },
          { title: 'Derecha', value: 'right' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'right',
    }),
  ],
  initialValue: {
    title: 'Un momento especial',
    text: paragraph('texto', 'Cuéntales a tus invitados lo que quieras, junto a una foto.'),
    photoSide: 'right',
  },
})
