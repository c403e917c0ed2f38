import { CogIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

const requiredString = (name: string, title: string, description?: string) =>
  defineField({ name, title, description, type: 'string', validation: (rule) => rule.required() })

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Ajustes generales',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'couple', title: 'Pareja y fecha', default: true },
    { name: 'hero', title: 'Portada' },
    { name: 'seo', title: 'Compartir' },
  ],
  fields: [
    { ...requiredString('partnerOne', 'Nombre de la novia'), group: 'couple' },
    { ...requiredString('partnerTwo', 'Nombre del novio'), group: 'couple' },
    {
      ...requiredString('monogram', 'Monograma', 'Iniciales del logotipo, por ejemplo «M & A».'),
      group: 'couple',
    },
    defineField({
      name: 'weddingDate',
      title: 'Fecha y hora de la boda',
      description: 'La cuenta regresiva llega a cero en este momento.',
      type: 'datetime',
      group: 'couple',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'timeZone',
      title: 'Zona horaria',
      description: 'Zona IANA de los lugares del evento, por ejemplo America/Mexico_City.',
      type: 'string',
      group: 'couple',
      initialValue: 'America/Mexico_City',
      validation: (rule) =>
        rule.required().custom((zone?: string) => {
          if (!zone) return true
          try {
            new Intl.DateTimeFormat('es-MX', { timeZone: zone })
            return true
          } catch {
            return 'No es una zona horaria válida (por ejemplo America/Mexico_City).'
          }
        }),
    }),
    defineField({
      name: 'heroTagline',
      title: 'Frase de portada',
      description: 'Por ejemplo «Nos casamos, Nov 1,2025».',
      type: 'string',
      group: 'hero',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heroSlides',
      title: 'Fotos de portada',
      type: 'array',
      group: 'hero',
      of: [defineArrayMember({ type: 'accessibleImage' })],
      validation: (rule) => rule.required().min(1).max(5),
    }),
    defineField({
      name: 'countdown',
      title: 'Cuenta regresiva',
      type: 'object',
      group: 'hero',
      fields: [
        requiredString('days', 'Días'),
        requiredString('hours', 'Horas'),
        requiredString('minutes', 'Minutos'),
        requiredString('seconds', 'Segundos'),
        requiredString('finished', 'Mensaje cuando llega el día'),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'pageTitles',
      title: 'Títulos de páginas',
      type: 'object',
      group: 'couple',
      fields: [
        requiredString('story', 'Nuestra historia'),
        requiredString('accommodation', 'Hospedaje'),
        requiredString('gallery', 'Galería'),
        requiredString('home', 'Inicio (migas de pan)'),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'seo', title: 'Vista previa al compartir', type: 'seo', group: 'seo' }),
  ],
  preview: {
    select: { one: 'partnerOne', two: 'partnerTwo' },
    prepare: ({ one, two }: { one?: string; two?: string }) => ({
      title: 'Ajustes generales',
      subtitle: [one, two].filter(Boolean).join(' & '),
    }),
  },
})
