import { defineArrayMember, defineField } from 'sanity'
import { faqSection } from './faq-section'
import { mapSection } from './map-section'
import { sharedSectionTypes } from './shared-sections'
import { textWithPhotoSection } from './text-with-photo-section'

/** Every type of section a page can hold. Adding one: docs/adding-a-section.md. */
export const sectionTypes = [...sharedSectionTypes, faqSection, textWithPhotoSection, mapSection]

export const sectionTypeNames: readonly string[] = sectionTypes.map((type) => type.name)

/** The insert menu's picture of a section type, served from studio/static. */
export const sectionPicture = (typeName: string) => `/static/sections/${typeName}.svg`

/** A page's ordered list of sections: drag to reorder, «Ocultar» to hide, «Agregar» to insert. */
export const sectionsField = defineField({
  name: 'sections',
  title: 'Secciones',
  description:
    'Arrastra para cambiar el orden. Cada sección se puede ocultar sin borrarla; agrega nuevas con «Añadir elemento…».',
  type: 'array',
  of: sectionTypes.map((type) => defineArrayMember({ type: type.name })),
  options: {
    insertMenu: {
      filter: true,
      views: [{ name: 'grid', previewImageUrl: sectionPicture }, { name: 'list' }],
    },
  },
})
