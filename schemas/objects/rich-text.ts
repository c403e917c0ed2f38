import { TextIcon } from '@sanity/icons'
import { defineArrayMember, defineType } from 'sanity'

export const richText = defineType({
  name: 'richText',
  title: 'Texto con formato',
  type: 'array',
  icon: TextIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Subtítulo', value: 'h3' },
        { title: 'Cita', value: 'blockquote' },
      ],
      lists: [{ title: 'Viñetas', value: 'bullet' }],
      marks: {
        decorators: [
          { title: 'Negrita', value: 'strong' },
          { title: 'Cursiva', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Enlace',
            type: 'object',
            fields: [{ name: 'href', title: 'Dirección', type: 'url' }],
          },
        ],
      },
    }),
  ],
})
