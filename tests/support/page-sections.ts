import type { SectionOf, SectionPageId, SectionType } from '../../web/src/content/page-sections'
import { pageQuery } from '../../web/src/content/queries'
import { queryDefaultDataset } from './default-dataset'

/** The shown sections of a page of the default dataset, in order. */
export async function pageSections(page: SectionPageId = 'homePage') {
  return (await queryDefaultDataset(pageQuery, { page }))?.sections ?? []
}

/** The first section of `type` on a page of the default dataset; fails the test if it is not there. */
export async function sectionOf<Type extends SectionType>(
  type: Type,
  page: SectionPageId = 'homePage',
): Promise<SectionOf<Type>> {
  const section = findSection({ sections: await pageSections(page) }, type)
  if (!section) throw new Error(`The default dataset's ${page} shows no ${type}`)
  return section
}

/** The first section of `type` in a `pageQuery` result from any source (a preview client, say). */
export function findSection<Type extends SectionType>(
  page: { sections: { _type: string }[] | null } | null | undefined,
  type: Type,
): SectionOf<Type> | undefined {
  return page?.sections?.find((section) => section._type === type) as SectionOf<Type> | undefined
}
