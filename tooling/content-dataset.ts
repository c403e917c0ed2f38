import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

export type DatasetDocument = { _id: string; _type: string; [field: string]: unknown }

export type LocalImageAsset = DatasetDocument & {
  _type: 'sanity.imageAsset'
  url: string
  path: string
  filePath: string
  mimeType: string
  metadata: { dimensions: { width: number; height: number; aspectRatio: number } }
}

export type EmbeddedDataset = { documents: DatasetDocument[]; assets: LocalImageAsset[] }

const assetPattern = /^image@file:\/\/\.\/(.+)$/

export const datasetFile = 'data.ndjson'

export function parseNdjson(text: string): DatasetDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      let document: unknown
      try {
        document = JSON.parse(line)
      } catch {
        throw new Error(`${datasetFile} line ${number} is not valid JSON`)
      }
      if (!isDocument(document)) {
        throw new Error(`${datasetFile} line ${number} needs a string _id and _type`)
      }
      return document
    })
}

/**
 * Reads the default dataset the way `sanity dataset import` would see it and answers it the way
 * the Content Lake would: every `_sanityAsset` becomes a reference to a `sanity.imageAsset`
 * document whose id carries the dimensions, so the same GROQ works in both modes.
 */
export async function loadEmbeddedDataset(contentDir: string): Promise<EmbeddedDataset> {
  const documents = parseNdjson(await readFile(path.join(contentDir, datasetFile), 'utf8'))
  const assetsByFile = new Map<string, Promise<LocalImageAsset>>()
  const assetFor = (relativePath: string) => {
    let asset = assetsByFile.get(relativePath)
    if (!asset) {
      asset = describeImage(contentDir, relativePath)
      assetsByFile.set(relativePath, asset)
    }
    return asset
  }
  const resolved = await Promise.all(documents.map((document) => replaceAssets(document, assetFor)))
  const assets = await Promise.all(assetsByFile.values())
  return { documents: [...(resolved as DatasetDocument[]), ...assets], assets }
}

async function replaceAssets(
  value: unknown,
  assetFor: (relativePath: string) => Promise<LocalImageAsset>,
): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => replaceAssets(item, assetFor)))
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset: assetSource, ...rest } = value as Record<string, unknown>
  const entries = await Promise.all(
    Object.entries(rest).map(async ([key, item]) => [key, await replaceAssets(item, assetFor)]),
  )
  const result = Object.fromEntries(entries) as Record<string, unknown>
  if (typeof assetSource === 'string') {
    const relativePath = assetPattern.exec(assetSource)?.[1]
    if (!relativePath)
      throw new Error(`Unsupported _sanityAsset "${assetSource}": use image@file://./images/…`)
    const asset = await assetFor(relativePath)
    result.asset = { _type: 'reference', _ref: asset._id }
  }
  return result
}

async function describeImage(contentDir: string, relativePath: string): Promise<LocalImageAsset> {
  const filePath = path.resolve(contentDir, relativePath)
  if (!filePath.startsWith(path.resolve(contentDir) + path.sep)) {
    throw new Error(`Image path "${relativePath}" leaves the content folder`)
  }
  const buffer = await readFile(filePath).catch(() => {
    throw new Error(`Image "${relativePath}" is referenced by the dataset but missing`)
  })
  const { width, height, format } = await sharp(buffer).metadata()
  if (!width || !height || !format) throw new Error(`Cannot read the size of "${relativePath}"`)
  const hash = createHash('sha1').update(buffer).digest('hex')
  const extension = format === 'jpeg' ? 'jpg' : format
  return {
    _id: `image-${hash}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    url: `/content/${relativePath}`,
    path: relativePath,
    filePath,
    mimeType: `image/${format}`,
    originalFilename: path.basename(relativePath),
    metadata: { dimensions: { width, height, aspectRatio: width / height } },
  }
}

function isDocument(value: unknown): value is DatasetDocument {
  if (!value || typeof value !== 'object') return false
  const { _id, _type } = value as Record<string, unknown>
  return typeof _id === 'string' && typeof _type === 'string'
}
