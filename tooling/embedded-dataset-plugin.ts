import path from 'node:path'
import type { Plugin } from 'vite'
import { datasetFile, loadEmbeddedDataset } from './content-dataset.ts'
import { imageVariants } from './image-variants.ts'

const moduleId = 'virtual:embedded-dataset'
const resolvedId = `\0${moduleId}`

export type EmbeddedDatasetOptions = {
  /** Where resized photos are kept between builds. */
  cacheDir?: string
}

/**
 * Serves the default dataset in `content/` as a module whose image assets point at files Vite
 * fingerprints and copies, so the embedded content works the same in dev, preview and build.
 * Each asset also lists `variants`: the photo resized to the widths of the ladder, for srcset.
 */
export function embeddedDataset(contentDir: string, options: EmbeddedDatasetOptions = {}): Plugin {
  const cacheDir =
    options.cacheDir ?? path.resolve(contentDir, '../node_modules/.cache/embedded-images')
  return {
    name: 'embedded-dataset',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined
      this.addWatchFile(path.join(contentDir, datasetFile))
      const { documents, assets } = await loadEmbeddedDataset(contentDir)
      const variantsById = new Map(
        await Promise.all(
          assets.map(async (asset) => [asset._id, await imageVariants(asset, cacheDir)] as const),
        ),
      )
      const urlImports = new Map<string, string>()
      const urlOf = (filePath: string) => {
        let name = urlImports.get(filePath)
        if (!name) {
          name = `url${urlImports.size}`
          urlImports.set(filePath, name)
        }
        return `__url__${name}`
      }
      const browserDocuments = documents.map((document) => {
        if (document._type !== 'sanity.imageAsset') return document
        const { filePath, ...asset } = document as typeof document & { filePath: string }
        const variants = variantsById.get(document._id) ?? []
        return {
          ...asset,
          url: urlOf(filePath),
          variants: variants.map((variant) => ({
            width: variant.width,
            url: urlOf(variant.filePath),
          })),
        }
      })
      const json = JSON.stringify(browserDocuments).replace(
        /"__url__(url\d+)"/g,
        (_, name: string) => name,
      )
      // Small copies stay files too: inlined, they would all be downloaded with the bundle.
      const imports = [...urlImports].map(
        ([filePath, name]) => `import ${name} from ${JSON.stringify(`${filePath}?url&no-inline`)}`,
      )
      return `${imports.join('\n')}\nexport default ${json}\n`
    },
  }
}
