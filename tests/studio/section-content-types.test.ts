import { describe, expect, it } from 'vitest'
import { documentTypes, singletonTypes } from '../../schemas'
import { sectionTypeNames } from '../../schemas/sections'
import { sectionContentTypes, sharedSectionTypes } from '../../schemas/sections/shared-sections'
import { pageQuery } from '../../web/src/content/queries'

/** The document types each section's branch of `pageQuery` reads (`_type == "…"`). */
function typesQueriedBySection(): Map<string, Set<string>> {
  const queried = new Map<string, Set<string>>()
  let section: string | undefined
  for (const [, type = ''] of pageQuery.matchAll(/_type == "(\w+)"/g)) {
    if (sectionTypeNames.includes(type)) {
      section = type
      queried.set(section, new Set())
    } else if (section) {
      queried.get(section)?.add(type)
    }
  }
  return queried
}

describe('which shared documents each section shows', () => {
  it('is told for each section that shows shared content, and only for those', () => {
    expect(Object.keys(sectionContentTypes).sort()).toEqual(
      sharedSectionTypes.map(({ name }) => name).sort(),
    )
  })

  it('names document types of the schema', () => {
    const schemaDocuments = new Set([...singletonTypes, ...documentTypes].map(({ name }) => name))
    const unknown = Object.values(sectionContentTypes)
      .flat()
      .filter((type) => !schemaDocuments.has(type))
    expect(unknown).toEqual([])
  })

  it('covers every document the page query reads for the section', () => {
    const queried = typesQueriedBySection()
    expect([...queried.keys()].sort()).toEqual([...sectionTypeNames].sort())
    for (const [section, types] of queried) {
      expect(sectionContentTypes[section] ?? [], section).toEqual(
        expect.arrayContaining([...types]),
      )
    }
  })
})
