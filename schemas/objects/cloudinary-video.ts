import { VideoIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const cloudinaryVideo = defineType({
  name: 'cloudinaryVideo',
  title: 'Video de Cloudinary',
  type: 'object',
  icon: VideoIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      description: 'Se usa como nombre accesible del reproductor.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'cloudName',
      title: 'Cloud name',
      type: 'string',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/i),
    }),
    defineField({
      name: 'publicId',
      title: 'Public ID del video',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'publicId' } },
})
