import { describe, expect, it } from 'vitest'
import { linkPreviewTags, loadLinkPreview, type LinkPreview } from '../../tooling/link-preview'
import { contentDir } from '../support/default-dataset'

const preview: LinkPreview = {
  title: 'Mariana & Alejandro · "Nuestra boda"',
  description: 'Acompáñanos el 1 de noviembre <3',
  siteUrl: 'https://boda.example.mx',
  imageAlt: 'Monograma',
  image: { localFile: '/tmp/og.webp' },
}

describe('link preview tags', () => {
  it('escape the content and point at an absolute image when the site address is known', () => {
    const tags = linkPreviewTags(preview, '/og-image.jpg')
    expect(tags).toContain('<title>Mariana &amp; Alejandro · &quot;Nuestra boda&quot;</title>')
    expect(tags).toContain(
      '<meta name="description" content="Acompáñanos el 1 de noviembre &lt;3" />',
    )
    expect(tags).toContain(
      '<meta property="og:image" content="https://boda.example.mx/og-image.jpg" />',
    )
    expect(tags).toContain('<meta property="og:url" content="https://boda.example.mx" />')
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  it('leave out the image tags when there is no image', () => {
    const tags = linkPreviewTags({ ...preview, image: null }, null)
    expect(tags).not.toContain('og:image')
    expect(tags).toContain('<meta name="twitter:card" content="summary" />')
  })

  it('come from the default dataset: the couple and their photo', async () => {
    const loaded = await loadLinkPreview(contentDir, null)
    expect(loaded.title).toContain('Mariana')
    expect(loaded.description.length).toBeGreaterThan(20)
    expect(loaded.image).toEqual({ localFile: expect.stringMatching(/og-image\.webp$/) })
  })
})
