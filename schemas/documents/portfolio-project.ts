import { CaseIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

export const portfolioProject = defineType({
  name: 'portfolioProject',
  title: 'Boda del portafolio',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({
      name: 'number',
      title: 'Número',
      description: 'Forma la dirección /project-single/{número}.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'title',
      title: 'Pareja',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'date',
      title: 'Mes y año',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'location',
      title: 'Lugar',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'client', title: 'Cliente', type: 'string' }),
    defineField({ name: 'duration', title: 'Duración', type: 'string' }),
    defineField({ name: 'tag', title: 'Etiqueta', type: 'string' }),
    defineField({ name: 'description', title: 'Descripción', type: 'richText' }),
    defineField({
      name: 'thumbnail',
      title: 'Miniatura',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'detailImage',
      title: 'Imagen principal',
      type: 'accessibleImage',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'images',
      title: 'Galería',
      type: 'array',
      of: [defineArrayMember({ type: 'accessibleImage' })],
      options: { layout: 'grid' },
      description: 'La página del proyecto muestra las tres primeras.',
      validation: (rule) => rule.required().min(3),
    }),
  ],
  orderings: [{ title: 'Número', name: 'numberAsc', by: [{ field: 'number', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'location', media: 'thumbnail' } },
})
