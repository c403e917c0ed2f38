import { EarthGlobeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Red social',
  type: 'object',
  icon: EarthGlobeIcon,
  fields: [
    defineField({
      name: 'network',
      title: 'Red',
      type: 'string',
      options: { list: ['facebook', 'instagram', 'twitter', 'tiktok', 'whatsapp', 'youtube'] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Dirección',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'network', subtitle: 'url' } },
})
