import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { isChunk, type BuildChunk, type BuildOutput } from '../build-output.ts'
import { doorPath } from '../../web/src/config/paths.ts'

/** The door's service worker, at the site's root; only the door's page registers it. */
export const doorWorkerFile = 'door-sw.js'
export const doorPageModule = 'web/src/features/door/components/door-page.tsx'

type ViteChunk = BuildChunk & {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> }
}

const sourcePath = (id: string) => id.replaceAll('\\', '/')

/** The site's shared layers: code any page may use and that never imports a feature or the app. */
const sharedLayer = /\/web\/src\/(components|lib|content|config)\//

/**
 * Whether a chunk holds only shared code (and packages): what the entry loads on demand for any
 * page, the door's too (MUI's scope, the toasts, the content's source). The import-direction lint
 * rule keeps shared code from loading a feature or the app, so such a chunk belongs to no page.
 */
export function isSharedChunk(chunk: Pick<BuildChunk, 'moduleIds'>): boolean {
  return chunk.moduleIds
    .map(sourcePath)
    .filter((id) => id.includes('/web/src/') && !id.startsWith('\0'))
    .every((id) => sharedLayer.test(id))
}

/** Photos: what the content's source names for the guests' pages; the door shows none. */
const photo = /\.(avif|gif|jpe?g|png|svg|webp)$/i

/**
 * How a chunk is reached: by the door's own chunk (it and all it may load are kept), by the
 * entry's static imports (kept with what shared code loads on demand), or on demand by shared code
 * (kept without the photos it names: the content's source lists every photo of the site).
 */
type Reach = 'door' | 'entry' | 'on-demand'

/**
 * The files the door's page loads, as paths of the site ('/assets/…'), from the build's chunk
 * graph: the app's entry with what it imports and what shared code loads on demand
 * (`lazyWithMui`'s mui-scope chunk, the toasts, the content's source), and the door's chunk with
 * everything it imports or loads later (the QR reader), each with its styles and assets, the
 * WebAssembly reader among them. No other page's or feature's chunk, nor the app's own on-demand
 * parts (the guests' layout, the route table's other pages).
 */
export function doorFiles(output: BuildOutput): string[] {
  const chunks = output.filter(isChunk) as ViteChunk[]
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const found = new Set<string>()
  const seen = new Set<string>()
  const visit = (chunk: ViteChunk, reached: Reach) => {
    // the entry's own on-demand imports are the route table's pages: never all of them
    const reach = reached === 'door' && chunk.isEntry ? 'entry' : reached
    if (seen.has(`${reach}:${chunk.fileName}`)) return
    seen.add(`${reach}:${chunk.fileName}`)
    found.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css)
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) {
      if (reach !== 'on-demand' || !photo.test(asset)) found.add(asset)
    }
    for (const file of chunk.imports) {
      const next = byFile.get(file)
      if (next) visit(next, reach)
    }
    for (const file of chunk.dynamicImports) {
      const next = byFile.get(file)
      if (next && reach === 'door') visit(next, 'door')
      else if (next && isSharedChunk(next)) visit(next, 'on-demand')
    }
  }
  const door = chunks.find((chunk) =>
    chunk.moduleIds.some((id) => sourcePath(id).endsWith(doorPageModule)),
  )
  if (!door) throw new Error(`No chunk of the build holds ${doorPageModule}`)
  visit(door, 'door')
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk, 'entry'))
  return [...found].sort().map((file) => `/${file}`)
}

/**
 * What the door's page could load and the list lacks, checked against the chunk graph by rules of
 * their own rather than by `doorFiles`' walk: every kept chunk's static imports and styles; every
 * chunk the door's chunks may load on demand; every chunk of shared code any kept chunk may load
 * on demand (the entry's `lazyWithMui` loads MUI's scope for the door too). The build refuses a
 * worker that misses one: offline, the page would fail on it once the phone's HTTP cache is gone.
 */
