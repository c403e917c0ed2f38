/**
 * What the route table says about one address: whether search engines should list it, or that
 * it shows the same page as another address (`canonicalPath`), which is the one to list.
 */
export type PageIndexing = { path: string; indexable: boolean; canonicalPath?: string }

export const isIndexable = (pages: readonly PageIndexing[], pagePath: string) =>
  pages.some((page) => page.path === pagePath && page.indexable && !page.canonicalPath)

/** The address search engines should credit for a built page, or null for noindex. */
export function canonicalPathOf(pages: readonly PageIndexing[], pagePath: string): string | null {
  const page = pages.find((candidate) => candidate.path === pagePath)
  if (page?.canonicalPath) return page.canonicalPath
  return page?.indexable ? page.path : null
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const absoluteUrl = (siteUrl: string, pagePath: string) => new URL(pagePath, siteUrl).href

/**
 * The head tags of one built page: its canonical address when it is public and the site's public
 * address is known, `noindex` when it is not meant for search engines.
 */
export function searchEngineTags(canonicalPath: string | null, siteUrl: string | null): string {
  if (!canonicalPath) return '<meta name="robots" content="noindex" />'
  return siteUrl
    ? `<link rel="canonical" href="${escapeXml(absoluteUrl(siteUrl, canonicalPath))}" />`
    : ''
}

/** Adds the tags once, before </head>. */
export function withSearchEngineTags(html: string, tags: string): string {
  if (!tags || html.includes(tags)) return html
  return html.replace('</head>', () => `${tags}\n  </head>`)
}

export function robotsTxt(siteUrl: string | null): string {
  const lines = ['User-agent: *', 'Allow: /']
  if (siteUrl) lines.push('', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`)
  return `${lines.join('\n')}\n`
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map(
    (pagePath) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, pagePath))}</loc></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
