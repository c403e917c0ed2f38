import { createSchema } from 'sanity'
import { createStructureBuilder, type StructureBuilder } from 'sanity/structure'
import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../../schemas'
import { structure } from '../../studio/structure'

type Item = { id: string; title?: string; child?: unknown }
type Pane = { id: string; title?: string; items?: Item[] }

/** A StructureBuilder over the real schema; stand-ins for the Studio parts it never calls here. */
function structureBuilder(): StructureBuilder {
  const source = {
    schema: createSchema({ name: 'test', types: schemaTypes }),
    i18n: { t: (key: string) => key },
    templates: [],
    document: { resolveNewDocumentOptions: () => [] },
    getClient: () => ({}),
    currentUser: null,
  }
  return createStructureBuilder({ source: source as never, perspectiveStack: ['drafts'] })
}

async function desk(S: StructureBuilder): Promise<Pane> {
  const list = await structure(S, {} as never)
  return (list as { serialize: (options: { path: string[] }) => Pane }).serialize({ path: [] })
}

/** The pane a list item opens, as the desk resolves it when the couple clicks the item. */
async function open(parent: Pane, id: string): Promise<Pane> {
  const item = parent.items?.find((entry) => entry.id === id)
  if (!item?.child) throw new Error(`${parent.id} has no item ${id} that opens a pane`)
  // a child the builder already serialized is the pane itself; otherwise it resolves on click
  const child =
    typeof item.child === 'function'
      ? await item.child(id, { parent, index: 0, splitIndex: 0, path: [], params: {} })
      : item.child
  const builder = child as { serialize?: (options: { path: string[] }) => Pane }
  return builder.serialize ? builder.serialize({ path: [id] }) : (child as Pane)
}

describe('the desk of the Studio', () => {
  it('opens with «Páginas», before the groups it had', async () => {
    const S = structureBuilder()
    const titles = (await desk(S)).items?.map((item) => item.title).filter(Boolean)
    expect(titles?.slice(0, 2)).toEqual(['Páginas', 'Ajustes generales'])
    expect(titles).toEqual(
      expect.arrayContaining([
        'Secciones de la invitación',
        'Hora y Lugar',
        'Detalles de la boda',
        'Carrusel',
        'Galería',
      ]),
    )
  })

  it('lists the five pages in «Páginas», each one its own singleton document', async () => {
    const S = structureBuilder()
    const pages = await open(await desk(S), 'paginas')
    expect(pages.title).toBe('Páginas')
    expect(pages.items?.map(({ id, title }) => [id, title])).toEqual([
      ['homePage', 'Portada (la invitación)'],
      ['storyPage', 'Nuestra historia'],
      ['accommodationPage', 'Hospedaje'],
      ['rsvpPage', 'Confirmar asistencia'],
      ['galleryPage', 'Galería'],
    ])

    const story = (await open(pages, 'storyPage')) as Pane & {
      type: string
      options: { id: string; type: string }
    }
    expect(story.type).toBe('document')
    expect(story.options).toMatchObject({ id: 'storyPage', type: 'storyPage' })
  })
})
