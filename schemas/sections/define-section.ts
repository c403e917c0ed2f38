import type { ComponentType } from 'react'
import { defineField, defineType, type FieldDefinition } from 'sanity'

export const hiddenField = defineField({
  name: 'hidden',
  title: 'Ocultar esta sección',
  description:
    'La sección sigue en la lista para volver a mostrarla cuando quieran; el sitio no la muestra.',
  type: 'boolean',
  initialValue: false,
})

/** One paragraph of rich text, for the words a new section starts with. */
export const paragraph = (key: string, text: string) => [
  {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}-texto`, marks: [], text }],
  },
]

type SectionDefinition = {
  name: `section${string}`
  title: string
  icon: ComponentType
  /** What the couple reads under the section in the insert menu and the form. */
  description: string
  /** The section's own fields; a section that shows shared content has none. */
  fields?: FieldDefinition[]
  /** The field whose text names this entry in the list (its title, say). */
  previewField?: string
  /** What a new section of this type starts with, so the couple edits rather than starts blank. */
  initialValue?: Record<string, unknown>
}

/** A type of section a page can hold: its fields plus the «Ocultar» switch every section has. */
export function defineSection({
  name,
  title,
  icon,
  description,
  fields = [],
  previewField,
  initialValue,
}: SectionDefinition) {
  return defineType({
    name,
    title,
    type: 'object',
    icon,
    description,
    fields: [...fields, hiddenField],
    initialValue,
    preview: {
      select: { hidden: 'hidden', heading: previewField ?? 'hidden' },
      prepare: ({ hidden, heading }: { hidden?: boolean; heading?: unknown }) => ({
        title: typeof heading === 'string' && heading ? `${title}: ${heading}` : title,
        subtitle: hidden ? 'Oculta: no aparece en el sitio' : undefined,
        media: icon,
      }),
    },
  })
}
