import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** A page a host serves: its clean address and the HTML file the build wrote for it. */
export type BuiltPage = { path: string; file: string }

/** The page hosts answer unknown addresses with (HTTP 404); not an address of its own. */
export const notFoundFile = '404.html'

/** `index.html` -> `/`, `story.html` -> `/story`, `project-single/1.html` -> `/project-single/1`. */
export function pagePathOf(file: string): string {
  const clean = file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
  if (clean === 'index') return '/'
  return `/${clean.replace(/\/index$/, '')}`
}

/** Every HTML file of the build outside assets/, whatever pages the prerenderer wrote. */
export async function listBuiltPages(distDir: string): Promise<BuiltPage[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`assets${path.sep}`) && file !== notFoundFile)
    .map((file) => ({ path: pagePathOf(file), file: file.split(path.sep).join('/') }))
    .sort((a, b) => a.path.localeCompare(b.path))
}
