import { createClient } from '@sanity/client'
import { createImageUrlBuilder } from '@sanity/image-url'
import type { LayoutQueryResult } from '../web/src/content/sanity.types'
import { layoutQuery } from '../web/src/content/queries.ts'
import { createGroqSource } from '../web/src/content/groq-source.ts'
import { sanityClientSettings, type SanityApiTarget } from '../web/src/config/sanity-api.ts'
import { loadEmbeddedDataset } from './content-dataset.ts'

export type LinkPreview = {
  title: string
  description: string
  siteUrl: string | null
  imageAlt: string
  /** Where the 1200×630 JPEG comes from: a local file to convert, or a CDN URL. */
  image: { localFile: string } | { url: string } | null
}

type Seo = NonNullable<NonNullable<LayoutQueryResult['settings']>['seo']>

export async function loadLinkPreview(
  contentDir: string,
  sanity: SanityApiTarget | null,
): Promise<LinkPreview> {
  if (sanity) {
    const client = createClient({
      ...sanityClientSettings(sanity),
      useCdn: true,
      perspective: 'published',
    })
    const { settings } = await client.fetch(layoutQuery)
    const seo = settings?.seo
    const builder = createImageUrlBuilder(sanity)
    const image = seo?.image?.asset?._id
      ? {
          url: builder
            .image({ asset: { _ref: seo.image.asset._id } })
            .width(1200)
            .height(630)
            .fit('crop')
            .format('jpg')
            .url(),
        }
      : null
    return describe(seo, image)
  }
  const { documents, assets } = await loadEmbeddedDataset(contentDir)
  const { settings } = (await createGroqSource(documents).fetch(
    layoutQuery,
    {},
  )) as LayoutQueryResult
  const seo = settings?.seo
  const asset = assets.find((candidate) => candidate._id === seo?.image?.asset?._id)
  return describe(seo, asset ? { localFile: asset.filePath } : null)
}

function describe(seo: Seo | null | undefined, image: LinkPreview['image']): LinkPreview {
  return {
    title: seo?.title ?? '',
    description: seo?.description ?? '',
    siteUrl: seo?.siteUrl ?? null,
    imageAlt: seo?.image?.alt ?? '',
    image,
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The <head> tags WhatsApp, Facebook and search engines read without running any JavaScript. */
export function linkPreviewTags(preview: LinkPreview, imageUrl: string | null): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | null | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />` : ''
  const absolute = (path: string) => (preview.siteUrl ? new URL(path, preview.siteUrl).href : path)
  return [
    `<title>${escapeAttribute(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.siteUrl),
    meta('property', 'og:image', imageUrl && absolute(imageUrl)),
    meta('property', 'og:image:width', imageUrl ? '1200' : null),
    meta('property', 'og:image:height', imageUrl ? '630' : null),
    meta('property', 'og:image:alt', imageUrl ? preview.imageAlt : null),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
  ]
    .filter(Boolean)
    .join('\n    ')
}
