import sharp from 'sharp'
import type { Plugin } from 'vite'
import type { SanityApiTarget } from '../web/src/config/sanity-api'
import { linkPreviewTags, loadLinkPreview, type LinkPreview } from './link-preview.ts'

const imageFileName = 'og-image.jpg'

/**
 * Writes the couple's names, description and photo into index.html at build time, so a shared
 * link (WhatsApp, /rsvp?invitation=001 included) previews without running the app.
 */
export function linkPreview(contentDir: string, sanity: () => SanityApiTarget | null): Plugin {
  let preview: Promise<LinkPreview> | undefined
  const load = () => (preview ??= loadLinkPreview(contentDir, sanity()))
  let building = false
  return {
    name: 'link-preview',
    configResolved(config) {
      building = config.command === 'build'
    },
    async generateBundle() {
      const { image } = await load()
      if (image && 'localFile' in image) {
        const source = await sharp(image.localFile)
          .resize(1200, 630, { fit: 'cover' })
          .jpeg({ quality: 80 })
          .toBuffer()
        this.emitFile({ type: 'asset', fileName: imageFileName, source })
      }
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const loaded = await load()
        const imageUrl = !loaded.image
          ? null
          : 'url' in loaded.image
            ? loaded.image.url
            : building
              ? `/${imageFileName}`
              : null
        return html.replace(/<title>[^<]*<\/title>/, linkPreviewTags(loaded, imageUrl))
      },
    },
  }
}
