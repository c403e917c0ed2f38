import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'

/**
 * The phone-side pipeline (web/src/features/photos/pipeline) alone in a blank page of Chromium:
 * bundled by esbuild with its on-demand HEIC decoder as a chunk of its own, and served through
 * Playwright's routing at a loopback origin (a secure context, so crypto.subtle exists).
 */
export const pipelineOrigin = 'http://127.0.0.1:4599'
const outDir = path.resolve('node_modules/.cache/photo-pipeline-e2e')

const entry = `
import { preparePhoto } from './web/src/features/photos/pipeline/prepare'
import { PrepareError } from './web/src/features/photos/pipeline/prepare-error'
const base64 = async (blob) => {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let text = ''
  for (let at = 0; at < bytes.length; at += 0x8000)
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(text)
}
window.preparePhoto = async (data, type) => {
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
  try {
    const photo = await preparePhoto(new Blob([bytes], { type }))
    return { ...photo, jpeg: await base64(photo.jpeg), thumb: await base64(photo.thumb) }
  } catch (error) {
    return { refused: error instanceof PrepareError ? error.code : String(error) }
  }
}
`

export async function bundlePipeline(): Promise<void> {
  await mkdir(outDir, { recursive: true })
  await build({
    stdin: { contents: entry, resolveDir: path.resolve('.'), loader: 'ts' },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: outDir,
    entryNames: 'pipeline',
    logLevel: 'error',
  })
}

/** Opens the blank page with the bundled pipeline loaded (window.preparePhoto). */
export async function openPipelinePage(page: Page): Promise<void> {
  await page.route(`${pipelineOrigin}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1)
    if (!name) {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="es"><script type="module" src="/pipeline.js"></script></html>',
      })
    }
    return route.fulfill({ path: path.join(outDir, name), contentType: 'text/javascript' })
  })
  await page.goto(`${pipelineOrigin}/`)
  await page.waitForFunction(() => 'preparePhoto' in window)
}
