import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { listBuiltPages, notFoundFile, type BuiltPage } from './built-pages.ts'
import {
  headersFile,
  isDoorPath,
  redirectsFile,
  vercelConfig,
  type HostRules,
} from './host-config.ts'
import { inlineScriptHashes } from './inline-scripts.ts'
import { documentPolicyHeaders, securityHeaders } from './security-headers.ts'
import {
  canonicalPathOf,
  isIndexable,
  robotsTxt,
  searchEngineTags,
  sitemapXml,
  withSearchEngineTags,
  type PageIndexing,
} from './search-engines.ts'
import type { SiteOrigins } from './site-origins'

export type FinishBuildOptions = {
  distDir: string
  /** The route table's word on each address; a built page it does not list gets noindex. */
  indexing: readonly PageIndexing[]
  /** «Dirección pública del sitio» of the content's seo settings, if the couple set it. */
  siteUrl: string | null
  origins: SiteOrigins
  /** Where to write Vercel's Build Output (`.vercel/output`), when building on Vercel. */
  vercelOutputDir?: string
  /** Run once the pages are final, before the hosts' copies: the door's service worker. */
  afterPages?: () => Promise<unknown>
}

export type FinishedBuild = { pages: BuiltPage[]; scriptHashes: string[]; rules: HostRules }

/** The HTML files that hosts serve as pages, 404.html included. */
const htmlFiles = (pages: readonly BuiltPage[]) => [...pages.map((page) => page.file), notFoundFile]

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** Each built page's inline-script hashes by address, 404.html included (as `/404.html`). */
async function scriptHashesByPage(
  distDir: string,
  pages: readonly BuiltPage[],
): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    [...pages, { path: `/${notFoundFile}`, file: notFoundFile }].map(async (page) => {
      const html = await readIfPresent(path.join(distDir, page.file))
      return [page.path, html === null ? [] : inlineScriptHashes([html])] as const
    }),
  )
  return Object.fromEntries(entries)
}

const everyHash = (byPage: Record<string, string[]>) =>
  [...new Set(Object.values(byPage).flat())].sort()

/** The hashes of the inline scripts of every built page, for the Content-Security-Policy. */
export async function builtScriptHashes(distDir: string): Promise<string[]> {
  return everyHash(await scriptHashesByPage(distDir, await listBuiltPages(distDir)))
}

/**
 * Each page's own policies, naming only the inline scripts that page carries: Cloudflare Pages
 * drops a `_headers` line over 2,000 characters, and the hashes of every page together passed it
 * once /fotos was built (the door's and the photos page's policy went unsent).
 */
const pagePolicies = (byPage: Record<string, string[]>, origins: SiteOrigins) =>
  Object.fromEntries(
    Object.entries(byPage).map(([pagePath, scriptHashes]) => [
      pagePath,
      documentPolicyHeaders({ origins, scriptHashes, door: isDoorPath(pagePath) }),
    ]),
  )

/**
 * The post-build pass over every built page: search-engine tags, robots.txt and sitemap.xml,
 * then the hashes of the pages' inline scripts and the host configurations that carry them.
 */
export async function finishBuild(options: FinishBuildOptions): Promise<FinishedBuild> {
  const { distDir, indexing, siteUrl, origins } = options
  const pages = await listBuiltPages(distDir)
  for (const file of htmlFiles(pages)) {
    const full = path.join(distDir, file)
    const html = await readIfPresent(full)
    if (html === null) continue
    const page = pages.find((candidate) => candidate.file === file)
    const canonicalPath = page ? canonicalPathOf(indexing, page.path) : null
    await writeFile(full, withSearchEngineTags(html, searchEngineTags(canonicalPath, siteUrl)))
  }
  const publicPaths = pages
    .map((page) => page.path)
    .filter((pagePath) => isIndexable(indexing, pagePath))
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl))
  if (siteUrl) await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(siteUrl, publicPaths))

  await options.afterPages?.()

  const byPage = await scriptHashesByPage(distDir, pages)
  const scriptHashes = everyHash(byPage)
  const rules: HostRules = {
    pages,
    headers: securityHeaders({ origins, scriptHashes, https: true }),
    doorPolicies: documentPolicyHeaders({ origins, scriptHashes, door: true }),
    pagePolicies: pagePolicies(byPage, origins),
  }
  await writeFile(path.join(distDir, '_headers'), headersFile(rules))
  await writeFile(path.join(distDir, '_redirects'), redirectsFile(rules))
  if (options.vercelOutputDir) await writeVercelOutput(options.vercelOutputDir, distDir, rules)
  return { pages, scriptHashes, rules }
}

async function writeVercelOutput(outputDir: string, distDir: string, rules: HostRules) {
  await rm(outputDir, { recursive: true, force: true })
  await mkdir(outputDir, { recursive: true })
  await cp(distDir, path.join(outputDir, 'static'), { recursive: true })
  await writeFile(
    path.join(outputDir, 'config.json'),
    `${JSON.stringify(vercelConfig(rules), null, 2)}\n`,
  )
}
