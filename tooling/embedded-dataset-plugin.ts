import path from 'node:path'
import type { Plugin } from 'vite'
import { datasetFile, loadEmbeddedDataset } from './content-dataset'

const moduleId = 'virtual:embedded-dataset'
const resolvedId = `\0${moduleId}`

/**
 * Serves the default dataset in `content/` as a module whose image assets point at files Vite
 * fingerprints and copies, so the embedded content works the same in dev, preview and build.
 */
export function embeddedDataset(contentDir: string): Plugin {
  return {
    name: 'embedded-dataset',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined
      this.addWatchFile(path.join(contentDir, datasetFile))
      const { documents, assets } = await loadEmbeddedDataset(contentDir)
      const urlImports = assets.map(
        (asset, index) => `import url${index} from ${JSON.stringify(`${asset.filePath}?url`)}`,
      )
      const urlById = new Map(assets.map((asset, index) => [asset._id, `url${index}`]))
      const browserDocuments = documents.map((document) => {
        if (document._type !== 'sanity.imageAsset') return document
        const { filePath: _filePath, ...asset } = document
        return { ...asset, url: `__asset_url__${document._id}` }
      })
      const json = JSON.stringify(browserDocuments).replace(
        /"__asset_url__([^"]+)"/g,
        (_, assetId: string) => urlById.get(assetId) ?? '""',
      )
      return `${urlImports.join('\n')}\nexport default ${json}\n`
    },
  }
}
