import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'

export type SizedFile = { file: string; label: string; gzip: number }

export type ViewBundle = {
  view: string
  /** Entry plus everything it imports statically: what any route loads before rendering. */
  staticJs: SizedFile[]
  staticCss: SizedFile[]
  /** Lazy chunks this view pulled in while loading (route pages, content source, ...). */
  lazyLoaded: SizedFile[]
  staticJsGzip: number
  staticCssGzip: number
  firstViewJsGzip: number
  firstViewCssGzip: number
  /** Bytes of the Studio preview's own code (visual editing, stega) among the view's files. */
  previewCodeGzip: number
}

export type GzipSizes = Readonly<Record<string, number>>

const isJs = (file: string) => /\.m?js$/.test(file)
const isCss = (file: string) => file.endsWith('.css')
const sum = (files: SizedFile[]) => files.reduce((total, file) => total + file.gzip, 0)

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry)
  if (!key) throw new Error('The build manifest has no entry chunk')
  return key
}

type ManifestChunk = Manifest[string]

/** Every chunk the roots reach along `edges`, depth first, never entering `avoid`. */
function reach(
  manifest: Manifest,
  roots: string[],
  edges: (chunk: ManifestChunk) => string[],
  avoid?: string,
): Set<string> {
  const seen = new Set<string>()
  const visit = (name: string) => {
    const chunk = manifest[name]
    if (seen.has(name) || name === avoid || !chunk) return
    seen.add(name)
    for (const next of edges(chunk)) visit(next)
  }
  roots.forEach(visit)
  return seen
}

const staticImports = (chunk: ManifestChunk) => chunk.imports ?? []
const allImports = (chunk: ManifestChunk) => [
  ...(chunk.imports ?? []),
  ...(chunk.dynamicImports ?? []),
]

/** The chunk and every chunk it reaches through static imports, depth first. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  return [...reach(manifest, [key], staticImports)]
}

export function staticFiles(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const chunks = staticClosure(manifest, key).flatMap((name) => manifest[name] ?? [])
  return {
    js: chunks.map((chunk) => chunk.file).filter(isJs),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  }
}

/** The module the site imports only inside the couple's Studio (app/studio-preview). */
export const studioPreviewModule = 'src/app/studio-preview/start-studio-preview.tsx'

/** Code only a preview runs, wherever the bundler puts it: @sanity/client loads stega lazily. */
const previewOnlySources =
  /@sanity\/visual-editing|@sanity\/core-loader|@vercel\/stega|stegaEncodeSourceMap/

/**
 * The files only the Studio preview needs: those reachable from its module and from nothing a
 * guest's page can reach without it, plus the stega encoder wherever it sits. A build without a
 * Sanity project (the embedded defaults) has no preview module at all. A guest's first view must
 * load none of them.
 */
export function previewOnlyFiles(
  manifest: Manifest,
  previewModule = studioPreviewModule,
): string[] {
  // Rollup may key the chunk by its name rather than its source when it also holds shared code.
  const chunkName = path.basename(previewModule).replace(/\.tsx?$/, '')
  const preview = Object.keys(manifest).find(
    (key) => key.endsWith(previewModule) || manifest[key]?.name === chunkName,
  )
  const guest = reach(manifest, [entryKey(manifest)], allImports, preview)
  const previewKeys = [
    ...(preview
      ? [...reach(manifest, [preview], allImports)].filter((key) => !guest.has(key))
      : []),
    ...Object.keys(manifest).filter((key) => previewOnlySources.test(key)),
  ]
  const files = previewKeys.map((key) => manifest[key]?.file ?? '').filter(isJs)
  return [...new Set(files)]
}

/** A name a person recognises: the source module when the chunk has one. */
export function labelsByFile(manifest: Manifest): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    labels[chunk.file] = chunk.isEntry
      ? `entry (${key})`
      : (chunk.src ?? key).replace(/^(\.\.\/)+node_modules\//, '')
    for (const css of chunk.css ?? []) labels[css] ??= `${labels[chunk.file]} (css)`
  }
  return labels
}

/** Every JavaScript and CSS file of the build that the entry does not load statically. */
export function lazyFiles(manifest: Manifest): string[] {
  const eager = staticFiles(manifest, entryKey(manifest))
  const eagerFiles = new Set([...eager.js, ...eager.css])
  const all = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
  return [...new Set(all)].filter((file) => (isJs(file) || isCss(file)) && !eagerFiles.has(file))
}

export function sized(files: string[], sizes: GzipSizes, labels: Record<string, string>) {
  return files.map((file) => ({ file, label: labels[file] ?? file, gzip: sizes[file] ?? 0 }))
}

/** First-view bytes of one view: the static entry graph plus the lazy files it was seen loading. */
export function accountView(
  view: string,
  manifest: Manifest,
  sizes: GzipSizes,
  loadedFiles: string[],
): ViewBundle {
  const labels = labelsByFile(manifest)
  const eager = staticFiles(manifest, entryKey(manifest))
  const eagerFiles = new Set([...eager.js, ...eager.css])
  const lazy = new Set(lazyFiles(manifest))
  const staticJs = sized(eager.js, sizes, labels)
  const staticCss = sized(eager.css, sizes, labels)
  const lazyLoaded = sized(
    [...new Set(loadedFiles)].filter((file) => lazy.has(file) && !eagerFiles.has(file)),
    sizes,
    labels,
  )
  const previewOnly = new Set(previewOnlyFiles(manifest))
  const previewCode = [...staticJs, ...lazyLoaded].filter((file) => previewOnly.has(file.file))
  const lazyJs = lazyLoaded.filter((file) => isJs(file.file))
  const lazyCss = lazyLoaded.filter((file) => isCss(file.file))
  return {
    view,
    staticJs,
    staticCss,
    lazyLoaded,
    staticJsGzip: sum(staticJs),
    staticCssGzip: sum(staticCss),
    firstViewJsGzip: sum(staticJs) + sum(lazyJs),
    firstViewCssGzip: sum(staticCss) + sum(lazyCss),
    previewCodeGzip: sum(previewCode),
  }
}

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

/** gzip at the default level, as the preview server's compression sends it. */
export async function gzipSizes(outDir: string, files: string[]): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {}
  for (const file of files) {
    sizes[file] = gzipSync(await readFile(path.join(outDir, file))).length
  }
  return sizes
}
