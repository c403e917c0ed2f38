import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import { describe, expect, it, vi } from 'vitest'
import { pageTypes } from '../../schemas/pages'
import {
  sectionPicture,
  sectionsField,
  sectionTypeNames,
  sectionTypes,
} from '../../schemas/sections'
import { sectionContentTypes } from '../../schemas/sections/shared-sections'
import { schemaTypes } from '../../schemas'
import { pageLocations, pageTypeNames } from '../../studio/page-locations'
import { renderSection, sectionRenderers } from '../../web/src/app/sections/section-registry'
import { pageQuery } from '../../web/src/content/queries'
import type { PageSection } from '../../web/src/content/page-sections'
import { contentDir } from '../support/default-dataset'

type Document = { _id: string; _type: string; [field: string]: unknown }
type Entry = { _key: string; _type: string; [field: string]: unknown }

const root = path.resolve(contentDir, '..')
const inlineTypes = sectionTypes.filter((type) => !(type.name in sectionContentTypes))

/** A new section of `type` as the Studio starts it, with a photo where the type needs one. */
function newSection(type: (typeof sectionTypes)[number], photo: unknown): Entry {
  const initial = (type.initialValue ?? {}) as Record<string, unknown>
  const fields = type.fields.map((field) => field.name)
  return {
    _key: type.name,
    _type: type.name,
    ...initial,
    ...(fields.includes('photo') ? { photo } : {}),
    ...(fields.includes('image') ? { image: photo } : {}),
    ...(fields.includes('mapUrl') ? { mapUrl: 'https://maps.example.com/?q=salon' } : {}),
  }
}

// The default dataset with a home page that holds one new section of every type.
vi.mock('virtual:embedded-dataset', async (importOriginal) => {
  const { default: documents } = await importOriginal<{ default: Document[] }>()
  const { sectionTypes: types } = await import('../../schemas/sections')
  const photo = documents.find((document) => document._id === 'introSection')?.photo
  return {
    default: documents.map((document) =>
      document._id === 'homePage'
        ? { ...document, sections: types.map((type) => newSection(type, photo)) }
        : document,
    ),
  }
})

const { renderPage } = await import('../../web/src/app/server-entry')
const { fetchContent } = await import('../../web/src/content/fetch-content')

/** The HTML inside each deferred section's wrapper, by the wrapper's name. */
function deferredParts(html: string): Map<string, string> {
  const parts = new Map<string, string>()
  const pattern = /<div data-deferred="([^"]+)">([\s\S]*?)(?=<div data-deferred="|<\/main>)/g
  for (const [, name, inner] of html.matchAll(pattern)) parts.set(name!, inner!)
  return parts
}

describe('every section type', () => {
  it('has a renderer, and the registry renders no type that the schema lacks', () => {
    expect(Object.keys(sectionRenderers).sort()).toEqual([...sectionTypeNames].sort())
  })

  it.each(sectionTypeNames)('%s can be inserted from the Studio, with its picture', (name) => {
    expect(sectionsField.of.map((member) => member.type)).toContain(name)
    const picture = path.join(root, 'studio', sectionPicture(name))
    expect(existsSync(picture), `${picture} is missing`).toBe(true)
  })

  it.each(sectionTypeNames)('%s has a location in the Presentation preview', (name) => {
    const hrefsOf = (type: string) =>
      pageLocations(type, [{ _type: 'homePage', sectionTypes: [name] }])?.locations?.map(
        (location) => location.href,
      )
    // shared content opens on the pages whose sections show it; a section with fields of its own
    // is edited in its page document, which opens on its page
    const shown = sectionContentTypes[name]
    if (shown) for (const type of shown) expect(hrefsOf(type), type).toContain('/')
    else for (const type of pageTypeNames) expect(hrefsOf(type)?.length, type).toBe(1)
  })

  it.each(sectionTypeNames)('%s has its TypeGen types, in the schema and in pageQuery', (name) => {
    const types = readFileSync(path.join(root, 'web/src/content/sanity.types.ts'), 'utf8')
    const typeName = name[0]!.toUpperCase() + name.slice(1)
    expect(types).toContain(`export type ${typeName} = {`)
    const pageResult = types.slice(types.indexOf('export type PageQueryResult'))
    expect(pageResult).toContain(`_type: '${name}'`)
  })

  it('shows shared content that the default dataset holds, or starts with content of its own', async () => {
    const { default: documents } = await import('virtual:embedded-dataset')
    const types = new Set((documents as Document[]).map((document) => document._type))
    for (const [name, shown] of Object.entries(sectionContentTypes)) {
      expect(sectionTypeNames, `${name} is not a section type`).toContain(name)
      for (const type of shown) expect(types, `${name} shows ${type}`).toContain(type)
    }
    for (const type of inlineTypes) {
      expect(type.initialValue, `${type.name} starts blank`).toBeTruthy()
    }
  })

  it('starts valid in the Studio once its photo and link are chosen', async () => {
    const schema = createSchema({ name: 'default', types: schemaTypes })
    const workspace = {
      schema,
      i18n: { t: (key: string) => key, loadNamespaces: async () => undefined },
    } as unknown as Workspace
    const photo = { _type: 'accessibleImage', alt: 'Foto', asset: { _ref: 'image-x-10x10-webp' } }
    const page = {
      _id: 'homePage',
      _type: 'homePage',
      sections: sectionTypes.map((type) => newSection(type, photo)),
    } as unknown as SanityDocument
    const markers = await validateDocument({
      document: page,
      workspace,
      environment: 'cli',
      getDocumentExists: async () => true,
    })
    expect(markers.filter((marker) => marker.level === 'error')).toEqual([])
  })

  it('brings content through its pageQuery branch and prerenders it', async () => {
    const home = await fetchContent(pageQuery, { page: 'homePage' })
    const sections = home?.sections ?? []
    expect(sections.map((section) => section._type)).toEqual(sectionTypeNames)
    for (const section of sections) {
      const own = Object.entries(section).filter(([key]) => key !== '_key' && key !== '_type')
      expect(
        own.some(([, value]) => value !== null && value !== undefined),
        `${section._type} brings nothing`,
      ).toBe(true)
    }
    const { html } = await renderPage('/', Date.parse('2025-09-15T12:00:00Z'))
    const parts = deferredParts(html)
    for (const name of sectionTypeNames.filter((type) => type !== 'sectionHero')) {
      expect(parts.get(`section-${name}`), `${name} rendered nothing`).toMatch(/<section/)
    }
    expect(html).toMatch(/<section[^>]*id="home"/)
  })
})

describe('a page made of sections', () => {
  it('renders nothing for a type this code does not know, rather than breaking', () => {
    const unknown = { _key: 'x', _type: 'sectionFromANewerStudio' } as unknown as PageSection
    expect(renderSection(unknown)).toBeNull()
    const inherited = { _key: 'y', _type: 'toString' } as unknown as PageSection
    expect(renderSection(inherited)).toBeNull()
  })

  it('is one of the page documents, each with the sections field', () => {
    for (const page of pageTypes) {
      expect(page.fields.map((field) => field.name)).toContain('sections')
    }
  })
})
