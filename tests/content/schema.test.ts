import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import { describe, expect, it } from 'vitest'
import { schemaTypes, singletonIds } from '../../schemas'
import { defaultDataset } from '../support/default-dataset'

const schema = createSchema({ name: 'default', types: schemaTypes })

// validateDocument only needs the schema and message lookup from a workspace when no rule
// reaches for the network, which none of ours do.
const workspace = {
  schema,
  i18n: {
    t: (key: string, options?: object) => `${key} ${JSON.stringify(options ?? {})}`,
    loadNamespaces: async () => undefined,
  },
} as unknown as Workspace

async function problemsOf(document: SanityDocument) {
  const markers = await validateDocument({
    document,
    workspace,
    environment: 'cli',
    getDocumentExists: async () => true,
  })
  return markers
    .filter((marker) => marker.level === 'error')
    .map((marker) => `${document._id} ${JSON.stringify(marker.path)}: ${marker.message}`)
}

describe('the content model', () => {
  it('compiles without schema errors', () => {
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.filter((problem) => problem.severity === 'error'),
    )
    expect(problems).toEqual([])
  })

  it('rejects a document that misses required fields', async () => {
    const problems = await problemsOf({
      _id: 'hotel-x',
      _type: 'hotel',
      name: 'X',
    } as unknown as SanityDocument)
    expect(problems.join('\n')).toMatch(/city/)
    expect(problems.join('\n')).toMatch(/mapsUrl/)
  })
})

describe('the default dataset', () => {
  it('satisfies every rule of its schema type, document by document', async () => {
    const { documents } = await defaultDataset()
    const contentDocuments = documents.filter((document) => document._type !== 'sanity.imageAsset')
    const unknownTypes = contentDocuments.filter((document) => !schema.get(document._type))
    expect(unknownTypes.map((document) => document._id)).toEqual([])
    const problems = (
      await Promise.all(contentDocuments.map((document) => problemsOf(document as SanityDocument)))
    ).flat()
    expect(problems).toEqual([])
  })

  it('holds exactly one document per singleton, under the singleton id', async () => {
    const { documents } = await defaultDataset()
    for (const id of singletonIds) {
      expect(documents.filter((document) => document._type === id).map((d) => d._id)).toEqual([id])
    }
  })

  it('points every image at a local file the site can serve', async () => {
    const { assets } = await defaultDataset()
    expect(assets.length).toBeGreaterThan(20)
    for (const asset of assets) {
      expect(asset.mimeType).toMatch(/^image\/(webp|avif)$/)
      expect(asset.metadata.dimensions.width).toBeLessThanOrEqual(1920)
    }
  })
})
