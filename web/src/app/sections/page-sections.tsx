import { Fragment } from 'react'
import type { SectionPageId } from '../../content/page-sections'
import { pageQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { renderSection } from './section-registry'

/** The sections of a page, in the order the couple gave them, without the hidden ones. */
export function PageSections({ page }: { page: SectionPageId }) {
  const content = useContent(pageQuery, { page })
  return content?.sections?.map((section) => (
    <Fragment key={section._key}>{renderSection(section)}</Fragment>
  ))
}
