import type { Browser } from 'playwright-core'
import {
  accountView,
  entryKey,
  gzipSizes,
  labelsByFile,
  lazyFiles,
  readManifest,
  sized,
  staticFiles,
  type SizedFile,
  type ViewBundle,
} from './bundle-size'
import { devices } from './chromium'
import { builtFilesRequested, measureTransfer, type TransferSummary } from './transfer'

export type FirstViews = {
  transfer: TransferSummary[]
  bundles: ViewBundle[]
  lazyChunks: SizedFile[]
}

/**
 * Loads each view on a phone to see what crosses the wire and which lazy chunks it pulls in,
 * then prices every build file at gzip from the manifest.
 */
export async function measureFirstViews(
  browser: Browser,
  baseUrl: string,
  outDir: string,
  views: string[],
): Promise<FirstViews> {
  const transfer: TransferSummary[] = []
  for (const view of views) {
    transfer.push(await measureTransfer(browser, `${baseUrl}${view}`, devices.phone))
  }
  const manifest = await readManifest(outDir)
  const eager = staticFiles(manifest, entryKey(manifest))
  const lazy = lazyFiles(manifest)
  const sizes = await gzipSizes(outDir, [...eager.js, ...eager.css, ...lazy])
  const bundles = transfer.map((summary, index) =>
    accountView(views[index] ?? summary.url, manifest, sizes, builtFilesRequested(summary)),
  )
  return { transfer, bundles, lazyChunks: sized(lazy, sizes, labelsByFile(manifest)) }
}