export function missingDoorFiles(output: BuildOutput, files: readonly string[]): string[] {
  const chunks = output.filter(isChunk) as ViteChunk[]
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const listed = new Set(files.map((file) => file.replace(/^\//, '')))
  const door = chunks.find((chunk) =>
    chunk.moduleIds.some((id) => sourcePath(id).endsWith(doorPageModule)),
  )
  const doorOwn = new Set<string>()
  const follow = (file: string) => {
    const chunk = byFile.get(file)
    if (!chunk || chunk.isEntry || doorOwn.has(file)) return
    doorOwn.add(file)
    ;[...chunk.imports, ...chunk.dynamicImports].forEach(follow)
  }
  if (door) follow(door.fileName)
  const needed = new Set<string>([
    ...doorOwn,
    ...chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  ])
  // a Set visits what is added while it is walked: what a needed chunk needs is needed
  for (const file of needed) {
    const chunk = byFile.get(file)
    if (!chunk) continue
    chunk.imports.forEach((name) => needed.add(name))
    chunk.viteMetadata?.importedCss.forEach((name) => needed.add(name))
    for (const name of chunk.dynamicImports) {
      const next = byFile.get(name)
      if (doorOwn.has(file) || (next && isSharedChunk(next))) needed.add(name)
    }
  }
  return [...needed]
    .filter((file) => !listed.has(file))
    .sort()
    .map((file) => `/${file}`)
}

/** `doorFiles`, refused when `missingDoorFiles` finds a file the door's page could load and lacks. */
export function checkedDoorFiles(output: BuildOutput): string[] {
  const files = doorFiles(output)
  const missing = missingDoorFiles(output, files)
  if (missing.length > 0) {
    throw new Error(
      `The door's worker would not keep ${missing.join(', ')}: offline, the door fails`,
    )
  }
  return files
}

/** The /assets/ files a page or a style sheet names (fonts, preloads, its styles). */
export const assetsNamedIn = (text: string): string[] =>
  [...text.matchAll(/\/assets\/[\w.-]+/g)].map((match) => match[0])

/**
 * Writes dist/door-sw.js once the pages are final (prerendered, search tags added): it keeps the
 * door's page and files on the phone, so the door opens without signal once it has been opened.
 * Its version is a hash of what it keeps, so a new build replaces it and clears the old copy.
 */
export async function writeDoorWorker(
  distDir: string,
  files: readonly string[],
): Promise<string[]> {
  const pageFile = path.join(distDir, `${doorPath.slice(1)}.html`)
  const texts = new Map<string, string>([[doorPath, await readFile(pageFile, 'utf8')]])
  const kept = new Set(files)
  for (const file of [...files].filter((name) => name.endsWith('.css'))) {
    texts.set(file, await readFile(path.join(distDir, file), 'utf8'))
  }
  for (const text of texts.values()) assetsNamedIn(text).forEach((file) => kept.add(file))
  const list = [...kept].sort()
  const hash = createHash('sha256').update(texts.get(doorPath) ?? '')
  for (const file of list) hash.update(file).update(await readFile(path.join(distDir, file)))
  const version = hash.digest('hex').slice(0, 16)
  await writeFile(path.join(distDir, doorWorkerFile), await doorWorkerSource(version, list))
  return list
}

/** The worker's TypeScript source, bundled into the site's root by `doorWorkerSource`. */
export const doorWorkerModule = fileURLToPath(new URL('./door-sw.ts', import.meta.url))

/**
 * dist/door-sw.js: door-sw.ts bundled into one plain script (no imports: it is served as is from
 * the root, with the door page's scope), with the cache's name and the kept files written in.
 */
export async function doorWorkerSource(version: string, files: readonly string[]): Promise<string> {
  const built = await build({
    entryPoints: [doorWorkerModule],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    define: {
      __DOOR_CACHE_NAME__: JSON.stringify(`door-${version}`),
      __DOOR_FILES__: JSON.stringify(files),
    },
  })
  const script = built.outputFiles[0]?.text
  if (!script) throw new Error(`esbuild wrote nothing for ${doorWorkerModule}`)
  return `// The door's service worker (tooling/door/door-sw.ts, bundled by door-worker.ts)\n${script}`
}
