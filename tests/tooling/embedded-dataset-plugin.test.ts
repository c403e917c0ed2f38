import { copyFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { embeddedDataset } from '../../tooling/embedded-dataset-plugin'
import { contentDir } from '../support/default-dataset'

type Variant = { width: number; url: string }
type AssetDocument = { _id: string; _type: string; path: string; url: string; variants: Variant[] }

let workDir: string | undefined

afterEach(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true })
  workDir = undefined
})

/** A content folder with a wide hero photo and a small gift photo, and an empty cache. */
async function smallContent() {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'embedded-images-'))
  const content = path.join(workDir, 'content')
  await mkdir(path.join(content, 'images'), { recursive: true })
  for (const file of ['hero-1.webp', 'gift-1.webp']) {
    await copyFile(path.join(contentDir, 'images', file), path.join(content, 'images', file))
  }
  const documents = [
    {
      _id: 'hero',
      _type: 'siteSettings',
      photo: { _sanityAsset: 'image@file://./images/hero-1.webp' },
    },
    {
      _id: 'gift',
      _type: 'giftRegistry',
      photo: { _sanityAsset: 'image@file://./images/gift-1.webp' },
    },
  ]
  await writeFile(
    path.join(content, 'data.ndjson'),
    documents.map((document) => JSON.stringify(document)).join('\n'),
  )
  return { content, cache: path.join(workDir, 'cache') }
}

/** What the browser gets from `virtual:embedded-dataset`: import specifiers stand in for URLs. */
async function loadModule(content: string, cache: string) {
  const plugin = embeddedDataset(content, { cacheDir: cache })
  const resolved = (plugin.resolveId as (id: string) => string)('virtual:embedded-dataset')
  const load = plugin.load as (this: unknown, id: string) => Promise<string>
  const code = await load.call({ addWatchFile: () => undefined }, resolved)
  const specifiers = new Map(
    [...code.matchAll(/^import (url\d+) from "(.+)"$/gm)].map(([, name, from]) => [name, from]),
  )
  const json = code
    .slice(code.indexOf('export default ') + 'export default '.length)
    .replace(/:(url\d+)/g, (_, name: string) => `:${JSON.stringify(specifiers.get(name))}`)
  const documents = JSON.parse(json) as AssetDocument[]
  return documents.filter((document) => document._type === 'sanity.imageAsset')
}

const filePathOf = (specifier: string) => specifier.replace(/\?url&no-inline$/, '')

describe('the embedded dataset plugin', () => {
  it('offers each photo resized down the width ladder, never wider than the source', async () => {
    const { content, cache } = await smallContent()
    const assets = await loadModule(content, cache)
    const hero = assets.find((asset) => asset.path === 'images/hero-1.webp')
    const gift = assets.find((asset) => asset.path === 'images/gift-1.webp')
    expect(hero?.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280, 1600])
    expect(gift?.variants.map((variant) => variant.width)).toEqual([320, 500])
    // the widest is the source file itself, not a re-encoded copy
    expect(hero?.variants.at(-1)?.url).toBe(hero?.url)
    for (const variant of [...hero!.variants, ...gift!.variants]) {
      expect(variant.url).toMatch(/\?url&no-inline$/)
      const { width, format } = await sharp(filePathOf(variant.url)).metadata()
      expect({ width, format }).toEqual({ width: variant.width, format: 'webp' })
    }
  })

  it('keeps resized photos between builds instead of resizing them again', async () => {
    const { content, cache } = await smallContent()
    const first = await loadModule(content, cache)
    const copy = filePathOf(first[0]?.variants[0]?.url ?? '')
    expect(copy.startsWith(cache)).toBe(true)
    const { mtimeMs } = await stat(copy)
    const second = await loadModule(content, cache)
    expect(second).toEqual(first)
    expect((await stat(copy)).mtimeMs).toBe(mtimeMs)
  })
})
