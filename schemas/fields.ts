import { defineField } from 'sanity'

export const orderField = defineField({
  name: 'order',
  title: 'Orden',
  description: 'Los números menores aparecen primero.',
  type: 'number',
  validation: (rule) => rule.required().integer().min(0),
})

export const sectionTitleField = defineField({
  name: 'title',
  title: 'Título de la sección',
  type: 'string',
  validation: (rule) => rule.required(),
})

export const orderings = [
  { title: 'Orden', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' as const }] },
]
