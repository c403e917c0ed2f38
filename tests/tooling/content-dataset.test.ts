import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadEmbeddedDataset, parseNdjson } from '../../tooling/content-dataset'
import { pageQuery } from '../../web/src/content/queries'
import { createGroqSource } from '../../web/src/content/groq-source'
import type { PageQueryResult } from '../../web/src/content/sanity.types'
import { contentDir } from '../support/default-dataset'

let workDir: string | undefined

async function copyOfContent() {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'content-'))
  await cp(contentDir, workDir, { recursive: true })
  return workDir
}

afterEach(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true })
  workDir = undefined
})

describe('the embedded dataset loader', () => {
  it('shows whatever the dataset says: an edited tagline reaches the query, no code involved', async () => {
    const dir = await copyOfContent()
    const file = path.join(dir, 'data.ndjson')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace('Nos casamos, Nov 1,2025', 'Nos casamos en otoño'))
    const { documents } = await loadEmbeddedDataset(dir)
    const home = (await createGroqSource(documents).fetch(pageQuery, {
      page: 'homePage',
    })) as PageQueryResult
    const hero = home?.sections?.find((section) => section._type === 'sectionHero')
    expect(hero?.hero?.heroTagline).toBe('Nos casamos en otoño')
  })

  it('turns _sanityAsset into asset documents that carry the file dimensions', async () => {
    const { documents, assets } = await loadEmbeddedDataset(contentDir)
    const hero = assets.find((asset) => asset.path === 'images/hero-1.webp')
    expect(hero?._id).toMatch(/^image-[0-9a-f]{40}-1600x1000-webp$/)
    expect(hero?.metadata.dimensions).toMatchObject({ width: 1600, height: 1000 })
    expect(JSON.stringify(documents)).not.toContain('_sanityAsset')
  })

  it('names the line of a document that is not valid JSON', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"b"}\n{oops}\n')).toThrow(
      'line 2 is not valid JSON',
    )
    expect(() => parseNdjson('{"_type":"b"}')).toThrow('line 1 needs a string _id and _type')
  })

  it('refuses an image path that leaves the content folder or does not exist', async () => {
    const dir = await copyOfContent()
    const line = (asset: string) =>
      JSON.stringify({ _id: 'x', _type: 'coupleSection', photo: { _sanityAsset: asset } })
    await writeFile(path.join(dir, 'data.ndjson'), line('image@file://./../secret.webp'))
    await expect(loadEmbeddedDataset(dir)).rejects.toThrow('leaves the content folder')
    await writeFile(path.join(dir, 'data.ndjson'), line('image@file://./images/missing.webp'))
    await expect(loadEmbeddedDataset(dir)).rejects.toThrow('missing')
    await writeFile(path.join(dir, 'data.ndjson'), line('image@https://example.com/a.jpg'))
    await expect(loadEmbeddedDataset(dir)).rejects.toThrow('Unsupported _sanityAsset')
  })
})
